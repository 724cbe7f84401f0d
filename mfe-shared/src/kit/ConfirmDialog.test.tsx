import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalThemeProvider } from '../theme';
import { ConfirmDialog } from './ConfirmDialog';

function renderConfirm(pending = false) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <PortalThemeProvider>
      <ConfirmDialog
        open
        title="Delete user"
        text="Are you sure you want to delete this user?"
        confirmLabel="Delete"
        destructive
        pending={pending}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </PortalThemeProvider>,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it('asks in an alertdialog with Cancel focused, so Enter never confirms by accident', async () => {
    const { onConfirm, onCancel, user } = renderConfirm();
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete user' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this user?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', async () => {
    const idle = renderConfirm();
    await screen.findByRole('alertdialog');
    await idle.user.keyboard('{Escape}');
    expect(idle.onCancel).toHaveBeenCalledTimes(1);
  });

  it('keeps both buttons disabled and ignores Escape while pending', async () => {
    const { onCancel, user } = renderConfirm(true);
    await screen.findByRole('alertdialog');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});
