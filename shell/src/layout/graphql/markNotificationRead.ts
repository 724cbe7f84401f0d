import { gql, type TypedDocumentNode } from '@apollo/client';

export const MARK_NOTIFICATION_READ: TypedDocumentNode<
  { markNotificationRead: { id: number; isRead: boolean } },
  { id: number }
> = gql`
  mutation MarkNotificationRead($id: Int!) {
    markNotificationRead(id: $id) {
      id
      isRead
    }
  }
`;
