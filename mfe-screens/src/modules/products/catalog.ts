import type { ProductsCatalogQuery, ProductsCatalogQueryVariables } from 'mfe-shared';

export type CatalogProduct = ProductsCatalogQuery['products']['nodes'][number];

/** Page size of the product lists; 'Load more' asks for the next page. */
export const PRODUCT_PAGE_SIZE = 50;

/** Turns the screens' filter state ('all', blank text) into the `products` arguments. */
export function catalogVariables(filters: {
  search?: string;
  category?: string;
  availability?: string;
  vendorId?: string;
  minPrice?: string;
  maxPrice?: string;
}): ProductsCatalogQueryVariables {
  const number = (value?: string) => {
    if (value === undefined || value.trim() === '') return undefined;
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  };
  return {
    search: filters.search?.trim() || undefined,
    category: filters.category && filters.category !== 'all' ? filters.category : undefined,
    availability: filters.availability && filters.availability !== 'all' ? filters.availability : undefined,
    vendorId: number(filters.vendorId),
    minPrice: number(filters.minPrice),
    maxPrice: number(filters.maxPrice),
    first: PRODUCT_PAGE_SIZE,
  };
}
