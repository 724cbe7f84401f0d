import { useState, type FormEvent } from 'react';
import { ApiError, apiRequest, Button, FormField, Input } from 'mfe-shared';
import { StyledForm, StyledLinkButton, StyledRow } from './AuthFrame';

export type ForgotPasswordFormProps = { initialLogin: string; onDone: () => void };

/** 'Forgot your password?': asks the server for a one-time reset link (DECISIONS.md 1). */
export function ForgotPasswordForm({ initialLogin, onDone }: ForgotPasswordFormProps) {
  const [login, setLogin] = useState(initialLogin);
  const [error, setError] = useState<string | undefined>();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  // The server's reason when it refuses (too many requests: when to try again).
  const [refusal, setRefusal] = useState<string | undefined>();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!login.trim()) {
      setError('Username or email is required');
      return;
    }
    setError(undefined);
    setState('sending');
    try {
      await apiRequest('POST', '/api/auth/password-reset/request', { login: login.trim() });
      setState('sent');
    } catch (caught) {
      setRefusal(caught instanceof ApiError && caught.status === 429 ? caught.serverMessage : undefined);
      setState('failed');
    }
  };

  if (state === 'sent') {
    return (
      <div role="status">
        <p>If an account exists for {login.trim()}, we have sent a link to reset its password. The link expires soon, so use it shortly.</p>
        <Button $variant="secondary" onClick={onDone}>
          Back to sign in
        </Button>
      </div>
    );
  }

  return (
    <StyledForm onSubmit={handleSubmit} noValidate aria-labelledby="forgot-title">
      <h2 id="forgot-title">Reset your password</h2>
      <p>Enter your username or email address and we will send you a link to choose a new password.</p>
      <FormField label="Username or email" error={error}>
        <Input
          id="forgot-login"
          autoComplete="username"
          value={login}
          onChange={(event) => setLogin(event.target.value)}
          aria-invalid={Boolean(error)}
          autoFocus
        />
      </FormField>
      {state === 'failed' && <p role="alert">{refusal ?? 'The reset link could not be requested. Please try again.'}</p>}
      <StyledRow>
        <StyledLinkButton type="button" onClick={onDone}>
          Back to sign in
        </StyledLinkButton>
        <Button type="submit" disabled={state === 'sending'}>
          {state === 'sending' ? 'Sending...' : 'Send reset link'}
        </Button>
      </StyledRow>
    </StyledForm>
  );
}
