import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import {
  Dialog,
  FormField,
  MessagesOrdersDocument,
  MessagesRecipientsDocument,
  type MessageType,
  Select,
  useSession,
} from 'mfe-shared';
import { MESSAGE_TYPES } from '../messageTypes';
import type { ComposeDraft } from '../types';
import { MessageDialogForm, useSendMessage } from './MessageDialogForm';

export type ComposeDialogProps = {
  open: boolean;
  /** The title: 'New Message' or 'Reply'. */
  title: string;
  draft: ComposeDraft;
  onClose: () => void;
  onSent: () => void;
};

const ROLE_GROUPS = [
  { role: 'buyer', label: 'Buyers' },
  { role: 'vendor', label: 'Vendors' },
  { role: 'admin', label: 'Admins' },
] as const;

/**
 * Writes a message (SPEC.md 2.6): recipient from messageRecipients (a vendor writes to buyers,
 * SPEC.md 5), type, an optional related order the recipient is part of, and the content.
 * Send stays disabled without a recipient or with blank content.
 */
export function ComposeDialog({ open, title, draft, onClose, onSent }: ComposeDialogProps) {
  const { user } = useSession();
  const [receiverId, setReceiverId] = useState(draft.receiverId ? String(draft.receiverId) : '');
  const [messageType, setMessageType] = useState<MessageType>(draft.messageType ?? 'General');
  const [relatedOrderId, setRelatedOrderId] = useState(draft.relatedOrderId ? String(draft.relatedOrderId) : '');
  const [content, setContent] = useState('');
  const recipientsQuery = useQuery(MessagesRecipientsDocument, { skip: !open });
  const ordersQuery = useQuery(MessagesOrdersDocument, { skip: !open });
  const { sendMessage, sending } = useSendMessage();

  const recipients = useMemo(() => {
    const all = recipientsQuery.data?.messageRecipients ?? [];
    // SPEC.md 5: vendors write to buyers; a reply or a ?compose link may still name someone else.
    if (user?.role !== 'vendor') return all;
    return all.filter((person) => person.role === 'buyer' || person.id === draft.receiverId);
  }, [recipientsQuery.data, user?.role, draft.receiverId]);
  const receiver = recipients.find((person) => String(person.id) === receiverId);

  // The server accepts an order only when the recipient is its buyer or vendor (or an admin).
  const orders = useMemo(() => {
    const all = ordersQuery.data?.orders.nodes ?? [];
    if (!receiver) return [];
    if (receiver.role === 'admin') return all;
    return all.filter((order) => order.buyer.id === receiver.id || order.vendor.id === receiver.id);
  }, [ordersQuery.data, receiver]);
  const orderValue = orders.some((order) => String(order.id) === relatedOrderId) ? relatedOrderId : '';

  const canSend = Boolean(receiver) && content.trim().length > 0 && !sending;

  async function handleSend() {
    if (!receiver) return;
    const input = { receiverId: receiver.id, content: content.trim(), messageType, relatedOrderId: orderValue || null };
    if (await sendMessage(input, receiver.name)) onSent();
  }

  return (
    <Dialog open={open} onClose={onClose} title={title} description="Send a message to a buyer, vendor or administrator.">
      <MessageDialogForm
        label={title}
        content={content}
        onContentChange={setContent}
        rows={6}
        submitLabel="Send"
        sending={sending}
        canSend={canSend}
        onCancel={onClose}
        onSubmit={() => void handleSend()}
      >
        <FormField label="Recipient" required>
          <Select
            value={receiver ? receiverId : ''}
            onChange={(event) => setReceiverId(event.target.value)}
            disabled={recipientsQuery.loading && recipients.length === 0}
          >
            <option value="">{recipientsQuery.loading && recipients.length === 0 ? 'Loading...' : 'Select a recipient'}</option>
            {ROLE_GROUPS.map(({ role, label }) => {
              const people = recipients.filter((person) => person.role === role);
              if (people.length === 0) return null;
              return (
                <optgroup key={role} label={label}>
                  {people.map((person) => (
                    <option key={person.id} value={person.id}>
                      {person.company ? `${person.name} (${person.company})` : person.name}
                    </option>
                  ))}
                </optgroup>
              );
            })}
          </Select>
        </FormField>
        <FormField label="Message type">
          <Select value={messageType} onChange={(event) => setMessageType(event.target.value as MessageType)}>
            {MESSAGE_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label="Related order (optional)"
          hint={receiver ? undefined : 'Choose a recipient to see the orders you share.'}
        >
          <Select value={orderValue} onChange={(event) => setRelatedOrderId(event.target.value)} disabled={!receiver}>
            <option value="">None</option>
            {orders.map((order) => (
              <option key={order.id} value={order.id}>
                {order.orderCode} · {order.product.name}
              </option>
            ))}
          </Select>
        </FormField>
      </MessageDialogForm>
    </Dialog>
  );
}
