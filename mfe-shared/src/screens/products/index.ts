// Product screens and the parts the role remotes share (SPEC.md 2.6-2.8, DECISIONS.md 1).
export { ProductDetailPage, newOrderPathFor } from './ProductDetailPage';
export { ProductDetails, type ProductDetail, type ProductDetailsProps } from './components/ProductDetails';
export { ProductEditor, type ProductEditorProps } from './components/ProductEditor';
export {
  ProductForm,
  EMPTY_PRODUCT_FORM,
  validateProductForm,
  type ProductFormErrors,
  type ProductFormProps,
  type ProductFormValues,
  type ProductFormVendor,
} from './components/ProductForm';
export { ProductFilters, StyledFilterBar, StyledFilterField, type ProductFiltersProps } from './components/ProductFilters';
export { ProductTable, productPriceLabel, type ProductTableProps } from './components/ProductTable';
export { ProductStockBadge, type ProductStockBadgeProps } from './components/ProductStockBadge';
export { DeleteProductDialog, type DeleteProductDialogProps } from './components/DeleteProductDialog';
export { ProductSpecificationsList, type ProductSpecificationsListProps } from './components/ProductSpecificationsList';
export { ProductPageHeading, StyledProductScreen, type ProductPageHeadingProps } from './components/ProductPageHeading';
export {
  PRODUCT_AVAILABILITIES,
  PRODUCT_CATEGORIES,
  PRODUCT_LOW_STOCK_BELOW,
  productCategoryLabel,
  productStockLabel,
  productVendorLabel,
} from './productLabels';
export { productErrorMessage } from './productErrors';
export { catalogVariables, useProductsCatalog, PRODUCT_PAGE_SIZE, type CatalogProduct } from './useProductsCatalog';
