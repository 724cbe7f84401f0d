import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { MessageType } from '../../../generated/graphql';
import { MessagesOrdersDocument, MessagesRecipientsDocument, MessagesSendDocument } from '../../../generated/operations';
import { Button } from '../../../kit/Button';
import { Dialog } from '../../../kit/Dialog';
import { FormField } from '../../../kit/FormField';
import { TextArea } from '../../../kit/Input';
import { Select } from '../../../kit/Select';
import { useSession } from '../../../session/SessionContext';
import { useToast } from '../../../toast';
import { MESSAGE_TYPES } from '../messageTypes';
import type { ComposeDraft } from '../types';

export type ComposeDialogProps = {
  open: boolean;
  /** The title: 'New Message' or 'Reply'. */
  title: string;
  draft: ComposeDraft;
  onClose: () => void;
  onSent: () => void;
};

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

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
  const { toast } = useToast();
  const [receiverId, setReceiverId] = useState(draft.receiverId ? String(draft.receiverId) : '');
  const [messageType, setMessageType] = useState<MessageType>(draft.messageType ?? 'General');
  const [relatedOrderId, setRelatedOrderId] = useState(draft.relatedOrderId ? String(draft.relatedOrderId) : '');
  const [content, setContent] = useState('');
  const recipientsQuery = useQuery(MessagesRecipientsDocument, { skip: !open, fetchPolicy: 'cache-and-network' });
  const ordersQuery = useQuery(MessagesOrdersDocument, { skip: !open, fetchPolicy: 'cache-and-network' });
  const [send, { loading: sending }] = useMutation(MessagesSendDocument, { refetchQueries: ['MessagesList'] });

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

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSend || !receiver) return;
    try {
      await send({
        variables: {
          input: {
            receiverId: receiver.id,
            content: content.trim(),
            messageType,
            relatedOrderId: orderValue || null,
          },
        },
      });
      toast({ title: 'Message sent', description: `Your message to ${receiver.name} has been sent.` });
      onSent();
    } catch {
      toast({
        title: 'Failed to send message',
        description: 'There was an error sending your message. Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={title} description="Send a message to a buyer, vendor or administrator.">
      <StyledForm onSubmit={handleSubmit} aria-label={title}>
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
        <FormField label="Message" required>
          <TextArea
            value={content}
            onChange={(event) => setContent(event.target.value)}
            placeholder="Type your message here..."
            rows={6}
          />
        </FormField>
        <StyledActions>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canSend}>
            {sending ? 'Sending...' : 'Send'}
          </Button>
        </StyledActions>
      </StyledForm>
    </Dialog>
  );
}
