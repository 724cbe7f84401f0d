import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal } from 'mfe-shared/test';
import type { DirectoryVendor } from '../types';
import { VendorCard } from './VendorCard';

const vendor = (answer: Partial<DirectoryVendor>): DirectoryVendor => ({
  id: 7,
  name: 'Victor Mills',
  company: 'Mills Ltd',
  email: 'victor@mills.example',
  avatarInitials: 'VM',
  connectionStatus: null,
  mayRequestConnection: false,
  connectionRefusal: null,
  mayMessage: false,
  ...answer,
});

function renderCard(answer: Partial<DirectoryVendor>, readOnly = false) {
  const onContact = jest.fn();
  const onRequest = jest.fn();
  renderPortal(
    <VendorCard
      vendor={vendor(answer)}
      readOnly={readOnly}
      requesting={false}
      onContact={onContact}
      onRequest={onRequest}
    />,
  );
  return { onContact, onRequest };
}

describe('VendorCard', () => {
  it('offers Contact when the server says the viewer may message the vendor, whatever the status says', async () => {
    const { onContact } = renderCard({ connectionStatus: 'pending', mayMessage: true });
    await userEvent.click(screen.getByRole('button', { name: 'Contact Victor Mills' }));
    expect(onContact).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /Request connection/ })).toBeNull();
  });

  it('offers a connection request only when the server allows one', async () => {
    const { onRequest } = renderCard({ connectionStatus: 'approved', mayRequestConnection: true });
    await userEvent.click(
      screen.getByRole('button', { name: 'Request connection with Victor Mills' }),
    );
    expect(onRequest).toHaveBeenCalledTimes(1);
  });

  it("shows the server's reason when neither is allowed", () => {
    renderCard({
      connectionStatus: null,
      connectionRefusal: 'This connection has been blocked by an administrator',
    });
    expect(screen.getByText('This connection has been blocked by an administrator')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("gives an admin's read-only card a message link only where the server allows a message", () => {
    renderCard({ mayMessage: false }, true);
    expect(screen.queryByRole('link', { name: 'Message vendor Victor Mills' })).toBeNull();
  });
});
