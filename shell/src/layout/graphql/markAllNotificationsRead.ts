import { gql, type TypedDocumentNode } from '@apollo/client';

export const MARK_ALL_NOTIFICATIONS_READ: TypedDocumentNode<
  { markAllNotificationsRead: number },
  Record<string, never>
> = gql`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`;
