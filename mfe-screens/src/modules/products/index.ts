// Product screens and the parts the role remotes share (SPEC.md 2.6-2.8, DECISIONS.md 1). The parts
// that query the server load on demand (see lazyComponent).
import { lazyComponent } from 'mfe-shared';

export const ProductDetailPage = lazyComponent(() => import('./ProductDetailPage').then((m) => m.ProductDetailPage));
export const ProductDetails = lazyComponent(() => import('./components/ProductDetails').then((m) => m.ProductDetails));
export const ProductEditor = lazyComponent(() => import('./components/ProductEditor').then((m) => m.ProductEditor));
export const DeleteProductDialog = lazyComponent(
  () => import('./components/DeleteProductDialog').then((m) => m.DeleteProductDialog),
  null,
);
export const ProductSpecificationsList = lazyComponent(() =>
  import('./components/ProductSpecificationsList').then((m) => m.ProductSpecificationsList),
);
export type { ProductDetail, ProductDetailsProps } from './components/ProductDetails';
export type { ProductEditorProps } from './components/ProductEditor';
export type { DeleteProductDialogProps } from './components/DeleteProductDialog';
export type { ProductSpecificationsListProps } from './components/ProductSpecificationsList';
export { newOrderPathFor } from './productLinks';
export const ProductForm = lazyComponent(() => import('./components/ProductForm').then((m) => m.ProductForm));
export type { ProductFormProps } from './components/ProductForm';
export {
  EMPTY_PRODUCT_FORM,
  productFormSchema,
  type ProductFormValues,
  type ProductFormVendor,
} from './components/productFormValues';
export { ProductFilters, StyledFilterBar, StyledFilterField, type ProductFiltersProps } from './components/ProductFilters';
export const ProductTable = lazyComponent(() => import('./components/ProductTable').then((m) => m.ProductTable));
export type { ProductTableProps } from './components/ProductTable';
export { ProductStockBadge, type ProductStockBadgeProps } from './components/ProductStockBadge';
export {
  PRODUCT_AVAILABILITIES,
  PRODUCT_CATEGORIES,
  PRODUCT_LOW_STOCK_BELOW,
  productCategoryLabel,
  productPriceLabel,
  productStockLabel,
  productVendorLabel,
} from './productLabels';
export { productErrorMessage } from './productErrors';
export { catalogVariables, PRODUCT_PAGE_SIZE, type CatalogProduct } from './catalog';
export { useProductsCatalog } from './useProductsCatalog';
export { CatalogResults, type CatalogResultsProps } from './components/CatalogResults';
