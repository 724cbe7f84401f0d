import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { apiRequest, Button, FormField, Input, refusalText, showServerErrors, useToast } from 'mfe-shared';
import { z } from 'zod';
import '../zod';
import { AuthFrame, StyledForm } from './AuthFrame';

/**
 * Only what the form must hold before it is sent: a password, typed twice alike. Its rules (length,
 * a breached password, the link's validity) are the server's, shown under the field it names.
 */
const resetSchema = z
  .object({
    password: z.string().min(1, 'Password is required'),
    confirm: z.string(),
  })
  .refine((values) => values.confirm === values.password, {
    path: ['confirm'],
    message: 'The passwords do not match',
  });

type ResetValues = z.infer<typeof resetSchema>;

/** Choosing a new password from the emailed one-time link (/reset-password?token=...). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { toast } = useToast();
  const form = useForm<ResetValues>({
    defaultValues: { password: '', confirm: '' },
    resolver: zodResolver(resetSchema),
  });
  const { errors, isSubmitting } = form.formState;

  async function handleValid({ password }: ResetValues) {
    try {
      await apiRequest('POST', '/api/auth/password-reset', { token, password });
      toast({ title: 'Password changed', description: 'You can now sign in with your new password.' });
      navigate('/login', { replace: true });
    } catch (error) {
      const failure = showServerErrors(form, error);
      form.setError('root.server', {
        message: refusalText(failure, 'The password could not be changed. Please try again.'),
      });
    }
  }

  if (!token) {
    return (
      <AuthFrame title="Reset your password" subtitle="This link is incomplete." footer={<Link to="/login">Back to sign in</Link>}>
        <p role="alert">The reset link is invalid or has expired. Ask for a new one from the sign-in page.</p>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title="Choose a new password" subtitle="Enter a new password for your account." footer={<Link to="/login">Back to sign in</Link>}>
      <StyledForm onSubmit={form.handleSubmit(handleValid)} noValidate aria-label="Choose a new password">
        <FormField label="New password" error={errors.password?.message} hint="At least 8 characters.">
          <Input id="reset-password" type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label="Confirm new password" error={errors.confirm?.message}>
          <Input id="reset-confirm" type="password" autoComplete="new-password" {...form.register('confirm')} />
        </FormField>
        {errors.root?.server && <p role="alert">{errors.root.server.message}</p>}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Change password'}
        </Button>
      </StyledForm>
    </AuthFrame>
  );
}
