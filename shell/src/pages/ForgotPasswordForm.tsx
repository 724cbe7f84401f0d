import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { apiRequest, Button, FormField, Input, refusalText, showServerErrors } from 'mfe-shared';
import { z } from 'zod';
import '../zod';
import { StyledForm, StyledLinkButton, StyledRow } from './AuthFrame';

export type ForgotPasswordFormProps = { initialLogin: string; onDone: () => void };

/** Only what the form must hold before it is sent; the server answers the rest. */
const forgotSchema = z.object({
  login: z.string().trim().min(1, 'Username or email is required'),
});

type ForgotValues = z.infer<typeof forgotSchema>;

/** 'Forgot your password?': asks the server for a one-time reset link (DECISIONS.md 1). */
export function ForgotPasswordForm({ initialLogin, onDone }: ForgotPasswordFormProps) {
  const form = useForm<ForgotValues>({
    defaultValues: { login: initialLogin },
    resolver: zodResolver(forgotSchema),
  });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;

  async function handleValid({ login }: ForgotValues) {
    try {
      await apiRequest('POST', '/api/auth/password-reset/request', { login });
    } catch (error) {
      const failure = showServerErrors(form, error);
      // Too many requests: the server says when to try again.
      const refusal = failure.status === 429 ? failure.message : null;
      form.setError('root.server', {
        message: refusal ?? refusalText(failure, 'The reset link could not be requested. Please try again.'),
      });
    }
  }

  if (isSubmitSuccessful) {
    return (
      <div role="status">
        <p>If an account exists for {form.getValues('login').trim()}, we have sent a link to reset its password. The link expires soon, so use it shortly.</p>
        <Button $variant="secondary" onClick={onDone}>
          Back to sign in
        </Button>
      </div>
    );
  }

  return (
    <StyledForm onSubmit={form.handleSubmit(handleValid)} noValidate aria-labelledby="forgot-title">
      <h2 id="forgot-title">Reset your password</h2>
      <p>Enter your username or email address and we will send you a link to choose a new password.</p>
      <FormField label="Username or email" error={errors.login?.message}>
        <Input id="forgot-login" autoComplete="username" autoFocus {...form.register('login')} />
      </FormField>
      {errors.root?.server && <p role="alert">{errors.root.server.message}</p>}
      <StyledRow>
        <StyledLinkButton type="button" onClick={onDone}>
          Back to sign in
        </StyledLinkButton>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send reset link'}
        </Button>
      </StyledRow>
    </StyledForm>
  );
}
