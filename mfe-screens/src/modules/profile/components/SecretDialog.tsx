import styled from 'styled-components';
import { Button, Dialog, useToast } from 'mfe-shared';

export type SecretDialogProps = {
  /** The secret to show once; the dialog is open while it is set. */
  secret: string | null;
  title: string;
  text: string;
  onClose: () => void;
};

const StyledSecret = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.hover};
  font-size: ${({ theme }) => theme.font.size.sm};
  word-break: break-all;
  user-select: all;
`;

/** Shows a token or signing secret the one time the server sends it, with Copy. */
export function SecretDialog({ secret, title, text, onClose }: SecretDialogProps) {
  const { toast } = useToast();

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      toast({ title: 'Copied to clipboard' });
    } catch {
      toast({ title: 'Could not copy', description: 'Select the text and copy it by hand.', variant: 'destructive' });
    }
  }

  return (
    <Dialog
      open={secret !== null}
      onClose={onClose}
      title={title}
      description={text}
      actions={
        <>
          <Button $variant="secondary" onClick={() => void handleCopy()}>
            Copy
          </Button>
          <Button onClick={onClose}>Done</Button>
        </>
      }
    >
      <StyledSecret data-testid="one-time-secret">{secret}</StyledSecret>
    </Dialog>
  );
}
