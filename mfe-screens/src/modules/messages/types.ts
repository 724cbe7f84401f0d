import type { MessagesListQuery, MessageType } from 'mfe-shared';

export type MessageFolder = 'INBOX' | 'SENT';

/** One message as the list and the detail show it. */
export type MessageItem = MessagesListQuery['messages']['nodes'][number];

/** What the compose dialog starts with (Reply, ?compose={userId}). */
export type ComposeDraft = {
  receiverId?: number;
  messageType?: MessageType;
  relatedOrderId?: number;
};
