import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, FormField, Input, ProfileChangeMyPasswordDocument, ProfileUpdateMyProfileDocument, SectionCard, useSession, useToast } from 'mfe-shared';
import { errorText, StyledIntro } from './profileStyles';

type FieldErrors = Record<string, string>;

const StyledForms = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ theme }) => theme.size.sheetWidth}), 1fr));
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** The server's field errors (extensions.field), or the message for a toast. */
function splitError(error: unknown): { fields: FieldErrors; message: string | null } {
  if (CombinedGraphQLErrors.is(error)) {
    const fields: FieldErrors = {};
    let message: string | null = null;
    for (const item of error.errors) {
      const field = item.extensions?.field;
      if (typeof field === 'string') fields[field] = item.message;
      else message ??= item.message;
    }
    return { fields, message };
  }
  return { fields: {}, message: errorText(error) };
}

function NameAndEmailForm() {
  const { user, refresh } = useSession();
  const { toast } = useToast();
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [update, { loading }] = useMutation(ProfileUpdateMyProfileDocument);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      await update({ variables: { input: { name, email } } });
      await refresh();
      toast({ title: 'Profile saved', description: 'Your name and e-mail have been updated.' });
    } catch (error) {
      const { fields, message } = splitError(error);
      setErrors(fields);
      if (message) toast({ title: 'Could not save your profile', description: message, variant: 'destructive' });
    }
  }

  return (
    <StyledForm aria-label="Name and e-mail" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <h3>Name and e-mail</h3>
      <FormField label="Full name" error={errors.name}>
        <Input value={name} autoComplete="name" onChange={(event) => setName(event.target.value)} />
      </FormField>
      <FormField label="Email address" error={errors.email}>
        <Input type="email" value={email} autoComplete="email" onChange={(event) => setEmail(event.target.value)} />
      </FormField>
      <StyledActions>
        <Button type="submit" disabled={loading}>
          {loading ? 'Saving...' : 'Save profile'}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}

function PasswordForm() {
  const { toast } = useToast();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [change, { loading }] = useMutation(ProfileChangeMyPasswordDocument);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (newPassword !== confirm) {
      setErrors({ confirm: 'The passwords do not match' });
      return;
    }
    setErrors({});
    try {
      const { data } = await change({ variables: { input: { currentPassword, newPassword } } });
      const ended = data?.changeMyPassword.endedSessions ?? 0;
      setCurrentPassword('');
      setNewPassword('');
      setConfirm('');
      toast({
        title: 'Password changed',
        description: ended > 0 ? `You were signed out of ${ended} other session${ended === 1 ? '' : 's'}.` : 'No other session was open.',
      });
    } catch (error) {
      const { fields, message } = splitError(error);
      setErrors(fields);
      if (message) toast({ title: 'Could not change your password', description: message, variant: 'destructive' });
    }
  }

  return (
    <StyledForm aria-label="Change password" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <h3>Change password</h3>
      <FormField label="Current password" error={errors.currentPassword}>
        <Input type="password" value={currentPassword} autoComplete="current-password" onChange={(event) => setCurrentPassword(event.target.value)} />
      </FormField>
      <FormField label="New password" error={errors.newPassword} hint="At least 8 characters, letters and digits. Your other sessions end.">
        <Input type="password" value={newPassword} autoComplete="new-password" onChange={(event) => setNewPassword(event.target.value)} />
      </FormField>
      <FormField label="Confirm new password" error={errors.confirm}>
        <Input type="password" value={confirm} autoComplete="new-password" onChange={(event) => setConfirm(event.target.value)} />
      </FormField>
      <StyledActions>
        <Button type="submit" disabled={loading}>
          {loading ? 'Changing...' : 'Change password'}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}

/** The Profile page's account: the user's own name, e-mail and password (issue 22). */
export function AccountSection() {
  return (
    <SectionCard id="account" title="Account" loading={false}>
      <StyledIntro>Your name and e-mail as others see them, and your password.</StyledIntro>
      <StyledForms>
        <NameAndEmailForm />
        <PasswordForm />
      </StyledForms>
    </SectionCard>
  );
}
