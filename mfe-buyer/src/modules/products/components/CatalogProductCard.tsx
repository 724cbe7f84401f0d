import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from 'mfe-shared';
import {
  type CatalogProduct,
  productCategoryLabel,
  productPriceLabel,
  ProductStockBadge,
  productVendorLabel,
} from 'mfe_screens/products';

export type CatalogProductCardProps = {
  product: CatalogProduct;
  onOrder: (product: CatalogProduct) => void;
};

const StyledCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const StyledTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledMeta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledDescription = styled.p`
  margin: 0;
  flex: 1;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.5;
`;

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledPrice = styled.span`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/**
 * One catalog product: name (to its page), SKU, category, vendor, price, stock badge, and Order
 * when the server offers it (availableActions: a live product of a connected vendor).
 */
export function CatalogProductCard({ product, onOrder }: CatalogProductCardProps) {
  return (
    <StyledCard aria-label={product.name}>
      <StyledTitle>
        <Link to={`/products/${product.id}`}>{product.name}</Link>
      </StyledTitle>
      <StyledMeta>
        {product.sku} · {productCategoryLabel(product.category)}
      </StyledMeta>
      <StyledMeta>Vendor: {productVendorLabel(product.vendor)}</StyledMeta>
      {product.description && <StyledDescription>{product.description}</StyledDescription>}
      <StyledRow>
        <StyledPrice>{productPriceLabel(product.price)}</StyledPrice>
        <ProductStockBadge inStock={product.inStock} stockQuantity={product.stockQuantity} />
      </StyledRow>
      <StyledRow>
        <Link to={`/products/${product.id}`} aria-label={`View details of ${product.name}`}>
          View details
        </Link>
        {product.availableActions.includes('Order') && (
          <Button onClick={() => onOrder(product)} aria-label={`Order ${product.name}`}>
            Order
          </Button>
        )}
      </StyledRow>
    </StyledCard>
  );
}
