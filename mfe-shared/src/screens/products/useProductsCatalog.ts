import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  ProductsCatalogDocument,
  type ProductsCatalogQuery,
  type ProductsCatalogQueryVariables,
} from '../../generated/operations';

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

/**
 * The products the signed-in user may see under the filters, a page at a time. While new
 * filters load, the previous rows stay on screen (`refreshing`); `loading` is only the first load.
 */
export function useProductsCatalog(variables: ProductsCatalogQueryVariables) {
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(ProductsCatalogDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const page = (data ?? previousData)?.products;

  async function loadMore() {
    if (!page?.pageInfo.hasNextPage) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { ...variables, after: page.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          products: {
            ...fetchMoreResult.products,
            nodes: [...previous.products.nodes, ...fetchMoreResult.products.nodes],
          },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  }

  return {
    products: page?.nodes ?? [],
    totalCount: page?.totalCount ?? 0,
    hasNextPage: page?.pageInfo.hasNextPage ?? false,
    loading: loading && !page,
    refreshing: loading && !!page,
    loadingMore,
    error,
    refetch: () => void refetch(),
    loadMore: () => void loadMore(),
  };
}
