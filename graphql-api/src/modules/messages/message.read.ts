import {
  type Column,
  instant,
  type ReadSource,
  selectList,
  toDate,
} from '../../common/read-rows';
import { ORDER_COLUMNS, type OrderFieldsRow, readOrder } from '../orders';
import { readUser, USER_COLUMNS, type UserRow } from '../users';
import type { Message, MessageType } from './message.entity';

/**
 * A read-only message for the inbox and the REST lists (common/read-rows), with its sender,
 * receiver and related order (that order's own fields). A managed Message is one too.
 */
export type MessageRow = Readonly<
  Pick<Message, 'id' | 'content' | 'messageType' | 'isRead' | 'createdAt'> & {
    sender: UserRow;
    receiver: UserRow;
    relatedOrder?: OrderFieldsRow | null;
  }
>;

/** The messages table's columns of a MessageRow, in the order MESSAGES.read takes them. */
const MESSAGE_COLUMNS: readonly Column[] = [
  'id',
  'content',
  'message_type',
  'is_read',
  instant('created_at'),
];
const SENDER_AT = MESSAGE_COLUMNS.length;
const RECEIVER_AT = SENDER_AT + USER_COLUMNS.length;
const ORDER_AT = RECEIVER_AT + USER_COLUMNS.length;

/**
 * Messages `m` with their senders `s`, receivers `r` and related orders `ro`, newest first: the
 * inbox and the REST lists.
 */
export const MESSAGES: ReadSource<MessageRow> = {
  table: 'messages',
  alias: 'm',
  joins: `join users s on s.id = m.sender_id
  join users r on r.id = m.receiver_id
  left join orders ro on ro.id = m.related_order_id`,
  columns: [
    selectList('m', MESSAGE_COLUMNS),
    selectList('s', USER_COLUMNS),
    selectList('r', USER_COLUMNS),
    selectList('ro', ORDER_COLUMNS),
  ].join(', '),
  orderBy: 'm.created_at desc, m.id desc',
  read: (c, at) => ({
    id: c[at] as number,
    content: c[at + 1] as string,
    messageType: c[at + 2] as MessageType,
    isRead: c[at + 3] as boolean,
    createdAt: toDate(c[at + 4])!,
    sender: readUser(c, at + SENDER_AT),
    receiver: readUser(c, at + RECEIVER_AT),
    // A message about no order (or a deleted one) has none.
    relatedOrder: c[at + ORDER_AT] === null ? null : readOrder(c, at + ORDER_AT),
  }),
};
