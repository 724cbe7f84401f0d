import { Link } from 'react-router-dom';
import {
  Button,
  EmptyState,
  formatSpecDate,
  type InventoryItemsQuery,
  SortableTable,
  StatusBadge,
  type TableColumn,
} from 'mfe-shared';
import { productCategoryLabel, productPriceLabel, productVendorLabel } from 'mfe_screens/products';
import { inventoryStatusLabel } from '../utils/inventoryFilters';

export type InventoryRow = InventoryItemsQuery['inventoryItems']['items'][number];

export type InventoryTableProps = {
  items: InventoryRow[];
  caption: string;
  onAdjust: (item: InventoryRow) => void;
};

const STATUS_ORDER: Record<string, number> = { OUT_OF_STOCK: 0, LOW_STOCK: 1, IN_STOCK: 2 };

/** The inventory table: every column sortable (SPEC.md 2.6), Adjust per row. */
export function InventoryTable({ items, caption, onAdjust }: InventoryTableProps) {
  const columns: TableColumn<InventoryRow>[] = [
    {
      key: 'product',
      header: 'Product',
      sortable: true,
      sortValue: (item) => item.product.name,
      truncate: (item) => item.product.name,
      render: (item) => <Link to={`/products/${item.product.id}`}>{item.product.name}</Link>,
    },
    { key: 'sku', header: 'SKU', sortable: true, sortValue: (item) => item.product.sku, render: (item) => item.product.sku },
    {
      key: 'category',
      header: 'Category',
      sortable: true,
      hideOnMobile: true,
      priority: 'low',
      sortValue: (item) => item.product.category,
      render: (item) => productCategoryLabel(item.product.category),
    },
    {
      key: 'vendor',
      header: 'Vendor',
      sortable: true,
      hideOnMobile: true,
      sortValue: (item) => productVendorLabel(item.product.vendor),
      truncate: (item) => productVendorLabel(item.product.vendor),
      render: (item) => productVendorLabel(item.product.vendor),
    },
    { key: 'onHand', header: 'On hand', sortable: true, align: 'right' },
    { key: 'reorderPoint', header: 'Reorder point', sortable: true, align: 'right', hideOnMobile: true, priority: 'low' },
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      sortValue: (item) => STATUS_ORDER[item.status],
      render: (item) => <StatusBadge status={inventoryStatusLabel(item.status)} />,
    },
    {
      key: 'price',
      header: 'Price',
      sortable: true,
      align: 'right',
      hideOnMobile: true,
      sortValue: (item) => item.product.price,
      render: (item) => productPriceLabel(item.product.price),
    },
    {
      key: 'createdAt',
      header: 'Added',
      sortable: true,
      hideOnMobile: true,
      priority: 'low',
      sortValue: (item) => new Date(item.createdAt),
      render: (item) => formatSpecDate(item.createdAt),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (item) => (
        <Button $variant="secondary" onClick={() => onAdjust(item)} aria-label={`Adjust ${item.product.name}`}>
          Adjust
        </Button>
      ),
    },
  ];
  return (
    <SortableTable
      columns={columns}
      rows={items}
      rowKey={(item) => item.id}
      caption={caption}
      hideCaption
      defaultSort={{ key: 'product', direction: 'asc' }}
      empty={<EmptyState title="No products found." text="Add a product or change the search and filters." />}
    />
  );
}
