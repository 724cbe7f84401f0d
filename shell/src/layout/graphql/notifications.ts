import { gql, type TypedDocumentNode } from '@apollo/client';

export type NotificationItem = {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  isRead: boolean;
  createdAt: string;
};

export const NOTIFICATIONS: TypedDocumentNode<{ notifications: NotificationItem[] }, { first: number }> = gql`
  query Notifications($first: Int) {
    notifications(first: $first) {
      id
      kind
      title
      body
      link
      isRead
      createdAt
    }
  }
`;
