import { gql, type TypedDocumentNode } from '@apollo/client';

export type UnreadCountsData = { unreadMessageCount: number; unreadNotificationCount: number };

/** The two live badges: unread messages (side menu) and unread notifications (bell). */
export const UNREAD_COUNTS: TypedDocumentNode<UnreadCountsData, Record<string, never>> = gql`
  query UnreadCounts {
    unreadMessageCount
    unreadNotificationCount
  }
`;
