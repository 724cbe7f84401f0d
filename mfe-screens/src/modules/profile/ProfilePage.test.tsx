import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderPortal, sessionUser } from 'mfe-shared/test';
import { ProfilePage } from './ProfilePage';

// The sections' own data is not answered here: each shows its heading while it loads or fails.
const BUYER_SECTIONS = ['Ordering policy', 'Inspection defaults', 'Shipping tolerance'];

describe('ProfilePage: the sections are the session capabilities', () => {
  it("shows the ordering policy, inspection defaults and shipping tolerance when the server grants them", async () => {
    renderPortal(<ProfilePage />, {
      session: sessionUser({
        role: 'vendor',
        capabilities: { editOrderingPolicy: true, editQualitySettings: true, editShippingSettings: true },
      }),
    });
    for (const name of BUYER_SECTIONS) expect(await screen.findByRole('heading', { name })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: "Show all users' tokens" })).not.toBeInTheDocument();
  });

  it("leaves them out without those capabilities, and offers every user's tokens with seeAllApiTokens", async () => {
    renderPortal(<ProfilePage />, { session: sessionUser({ role: 'buyer', capabilities: { seeAllApiTokens: true } }) });
    expect(await screen.findByRole('checkbox', { name: "Show all users' tokens" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'API tokens' })).toBeInTheDocument();
    for (const name of BUYER_SECTIONS) expect(screen.queryByRole('heading', { name })).not.toBeInTheDocument();
  });
});
