import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { type OrderStatus, type VendorOrdersListQuery } from 'mfe-shared';
import { VendorOrdersListDocument } from 'mfe-shared/operations';
import type { VendorOrder } from '../utils/tabs';

const PAGE_SIZE = 50;

export type VendorOrdersResult = {
  orders: VendorOrder[];
  totalCount: number;
  loading: boolean;
  /** Set once the first answer is in (skeletons only before). */
  loaded: boolean;
  error: Error | undefined;
  hasMore: boolean;
  loadMore: () => void;
  refetch: () => void;
};

type Data = VendorOrdersListQuery;

function mergePage(previous: Data, next: Data): Data {
  return { orders: { ...next.orders, nodes: [...previous.orders.nodes, ...next.orders.nodes] } };
}

/**
 * The vendor's orders for a tab: no status (All), one status, or two (Pending = Planning or
 * Approval Needed, asked of the server as two filtered lists and merged newest first). Pages of
 * 50 with Load more; kept fresh by the layout's live updates.
 */
export function useVendorOrders(statuses: OrderStatus[], search: string): VendorOrdersResult {
  const [first, second] = statuses;
  const common = { search: search || null, first: PAGE_SIZE };
  const primary = useQuery(VendorOrdersListDocument, {
    variables: { ...common, status: first ?? null },
  });
  const secondary = useQuery(VendorOrdersListDocument, {
    variables: { ...common, status: second ?? null },
    skip: !second,
  });

  const primaryData = primary.data ?? primary.previousData;
  const secondaryData = second ? (secondary.data ?? secondary.previousData) : undefined;

  const orders = useMemo(() => {
    const list = [...(primaryData?.orders.nodes ?? []), ...(secondaryData?.orders.nodes ?? [])];
    return second ? list.sort((a, b) => b.createdAt.localeCompare(a.createdAt)) : list;
  }, [primaryData, secondaryData, second]);

  const hasMore = !!primaryData?.orders.pageInfo.hasNextPage || !!secondaryData?.orders.pageInfo.hasNextPage;

  function loadMore() {
    const parts = [
      { query: primary, data: primaryData },
      { query: secondary, data: secondaryData },
    ];
    for (const { query, data } of parts) {
      const after = data?.orders.pageInfo.hasNextPage ? data.orders.pageInfo.endCursor : null;
      if (!after) continue;
      void query.fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => mergePage(previous, fetchMoreResult),
      });
    }
  }

  return {
    orders,
    totalCount: (primaryData?.orders.totalCount ?? 0) + (secondaryData?.orders.totalCount ?? 0),
    loading: primary.loading || (!!second && secondary.loading),
    loaded: !!primaryData && (!second || !!secondaryData),
    error: primary.error ?? (second ? secondary.error : undefined),
    hasMore,
    loadMore,
    refetch: () => {
      void primary.refetch();
      if (second) void secondary.refetch();
    },
  };
}
