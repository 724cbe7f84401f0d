import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPrice, SectionCard, StatusBadge } from 'mfe-shared';
import { DashboardProductsDocument } from 'mfe-shared/operations';
import {
  productCategoryLabel,
  productStockLabel,
  productVendorLabel,
} from '../products/productLabels';

export type DashboardProductsCardProps = {
  id: string;
  /** 'Product Catalog', 'My Products' or 'Products'. */
  title: string;
  viewAllPath: string;
  /** Where a product's name leads. */
  productPath: (id: number) => string;
  /** Show each product's vendor (not on the vendor's own dashboard). */
  showVendor: boolean;
  emptyText: string;
};

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: 1fr;
  }
`;

const StyledItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};

  a {
    font-weight: 600;
  }
`;

const StyledMeta = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Four products the user may see (SPEC.md 9's limit), on every role's dashboard. */
export function DashboardProductsCard({
  id,
  title,
  viewAllPath,
  productPath,
  showVendor,
  emptyText,
}: DashboardProductsCardProps) {
  const { data, loading, error, refetch } = useQuery(DashboardProductsDocument);
  const products = data?.products.nodes ?? [];
  const handleRetry = () => void refetch();
  return (
    <SectionCard
      id={id}
      title={title}
      action={<Link to={viewAllPath}>View All</Link>}
      loading={!data && loading}
      error={error}
      onRetry={handleRetry}
      empty={products.length === 0}
      emptyTitle="No products found."
      emptyText={emptyText}
      skeletonRows={4}
    >
      <StyledGrid>
        {products.map((product) => (
          <StyledItem key={product.id}>
            <Link to={productPath(product.id)}>{product.name}</Link>
            <StyledMeta>
              {product.sku}
              {product.category ? ` · ${productCategoryLabel(product.category)}` : ''}
            </StyledMeta>
            {showVendor && <StyledMeta>{productVendorLabel(product.vendor)}</StyledMeta>}
            <StyledRow>
              <span>{product.price == null ? 'Price on request' : formatPrice(product.price)}</span>
              <StatusBadge status={productStockLabel(product.inStock, product.stockQuantity)} />
            </StyledRow>
          </StyledItem>
        ))}
      </StyledGrid>
    </SectionCard>
  );
}
