import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPrice, SectionCard, StatusBadge, VendorMyProductsDocument } from 'mfe-shared';
import { stockLabel } from '../utils/labels';

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

/** Four of the vendor's own products. */
export function MyProductsCard() {
  const { data, loading, error, refetch } = useQuery(VendorMyProductsDocument);
  const products = data?.products.nodes ?? [];
  const handleRetry = () => void refetch();
  return (
    <SectionCard
      id="vendor-my-products"
      title="My Products"
      action={<Link to="/vendor/products">View All</Link>}
      loading={loading}
      error={error}
      onRetry={handleRetry}
      empty={products.length === 0}
      emptyTitle="No products found."
      emptyText="Add your first product to show it to your buyers."
      skeletonRows={4}
    >
      <StyledGrid>
        {products.map((product) => (
          <StyledItem key={product.id}>
            <Link to={`/products/${product.id}`}>{product.name}</Link>
            <StyledMeta>
              {product.sku}
              {product.category ? ` · ${product.category}` : ''}
            </StyledMeta>
            <StyledRow>
              <span>{product.price === null || product.price === undefined ? 'Price on request' : formatPrice(product.price)}</span>
              <StatusBadge status={stockLabel(product.inStock, product.stockQuantity)} />
            </StyledRow>
          </StyledItem>
        ))}
      </StyledGrid>
    </SectionCard>
  );
}
