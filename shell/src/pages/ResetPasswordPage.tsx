import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, apiRequest, Button, FormField, Input, useToast } from 'mfe-shared';
import { AuthFrame, StyledForm } from './AuthFrame';

type ResetErrors = { password?: string; confirm?: string };

/** Choosing a new password from the emailed one-time link (/reset-password?token=...). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { toast } = useToast();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<ResetErrors>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: ResetErrors = {};
    if (password.length < 8) found.password = 'Password must be at least 8 characters';
    if (confirm !== password) found.confirm = 'The passwords do not match';
    setErrors(found);
    if (found.password || found.confirm) return;
    setPending(true);
    setFailure(undefined);
    try {
      await apiRequest('POST', '/api/auth/password-reset', { token, password });
      toast({ title: 'Password changed', description: 'You can now sign in with your new password.' });
      navigate('/login', { replace: true });
    } catch (error) {
      setFailure(
        (error instanceof ApiError && error.status === 400 && error.serverMessage) ||
          'The password could not be changed. Please try again.',
      );
      setPending(false);
    }
  };

  if (!token) {
    return (
      <AuthFrame title="Reset your password" subtitle="This link is incomplete." footer={<Link to="/login">Back to sign in</Link>}>
        <p role="alert">The reset link is invalid or has expired. Ask for a new one from the sign-in page.</p>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title="Choose a new password" subtitle="Enter a new password for your account." footer={<Link to="/login">Back to sign in</Link>}>
      <StyledForm onSubmit={handleSubmit} noValidate aria-label="Choose a new password">
        <FormField label="New password" error={errors.password} hint="At least 8 characters.">
          <Input id="reset-password" type="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />
        </FormField>
        <FormField label="Confirm new password" error={errors.confirm}>
          <Input id="reset-confirm" type="password" autoComplete="new-password" value={confirm} onChange={(event) => setConfirm(event.target.value)} />
        </FormField>
        {failure && <p role="alert">{failure}</p>}
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : 'Change password'}
        </Button>
      </StyledForm>
    </AuthFrame>
  );
}
