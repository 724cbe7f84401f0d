import type { MessagesListQuery } from '../../generated/operations';
import type { MessageType } from '../../generated/graphql';

export type MessageFolder = 'INBOX' | 'SENT';

/** One message as the list and the detail show it. */
export type MessageItem = MessagesListQuery['messages']['nodes'][number];

/** What the compose dialog starts with (Reply, ?compose={userId}). */
export type ComposeDraft = {
  receiverId?: number;
  messageType?: MessageType;
  relatedOrderId?: number;
};
