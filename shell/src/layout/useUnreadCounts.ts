import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { UnreadCountsChangedDocument, UnreadCountsDocument } from 'mfe-shared/operations';
import type { UnreadCounts } from './unreadCounts';

/** The unread counts in the cache (kept fresh by useUnreadCountsLive). */
export function useUnreadCountsQuery(): UnreadCounts {
  const { data } = useQuery(UnreadCountsDocument);
  return { messages: data?.unreadMessageCount ?? 0, notifications: data?.unreadNotificationCount ?? 0 };
}

/**
 * Subscribes once (in the layout) to unreadCountsChanged and writes each new pair of counts into
 * the cache, so every badge reading useUnreadCounts updates without a reload.
 */
export function useUnreadCountsLive(): void {
  const client = useApolloClient();
  useSubscription(UnreadCountsChangedDocument, {
    onData: ({ data }) => {
      const counts = data.data?.unreadCountsChanged;
      if (!counts) return;
      client.cache.writeQuery({
        query: UnreadCountsDocument,
        data: { unreadMessageCount: counts.messages, unreadNotificationCount: counts.notifications },
      });
    },
  });
}
