import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { type ProductsCatalogQueryVariables } from 'mfe-shared';
import { ProductsCatalogDocument } from 'mfe-shared/operations';

export { catalogVariables, PRODUCT_PAGE_SIZE, type CatalogProduct } from './catalog';

/**
 * The products the signed-in user may see under the filters, a page at a time. While new
 * filters load, the previous rows stay on screen (`refreshing`); `loading` is only the first load.
 */
export function useProductsCatalog(variables: ProductsCatalogQueryVariables) {
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(ProductsCatalogDocument, {
    variables,
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
