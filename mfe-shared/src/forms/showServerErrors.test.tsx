import { describe, expect, it } from '@jest/globals';
import { CombinedGraphQLErrors } from '@apollo/client';
import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../api';
import { FormField } from '../kit/FormField';
import { Input } from '../kit/Input';
import { renderPortal } from '../test/render';
import { showServerErrors, type ShownServerFailure } from './showServerErrors';

type Values = { username: string; email: string };

/** A two-field form whose submit fails with `error`; `seen` receives what showServerErrors answered. */
function FailingForm({ error, seen }: { error: unknown; seen: (failure: ShownServerFailure) => void }) {
  const form = useForm<Values>({ defaultValues: { username: '', email: '' } });
  const { errors } = form.formState;
  return (
    <form
      aria-label="Account"
      onSubmit={form.handleSubmit(() => seen(showServerErrors(form, error, { mail: 'email' })))}
    >
      <FormField label="Username" error={errors.username?.message}>
        <Input {...form.register('username')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input {...form.register('email')} />
      </FormField>
      <button type="submit">Save</button>
    </form>
  );
}

async function submitWith(error: unknown) {
  let answer: ShownServerFailure | null = null;
  const { user } = renderPortal(<FailingForm error={error} seen={(failure) => (answer = failure)} />);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return () => answer!;
}

describe('showServerErrors', () => {
  it("shows every field of a GraphQL validation error under its field and focuses the first", async () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'Username must be at least 3 characters',
          extensions: {
            code: 'BAD_USER_INPUT',
            status: 400,
            field: 'username',
            fields: [
              { field: 'username', message: 'Username must be at least 3 characters' },
              { field: 'mail', message: 'Please enter a valid email address' },
              { field: 'notOnThisForm', message: 'Not shown' },
            ],
          },
        },
      ],
    });
    const answer = await submitWith(error);
    const username = screen.getByLabelText('Username');
    expect(username).toHaveAccessibleDescription('Username must be at least 3 characters');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.queryByText('Not shown')).not.toBeInTheDocument();
    expect(answer()).toMatchObject({ code: 'BAD_USER_INPUT', status: 400, shownOnFields: true });
  });

  it("shows a REST 409's clashing field", async () => {
    const body = JSON.stringify({ code: 'CONFLICT', field: 'username', message: 'This username is already taken.' });
    const answer = await submitWith(new ApiError(409, body, 'Conflict'));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('This username is already taken.');
    expect(answer()).toMatchObject({ code: 'CONFLICT', status: 409, message: 'This username is already taken.', shownOnFields: true });
  });

  it('leaves the fields alone when the error names none, and still answers the message', async () => {
    const body = JSON.stringify({ code: 'FORBIDDEN', message: 'You are not allowed to do this' });
    const answer = await submitWith(new ApiError(403, body, 'Forbidden'));
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
    expect(answer()).toMatchObject({ status: 403, message: 'You are not allowed to do this', shownOnFields: false });
  });
});
