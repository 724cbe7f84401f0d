import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card, CardHeader, CardTitle, EmptyState, formatSpecDate, type ProductsDetailQuery, SkeletonText, StatusBadge } from 'mfe-shared';
import { ProductsDetailDocument } from 'mfe-shared/operations';
import { productErrorMessage } from '../productErrors';
import { productCategoryLabel, productStockLabel, productVendorLabel } from '../productLabels';
import { ProductSpecificationsList } from './ProductSpecificationsList';
import { productPriceLabel } from './ProductTable';

export type ProductDetail = ProductsDetailQuery['product'];

export type ProductDetailsProps = {
  productId: number;
  /** Buttons or links for the product (order, edit...), given the loaded product. */
  renderActions?: (product: ProductDetail) => ReactNode;
  /** Shown when the product cannot be loaded (e.g. a 'Back to products' link). */
  notFoundAction?: ReactNode;
};

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: 1fr;
  }
`;

const StyledColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
`;

const StyledTitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
  }
`;

const StyledDescription = styled.p`
  margin: 0;
  white-space: pre-wrap;
  line-height: 1.5;
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;

/** A product's page: facts, stock, vendor, description and its specifications. */
export function ProductDetails({ productId, renderActions, notFoundAction }: ProductDetailsProps) {
  const { data, loading, error, refetch } = useQuery(ProductsDetailDocument, {
    variables: { id: productId },
    skip: !Number.isSafeInteger(productId),
  });

  if (loading && !data) {
    return (
      <Card aria-busy="true" aria-label="Loading product">
        <SkeletonText lines={6} />
      </Card>
    );
  }
  const product = data?.product;
  if (!product) {
    const notFound = !error || /not found/i.test(productErrorMessage(error));
    return (
      <Card role={notFound ? undefined : 'alert'}>
        <EmptyState
          title={notFound ? 'Product Not Found' : 'Failed to load product'}
          text={
            notFound
              ? "The product you're looking for doesn't exist or you don't have permission to view it."
              : productErrorMessage(error)
          }
          action={
            notFound ? (
              notFoundAction
            ) : (
              <Button $variant="secondary" onClick={() => void refetch()}>
                Retry
              </Button>
            )
          }
        />
      </Card>
    );
  }

  const stock = productStockLabel(product.inStock, product.stockQuantity);
  return (
    <StyledLayout>
      <StyledColumn>
        <Card>
          <CardHeader>
            <StyledTitleRow>
              <h2>{product.name}</h2>
              {product.archivedAt ? <StatusBadge status="Archived" /> : <StatusBadge status={stock} />}
            </StyledTitleRow>
            {renderActions && <StyledActions>{renderActions(product)}</StyledActions>}
          </CardHeader>
          {product.description ? (
            <StyledDescription>{product.description}</StyledDescription>
          ) : (
            <StyledMuted>No description.</StyledMuted>
          )}
        </Card>
        <Card aria-labelledby="product-specifications-title">
          <CardHeader>
            <CardTitle id="product-specifications-title">Specifications</CardTitle>
          </CardHeader>
          <ProductSpecificationsList productId={product.id} />
        </Card>
      </StyledColumn>
      <Card aria-labelledby="product-information-title">
        <CardHeader>
          <CardTitle id="product-information-title">Product Information</CardTitle>
        </CardHeader>
        <StyledFacts>
          <dt>SKU</dt>
          <dd>{product.sku}</dd>
          <dt>Category</dt>
          <dd>{productCategoryLabel(product.category)}</dd>
          <dt>Price</dt>
          <dd>{productPriceLabel(product.price)}</dd>
          <dt>Stock</dt>
          <dd>
            {product.stockQuantity} units{product.inStock ? '' : ' (not available)'}
          </dd>
          <dt>Vendor</dt>
          <dd>
            {productVendorLabel(product.vendor)}
            {product.vendor.company ? ` (${product.vendor.name})` : ''}
          </dd>
          <dt>Added</dt>
          <dd>{formatSpecDate(product.createdAt)}</dd>
          <dt>Updated</dt>
          <dd>{formatSpecDate(product.updatedAt)}</dd>
          {product.archivedAt && (
            <>
              <dt>Archived</dt>
              <dd>{formatSpecDate(product.archivedAt)}</dd>
            </>
          )}
        </StyledFacts>
      </Card>
    </StyledLayout>
  );
}
