import { useMutation } from '@apollo/client/react';
import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import {
  Button,
  FormField,
  MessagesSendDocument,
  type MessagesSendMutationVariables,
  TextArea,
  useToast,
} from 'mfe-shared';

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

export type MessageDialogFormProps = {
  /** The form's accessible name. */
  label: string;
  content: string;
  onContentChange: (content: string) => void;
  rows: number;
  submitLabel: string;
  sending: boolean;
  canSend: boolean;
  onCancel: () => void;
  onSubmit: () => void;
  /** Fields above the message box (recipient, type, order). */
  children?: ReactNode;
};

/** The body of a dialog that writes a message: its fields, the message box, Cancel and Send. */
export function MessageDialogForm({
  label,
  content,
  onContentChange,
  rows,
  submitLabel,
  sending,
  canSend,
  onCancel,
  onSubmit,
  children,
}: MessageDialogFormProps) {
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (canSend) onSubmit();
  }
  return (
    <StyledForm onSubmit={handleSubmit} aria-label={label}>
      {children}
      <FormField label="Message" required>
        <TextArea
          value={content}
          onChange={(event) => onContentChange(event.target.value)}
          placeholder="Type your message here..."
          rows={rows}
        />
      </FormField>
      <StyledActions>
        <Button $variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSend}>
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
    } catch {
      toast({
        title: 'Failed to send message',
        description: 'There was an error sending your message. Please try again.',
        variant: 'destructive',
      });
      return false;
    }
  }

  return { sendMessage, sending: loading };
}
