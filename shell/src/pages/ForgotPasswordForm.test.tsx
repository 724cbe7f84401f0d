import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderPortal } from 'mfe-shared/test';
import { ForgotPasswordForm } from './ForgotPasswordForm';

/** fetch answering `status` with `body` (JSON), recording what it was sent. */
function answer(status: number, body: unknown = {}) {
  const fetch = jest.fn(async (_url: string, _init?: RequestInit) => ({
    ok: status < 400,
    status,
    statusText: String(status),
    text: async () => JSON.stringify(body),
  }));
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return fetch;
}

const original = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = original;
});

describe('ForgotPasswordForm', () => {
  it('asks for a username or e-mail before sending anything', async () => {
    const fetch = answer(204);
    const { user } = renderPortal(<ForgotPasswordForm initialLogin="  " onDone={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const login = screen.getByLabelText('Username or email');
    expect(login).toHaveAccessibleDescription('Username or email is required');
    expect(login).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under the field it names", async () => {
    answer(400, { code: 'BAD_USER_INPUT', field: 'login', message: 'Email or username is required' });
    const { user } = renderPortal(<ForgotPasswordForm initialLogin="bella" onDone={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email or username is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Username or email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when to try again after too many requests', async () => {
    answer(429, { code: 'TOO_MANY_REQUESTS', message: 'Too many reset requests. Try again in 10 minutes.' });
    const { user } = renderPortal(<ForgotPasswordForm initialLogin="bella" onDone={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many reset requests. Try again in 10 minutes.');
  });

  it('sends the trimmed login and says a link is on its way', async () => {
    const fetch = answer(204);
    const { user } = renderPortal(<ForgotPasswordForm initialLogin="" onDone={() => undefined} />);
    await user.type(screen.getByLabelText('Username or email'), '  bella@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for bella@example.com');
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({ login: 'bella@example.com' });
  });
});
