import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { ProfileChangeMyPasswordDocument } from 'mfe-shared/operations';
import { renderPortal } from 'mfe-shared/test';
import { PasswordForm } from './AccountSection';

const change = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: {
    query: ProfileChangeMyPasswordDocument,
    variables: { input: { currentPassword: 'seamline27', newPassword: 'harbour2041' } },
  },
  result,
});

async function fillIn(user: ReturnType<typeof renderPortal>['user'], form: HTMLElement, confirm = 'harbour2041') {
  await user.type(within(form).getByLabelText('Current password'), 'seamline27');
  await user.type(within(form).getByLabelText('New password'), 'harbour2041');
  await user.type(within(form).getByLabelText('Confirm new password'), confirm);
  await user.click(within(form).getByRole('button', { name: 'Change password' }));
}

describe('AccountSection: the change-password form', () => {
  it('asks for the current password and a matching confirmation before sending anything', async () => {
    const { user } = renderPortal(<PasswordForm />);
    const form = screen.getByRole('form', { name: 'Change password' });
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByLabelText('Current password')).toHaveAccessibleDescription('Current password is required');
    await user.type(within(form).getByLabelText('Current password'), 'seamline27');
    await user.type(within(form).getByLabelText('New password'), 'harbour2041');
    await user.type(within(form).getByLabelText('Confirm new password'), 'harbour2042');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByLabelText('Confirm new password')).toHaveAccessibleDescription('The passwords do not match');
  });

  it("shows the server's refusal under the field it names", async () => {
    const refusal = new GraphQLError('Current password is incorrect', {
      extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'currentPassword' },
    });
    const { user } = renderPortal(<PasswordForm />, { mocks: [change({ errors: [refusal] })] });
    const form = screen.getByRole('form', { name: 'Change password' });
    await fillIn(user, form);
    const current = within(form).getByLabelText('Current password');
    expect(await within(form).findByText('Current password is incorrect')).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
  });

  it('changes the password and says how many other sessions ended', async () => {
    const { user } = renderPortal(<PasswordForm />, { mocks: [change({ data: { changeMyPassword: { endedSessions: 1 } } })] });
    const form = screen.getByRole('form', { name: 'Change password' });
    await fillIn(user, form);
    expect(await screen.findByText('You were signed out of 1 other session.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
  });
});
