import type { ProductsCatalogQuery } from '../generated/operations';

type CatalogProduct = ProductsCatalogQuery['products']['nodes'][number];

/** A product as the catalog lists it (the products screens' tests), with the fields a test names. */
export function catalogProduct(fields: Partial<CatalogProduct> = {}): CatalogProduct {
  return {
    id: 3,
    name: 'Classic Crew Neck Tee',
    sku: 'DK-TS-001',
    description: null,
    category: 't-shirts',
    price: 4.8,
    inStock: true,
    stockQuantity: 100,
    imageUrl: null,
    archivedAt: null,
    availableActions: [],
    vendor: { id: 5, name: 'Victor Rahman', company: 'Dhaka Knitwear Ltd.' },
    ...fields,
  };
}
