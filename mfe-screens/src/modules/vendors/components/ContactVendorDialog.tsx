import { useState } from 'react';
import { Dialog } from 'mfe-shared';
import { MessageDialogForm, useSendMessage } from '../../messages/components/MessageDialogForm';
import type { DirectoryVendor } from '../types';

export type ContactVendorDialogProps = {
  vendor: DirectoryVendor;
  onClose: () => void;
};

/** Contact from the directory (DECISIONS.md 1): the message box sends a real message. */
export function ContactVendorDialog({ vendor, onClose }: ContactVendorDialogProps) {
  const [content, setContent] = useState('');
  const { sendMessage, sending } = useSendMessage();

  async function handleSend() {
    const input = { receiverId: vendor.id, content: content.trim(), messageType: 'General' as const };
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
        content={content}
        onContentChange={setContent}
        rows={5}
        submitLabel="Send Message"
        sending={sending}
        canSend={content.trim().length > 0 && !sending}
        onCancel={onClose}
        onSubmit={() => void handleSend()}
      />
    </Dialog>
  );
}
