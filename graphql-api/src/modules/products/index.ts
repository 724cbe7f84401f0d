// The public face of products: other modules import only what is exported here.
export { Product, PRODUCT_CATEGORIES } from './product.entity';
export { PRODUCT_COLUMNS, PRODUCTS, type ProductRow, readProduct } from './product.row';
export { ProductInput } from './product.inputs';
export { checkNewProduct, findVisibleProduct, productScope, productScopeSql, writeProduct } from './product.service';
export { ProductResolver } from './product.resolver';
export { productRoutes } from './product.routes';
