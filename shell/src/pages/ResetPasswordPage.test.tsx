import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderPortal } from 'mfe-shared/test';
import { ResetPasswordPage } from './ResetPasswordPage';

const RESET = '/api/auth/password-reset';

/** fetch answering the reset call with `status` and `body` (JSON) and the page frame's other calls with {}. */
function answer(status: number, body: unknown = {}) {
  const fetch = jest.fn(async (url: string, _init?: RequestInit) => {
    const [code, json] = url === RESET ? [status, body] : [200, {}];
    return { ok: code < 400, status: code, statusText: String(code), text: async () => JSON.stringify(json) };
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  /** The calls to the reset endpoint: their bodies. */
  return () => fetch.mock.calls.filter(([url]) => url === RESET).map(([, init]) => JSON.parse(String(init?.body)));
}

function renderPage() {
  return renderPortal(
    <Routes>
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/login" element={<p>Sign-in page</p>} />
    </Routes>,
    { route: '/reset-password?token=one-time-token' },
  );
}

const original = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = original;
});

describe('ResetPasswordPage', () => {
  it('asks for the password and a matching confirmation before sending anything', async () => {
    const resets = answer(204);
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const password = screen.getByLabelText('New password');
    expect(password).toHaveAccessibleDescription('At least 8 characters. Password is required');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    await user.type(password, 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('The passwords do not match');
    expect(resets()).toEqual([]);
  });

  it("shows the server's refusal under the field it names", async () => {
    answer(400, { code: 'BAD_USER_INPUT', field: 'password', message: 'Password must be at least 8 characters' });
    const { user } = renderPage();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const password = screen.getByLabelText('New password');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
  });

  it("says why when the link itself is refused", async () => {
    answer(400, { code: 'BAD_USER_INPUT', field: 'token', message: 'The reset link is invalid or has expired' });
    const { user } = renderPage();
    await user.type(screen.getByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The reset link is invalid or has expired');
  });

  it('sends the token and the new password, then goes to sign-in', async () => {
    const resets = answer(204);
    const { user } = renderPage();
    await user.type(screen.getByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(resets()).toEqual([{ token: 'one-time-token', password: 'new-secret-1' }]);
  });
});
