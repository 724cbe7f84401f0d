import { useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Dialog, FormField, type MessageType, Select } from 'mfe-shared';
import { MessagesOrdersDocument, MessagesRecipientsDocument } from 'mfe-shared/operations';
import { MESSAGE_TYPES } from '../messageTypes';
import type { ComposeDraft } from '../types';
import { messageContentSchema, MessageDialogForm, useSendMessage } from './MessageDialogForm';

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
 * Writes a message (SPEC.md 2.6): a recipient from messageRecipients, type, an optional related
 * order from messageOrders (both the server's lists of what a send accepts), and the content.
 * Send stays disabled without a recipient or with blank content.
 */
const composeSchema = z.object({
  receiverId: z.string().min(1, 'Select a recipient'),
  messageType: z.string(),
  relatedOrderId: z.string(),
  content: messageContentSchema,
});

type ComposeValues = z.infer<typeof composeSchema>;

export function ComposeDialog({ open, title, draft, onClose, onSent }: ComposeDialogProps) {
  const { control, formState, handleSubmit, register, watch } = useForm<ComposeValues>({
    defaultValues: {
      receiverId: draft.receiverId ? String(draft.receiverId) : '',
      messageType: draft.messageType ?? 'General',
      relatedOrderId: draft.relatedOrderId ? String(draft.relatedOrderId) : '',
      content: '',
    },
    mode: 'onChange',
    resolver: zodResolver(composeSchema),
  });
  const receiverId = watch('receiverId');
  const relatedOrderId = watch('relatedOrderId');
  const recipientsQuery = useQuery(MessagesRecipientsDocument, { skip: !open });
  // The server lists whom the user may write to and the orders a message to them may be about.
  const recipients = recipientsQuery.data?.messageRecipients ?? [];
  const receiver = recipients.find((person) => String(person.id) === receiverId);
  const ordersQuery = useQuery(MessagesOrdersDocument, {
    variables: { receiverId: receiver?.id ?? 0 },
    skip: !open || !receiver,
  });
  const { sendMessage, sending } = useSendMessage();
  const orders = receiver ? (ordersQuery.data?.messageOrders ?? []) : [];
  const orderValue = orders.some((order) => String(order.id) === relatedOrderId)
    ? relatedOrderId
    : '';

  async function handleSend({ content, messageType }: ComposeValues) {
    if (!receiver) return;
    const input = {
      receiverId: receiver.id,
      content,
      messageType: messageType as MessageType,
      relatedOrderId: orderValue || null,
    };
    if (await sendMessage(input, receiver.name)) onSent();
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description="Send a message to a buyer, vendor or administrator."
    >
      <MessageDialogForm
        label={title}
        content={register('content')}
        contentError={formState.errors.content?.message}
        rows={6}
        submitLabel="Send"
        sending={sending}
        canSend={formState.isValid && Boolean(receiver)}
        onCancel={onClose}
        onSubmit={handleSubmit(handleSend)}
      >
        <Controller
          control={control}
          name="receiverId"
          render={({ field }) => (
            <FormField label="Recipient" required>
              <Select
                {...field}
                value={receiver ? field.value : ''}
                disabled={recipientsQuery.loading && recipients.length === 0}
              >
                <option value="">
                  {recipientsQuery.loading && recipients.length === 0
                    ? 'Loading...'
                    : 'Select a recipient'}
                </option>
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
          )}
        />
        <FormField label="Message type">
          <Select {...register('messageType')}>
            {MESSAGE_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </Select>
        </FormField>
        <Controller
          control={control}
          name="relatedOrderId"
          render={({ field }) => (
            <FormField
              label="Related order (optional)"
              hint={receiver ? undefined : 'Choose a recipient to see the orders you share.'}
            >
              <Select {...field} value={orderValue} disabled={!receiver}>
                <option value="">None</option>
                {orders.map((order) => (
                  <option key={order.id} value={order.id}>
                    {order.orderCode} · {order.product.name}
                  </option>
                ))}
              </Select>
            </FormField>
          )}
        />
      </MessageDialogForm>
    </Dialog>
  );
}
