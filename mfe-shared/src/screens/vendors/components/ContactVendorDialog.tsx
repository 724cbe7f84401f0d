import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MessagesSendDocument } from '../../../generated/operations';
import { Button } from '../../../kit/Button';
import { Dialog } from '../../../kit/Dialog';
import { FormField } from '../../../kit/FormField';
import { TextArea } from '../../../kit/Input';
import { useToast } from '../../../toast';
import type { DirectoryVendor } from '../types';

export type ContactVendorDialogProps = {
  vendor: DirectoryVendor;
  onClose: () => void;
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

/** Contact from the directory (DECISIONS.md 1): the message box sends a real message. */
export function ContactVendorDialog({ vendor, onClose }: ContactVendorDialogProps) {
  const { toast } = useToast();
  const [content, setContent] = useState('');
  const [send, { loading }] = useMutation(MessagesSendDocument, { refetchQueries: ['MessagesList'] });
  const canSend = content.trim().length > 0 && !loading;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSend) return;
    try {
      await send({ variables: { input: { receiverId: vendor.id, content: content.trim(), messageType: 'General' } } });
      toast({ title: 'Message sent', description: `Your message to ${vendor.name} has been sent.` });
      onClose();
    } catch {
      toast({
        title: 'Failed to send message',
        description: 'There was an error sending your message. Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Contact ${vendor.name}`}
      description={vendor.company ? `Send a message to ${vendor.name} at ${vendor.company}.` : `Send a message to ${vendor.name}.`}
    >
      <StyledForm onSubmit={handleSubmit} aria-label={`Contact ${vendor.name}`}>
        <FormField label="Message" required>
          <TextArea
            value={content}
            onChange={(event) => setContent(event.target.value)}
            placeholder="Type your message here..."
            rows={5}
          />
        </FormField>
        <StyledActions>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canSend}>
            {loading ? 'Sending...' : 'Send Message'}
          </Button>
        </StyledActions>
      </StyledForm>
    </Dialog>
  );
}
