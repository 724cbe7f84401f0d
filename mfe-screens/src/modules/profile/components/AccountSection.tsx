import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button, FormField, Input, refusalText, SectionCard, showServerErrors, useSession, useToast } from 'mfe-shared';
import { ProfileChangeMyPasswordDocument, ProfileUpdateMyProfileDocument } from 'mfe-shared/operations';
import { z } from 'zod';
import { StyledIntro } from './profileStyles';

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

/** Only what the forms must hold before they are sent; the rules about the values are the server's. */
const profileSchema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: z.string().trim().min(1, 'Email address is required'),
});
const passwordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: z.string().min(1, 'New password is required'),
    confirm: z.string(),
  })
  .refine((values) => values.confirm === values.newPassword, {
    path: ['confirm'],
    message: 'The passwords do not match',
  });

type ProfileValues = z.infer<typeof profileSchema>;
type PasswordValues = z.infer<typeof passwordSchema>;

function NameAndEmailForm() {
  const { user, refresh } = useSession();
  const { toast } = useToast();
  const form = useForm<ProfileValues>({
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '' },
    resolver: zodResolver(profileSchema),
  });
  const { errors } = form.formState;
  const [update, { loading }] = useMutation(ProfileUpdateMyProfileDocument);

  async function handleValid(input: ProfileValues) {
    try {
      await update({ variables: { input } });
      await refresh();
      toast({ title: 'Profile saved', description: 'Your name and e-mail have been updated.' });
    } catch (error) {
      const failure = showServerErrors(form, error);
      toast({ title: 'Could not save your profile', description: refusalText(failure, 'Please try again.'), variant: 'destructive' });
    }
  }

  return (
    <StyledForm aria-label="Name and e-mail" onSubmit={form.handleSubmit(handleValid)} noValidate>
      <h3>Name and e-mail</h3>
      <FormField label="Full name" error={errors.name?.message}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label="Email address" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <StyledActions>
        <Button type="submit" disabled={loading}>
          {loading ? 'Saving...' : 'Save profile'}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}

export function PasswordForm() {
  const { toast } = useToast();
  const form = useForm<PasswordValues>({
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
    resolver: zodResolver(passwordSchema),
  });
  const { errors } = form.formState;
  const [change, { loading }] = useMutation(ProfileChangeMyPasswordDocument);

  async function handleValid({ currentPassword, newPassword }: PasswordValues) {
    try {
      const { data } = await change({ variables: { input: { currentPassword, newPassword } } });
      const ended = data?.changeMyPassword.endedSessions ?? 0;
      form.reset();
      toast({
        title: 'Password changed',
        description: ended > 0 ? `You were signed out of ${ended} other session${ended === 1 ? '' : 's'}.` : 'No other session was open.',
      });
    } catch (error) {
      const failure = showServerErrors(form, error);
      toast({ title: 'Could not change your password', description: refusalText(failure, 'Please try again.'), variant: 'destructive' });
    }
  }

  return (
    <StyledForm aria-label="Change password" onSubmit={form.handleSubmit(handleValid)} noValidate>
      <h3>Change password</h3>
      <FormField label="Current password" error={errors.currentPassword?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <FormField label="New password" error={errors.newPassword?.message} hint="At least 8 characters, letters and digits. Your other sessions end.">
        <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
      </FormField>
      <FormField label="Confirm new password" error={errors.confirm?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirm')} />
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
