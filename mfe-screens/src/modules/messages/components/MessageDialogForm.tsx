import { useMutation } from '@apollo/client/react';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { Button, explainableMessage, FormField, type MessagesSendMutationVariables, TextArea, useToast } from 'mfe-shared';
import { MessagesSendDocument } from 'mfe-shared/operations';
import { z } from 'zod';

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

/** A message's content: only that there is one. Whom one may write to, and about which order, is the server's. */
export const messageContentSchema = z.string().trim().min(1, 'Message is required');

export type MessageDialogFormProps = {
  /** The form's accessible name. */
  label: string;
  /** The message box, registered with the dialog's form. */
  content: UseFormRegisterReturn;
  contentError?: string;
  rows: number;
  submitLabel: string;
  sending: boolean;
  canSend: boolean;
  onCancel: () => void;
  /** The form's submit handler (react-hook-form's handleSubmit). */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** Fields above the message box (recipient, type, order). */
  children?: ReactNode;
};

/** The body of a dialog that writes a message: its fields, the message box, Cancel and Send. */
export function MessageDialogForm({
  label,
  content,
  contentError,
  rows,
  submitLabel,
  sending,
  canSend,
  onCancel,
  onSubmit,
  children,
}: MessageDialogFormProps) {
  return (
    <StyledForm onSubmit={onSubmit} aria-label={label} noValidate>
      {children}
      <FormField label="Message" required error={contentError}>
        <TextArea {...content} placeholder="Type your message here..." rows={rows} />
      </FormField>
      <StyledActions>
        <Button $variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSend || sending}>
          {sending ? 'Sending...' : submitLabel}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}

/** Sends a message with the spec's toasts; answers whether it was sent. */
export function useSendMessage() {
  const { toast } = useToast();
  const [send, { loading }] = useMutation(MessagesSendDocument, { refetchQueries: ['MessagesList'] });

  async function sendMessage(input: MessagesSendMutationVariables['input'], receiverName: string): Promise<boolean> {
    try {
      await send({ variables: { input } });
      toast({ title: 'Message sent', description: `Your message to ${receiverName} has been sent.` });
      return true;
    } catch (error) {
      toast({
        title: 'Failed to send message',
        description: explainableMessage(error) ?? 'There was an error sending your message. Please try again.',
        variant: 'destructive',
      });
      return false;
    }
  }

  return { sendMessage, sending: loading };
}
