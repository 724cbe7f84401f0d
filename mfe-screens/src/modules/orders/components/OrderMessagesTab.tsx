import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import styled, { css } from 'styled-components';
import { z } from 'zod';
import { Avatar, Button, EmptyState, ErrorPanel, FormField, refusalText, relativeTimeMessages, Select, showServerErrors, SkeletonText, TextArea, useSession, useToast } from 'mfe-shared';
import { OrdersOrderMessagesDocument, OrdersSendMessageDocument } from 'mfe-shared/operations';
import { messageContentSchema } from '../../messages/components/MessageDialogForm';
import { OrderIcon } from './OrderIcon';

type Party = { id: number; name: string; company: string | null };

export type OrderMessagesTabProps = { orderCode: string; buyer: Party; vendor: Party };

const StyledThread = styled.ol`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledMessage = styled.li<{ $own: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  ${({ $own }) =>
    $own &&
    css`
      flex-direction: row-reverse;
    `}
`;

const StyledBubble = styled.div<{ $own: boolean }>`
  max-width: 75%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $own }) => ($own ? theme.color.blue.bg : theme.color.surfaceMuted)};
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const StyledMeta = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.muted};
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** The reply: whom an admin writes to (the parties write to each other) and the message. */
const replySchema = z.object({ to: z.string(), content: messageContentSchema });

type ReplyValues = z.infer<typeof replySchema>;

function partyLabel(party: Party): string {
  return party.company ? `${party.name} (${party.company})` : party.name;
}

/** The order's message thread and a send box to the other party (DECISIONS.md 1). */
export function OrderMessagesTab({ orderCode, buyer, vendor }: OrderMessagesTabProps) {
  const { user } = useSession();
  const { toast } = useToast();
  const form = useForm<ReplyValues>({
    defaultValues: { to: String(buyer.id), content: '' },
    mode: 'onChange',
    resolver: zodResolver(replySchema),
  });
  const { errors, isValid } = form.formState;
  const adminRecipient = Number(form.watch('to'));
  const { data, loading, error, refetch } = useQuery(OrdersOrderMessagesDocument, {
    variables: { orderIdOrCode: orderCode },
  });
  const [sendMessage, { loading: sending }] = useMutation(OrdersSendMessageDocument);

  const recipient: Party | null =
    user?.id === buyer.id ? vendor : user?.id === vendor.id ? buyer : adminRecipient === vendor.id ? vendor : buyer;

  async function handleValid({ to, content }: ReplyValues) {
    if (!recipient) return;
    try {
      await sendMessage({
        variables: { input: { content, receiverId: recipient.id, relatedOrderId: orderCode } },
      });
      form.reset({ to, content: '' });
      toast({ title: 'Message sent', description: `Your message to ${recipient.name} has been sent.` });
      await refetch();
    } catch (sendError) {
      toast({
        title: 'Failed to send message',
        description: refusalText(
          showServerErrors(form, sendError, { receiverId: 'to' }),
          'There was an error sending your message. Please try again.',
        ),
        variant: 'destructive',
      });
    }
  }

  const messages = data?.orderMessages ?? [];
  const isParty = user?.id === buyer.id || user?.id === vendor.id;

  return (
    <div>
      {loading && !data ? (
        <SkeletonText lines={4} />
      ) : error && !data ? (
        <ErrorPanel title="Failed to load messages" message={error.message} onRetry={() => void refetch()} />
      ) : messages.length === 0 ? (
        <EmptyState title="No messages found." text="Messages about this order appear here." />
      ) : (
        <StyledThread aria-label="Order messages">
          {messages.map((message) => {
            const own = message.sender.id === user?.id;
            return (
              <StyledMessage key={message.id} $own={own}>
                <Avatar name={message.sender.name} initials={message.sender.avatarInitials} size="sm" decorative />
                <StyledBubble $own={own}>
                  <StyledMeta>
                    {own ? 'You' : message.sender.name} to {message.receiver.id === user?.id ? 'you' : message.receiver.name} ·{' '}
                    <time dateTime={message.createdAt}>{relativeTimeMessages(message.createdAt)}</time>
                  </StyledMeta>
                  <p>{message.content}</p>
                </StyledBubble>
              </StyledMessage>
            );
          })}
        </StyledThread>
      )}
      <StyledForm onSubmit={form.handleSubmit(handleValid)} aria-label="Send a message about this order" noValidate>
        {!isParty && (
          <FormField label="To" error={errors.to?.message}>
            <Select {...form.register('to')}>
              <option value={buyer.id}>Buyer: {partyLabel(buyer)}</option>
              <option value={vendor.id}>Vendor: {partyLabel(vendor)}</option>
            </Select>
          </FormField>
        )}
        <FormField label={recipient ? `Message to ${recipient.name}` : 'Message'} error={errors.content?.message}>
          <TextArea {...form.register('content')} placeholder="Write a message about this order..." />
        </FormField>
        <StyledActions>
          <Button type="submit" disabled={sending || !isValid || !recipient}>
            <OrderIcon name="send" />
            {sending ? 'Sending...' : 'Send Message'}
          </Button>
        </StyledActions>
      </StyledForm>
    </div>
  );
}
