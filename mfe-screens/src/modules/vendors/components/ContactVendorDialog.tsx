import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Dialog } from 'mfe-shared';
import { messageContentSchema, MessageDialogForm, useSendMessage } from '../../messages/components/MessageDialogForm';
import type { DirectoryVendor } from '../types';

export type ContactVendorDialogProps = {
  vendor: DirectoryVendor;
  onClose: () => void;
};

/** Contact from the directory (DECISIONS.md 1): the message box sends a real message. */
const contactSchema = z.object({ content: messageContentSchema });

export function ContactVendorDialog({ vendor, onClose }: ContactVendorDialogProps) {
  const { formState, handleSubmit, register } = useForm({
    defaultValues: { content: '' },
    mode: 'onChange',
    resolver: zodResolver(contactSchema),
  });
  const { sendMessage, sending } = useSendMessage();

  async function handleSend({ content }: z.infer<typeof contactSchema>) {
    const input = { receiverId: vendor.id, content, messageType: 'General' as const };
    if (await sendMessage(input, vendor.name)) onClose();
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Contact ${vendor.name}`}
      description={vendor.company ? `Send a message to ${vendor.name} at ${vendor.company}.` : `Send a message to ${vendor.name}.`}
    >
      <MessageDialogForm
        label={`Contact ${vendor.name}`}
        content={register('content')}
        rows={5}
        submitLabel="Send Message"
        sending={sending}
        canSend={formState.isValid}
        onCancel={onClose}
        onSubmit={handleSubmit(handleSend)}
      />
    </Dialog>
  );
}
