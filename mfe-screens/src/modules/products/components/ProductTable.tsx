import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SortableTable, StatusBadge, type TableColumn } from 'mfe-shared';
import { productCategoryLabel, productPriceLabel, productStockLabel, productVendorLabel } from '../productLabels';

export { productPriceLabel } from '../productLabels';
import type { CatalogProduct } from '../catalog';

export type ProductTableProps = {
  products: CatalogProduct[];
  caption: string;
  /** The product's page, linked from its name. */
  productHref: (product: CatalogProduct) => string;
  /** The stock quantity column (vendors manage their stock). */
  showStock?: boolean;
  /** The vendor column (admins see every vendor's products). */
  showVendor?: boolean;
  /** Buttons of the actions column. */
  renderActions?: (product: CatalogProduct) => ReactNode;
  /** Shown in the table when there are no rows. */
  empty?: ReactNode;
};

const StyledName = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  a {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;


/** The vendor and admin product tables (SPEC.md 2.7, 2.8): sortable, with an actions column. */
export function ProductTable({
  products,
  caption,
  productHref,
  showStock,
  showVendor,
  renderActions,
  empty,
}: ProductTableProps) {
  const columns: TableColumn<CatalogProduct>[] = [
    {
      key: 'name',
      header: showVendor ? 'Product' : 'Name',
      sortable: true,
      render: (product) => (
        <StyledName>
          <Link to={productHref(product)}>{product.name}</Link>
          {product.description && <StyledMuted>{product.description}</StyledMuted>}
        </StyledName>
      ),
    },
    { key: 'sku', header: 'SKU', sortable: true },
    {
      key: 'category',
      header: 'Category',
      sortable: true,
      hideOnMobile: true,
      render: (product) => productCategoryLabel(product.category),
    },
    {
      key: 'price',
      header: 'Price',
      sortable: true,
      align: 'right',
      render: (product) => productPriceLabel(product.price),
    },
  ];
  if (showStock) {
    columns.push({ key: 'stockQuantity', header: 'Stock', sortable: true, align: 'right', hideOnMobile: true });
  }
  columns.push({
    key: 'status',
    header: 'Status',
    sortable: true,
    sortValue: (product) => (product.archivedAt ? 'Archived' : productStockLabel(product.inStock, product.stockQuantity)),
    render: (product) =>
      product.archivedAt ? (
        <StatusBadge status="Archived" />
      ) : (
        <StatusBadge status={productStockLabel(product.inStock, product.stockQuantity)} />
      ),
  });
  if (showVendor) {
    columns.push({
      key: 'vendor',
      header: 'Vendor',
      sortable: true,
      hideOnMobile: true,
      sortValue: (product) => productVendorLabel(product.vendor),
      render: (product) => productVendorLabel(product.vendor),
    });
  }
  if (renderActions) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (product) => <StyledActions>{renderActions(product)}</StyledActions>,
    });
  }
  return (
    <SortableTable
      columns={columns}
      rows={products}
      rowKey={(product) => product.id}
      caption={caption}
      hideCaption
      empty={empty}
    />
  );
}
