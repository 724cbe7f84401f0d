import { gql, type TypedDocumentNode } from '@apollo/client';

export type UnreadCountsChangedData = { unreadCountsChanged: { messages: number; notifications: number } };

export const UNREAD_COUNTS_CHANGED: TypedDocumentNode<UnreadCountsChangedData, Record<string, never>> = gql`
  subscription UnreadCountsChanged {
    unreadCountsChanged {
      messages
      notifications
    }
  }
`;
