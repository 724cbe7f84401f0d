import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  text?: ReactNode;
  /** Label of the confirming button, e.g. 'Delete'. */
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button for irreversible actions. */
  destructive?: boolean;
  /** Disables both buttons while the action runs; pass e.g. 'Deleting...' as confirmLabel. */
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Asks before an action (SPEC.md 8: 'Are you sure you want to delete this user?'). An
 * alertdialog; Cancel gets focus first so Enter never confirms by accident.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive,
  pending,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  function handleClose() {
    if (!pending) onCancel();
  }
  return (
    <Dialog
      open={open}
      onClose={handleClose}
      title={title}
      description={text}
      role="alertdialog"
      hideCloseButton
      actions={
        <>
          <Button $variant="secondary" onClick={onCancel} disabled={pending} data-autofocus>
            {cancelLabel}
          </Button>
          <Button $variant={destructive ? 'destructive' : 'primary'} onClick={onConfirm} disabled={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
