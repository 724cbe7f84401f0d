import { useEffect } from 'react';
import type { UnreadCounts } from './unreadCounts';
import { useLiveUpdates } from './useLiveUpdates';
import { useUnreadCountsLive, useUnreadCountsQuery } from './useUnreadCounts';

/**
 * The layout's part that talks to the server, drawn once the GraphQL client is here: the live
 * subscriptions, and the unread counts it hands to the layout's badges.
 */
export function LiveLayout({ onCounts }: { onCounts: (counts: UnreadCounts) => void }) {
  useUnreadCountsLive();
  useLiveUpdates();
  const { messages, notifications } = useUnreadCountsQuery();
  useEffect(() => onCounts({ messages, notifications }), [messages, notifications, onCounts]);
  return null;
}
