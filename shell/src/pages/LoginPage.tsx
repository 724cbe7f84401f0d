import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, Button, Checkbox, dashboardPath, FormField, Input, useSession, useToast } from 'mfe-shared';
import { usePublicSettings } from '../layout/usePublicSettings';
import { AuthFrame, StyledDivider, StyledForm, StyledLinkButton, StyledRow } from './AuthFrame';
import { ForgotPasswordForm } from './ForgotPasswordForm';

type LoginErrors = { username?: string; password?: string };

/** The demo accounts behind Buyer Demo and Vendor Demo (README). */
const DEMO = { buyer: ['buyer', 'buyer123'], vendor: ['vendor', 'vendor123'] } as const;
/** SPEC.md 9: the demo buttons submit about 100 ms after filling the form. */
const DEMO_SUBMIT_MS = 100;

/** Server refusals that say more than 'wrong password' (locked, deactivated, maintenance, network). */
function refusalMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const message = error.serverMessage;
  if (!message) return undefined;
  if (error.status === 403 || error.status === 429 || error.status === 503 || /locked|deactivated/i.test(message)) return message;
  return undefined;
}

/** Sign-in (SPEC.md 2.3, 5 and 8). */
export function LoginPage() {
  const { login } = useSession();
  const { toast } = useToast();
  const settings = usePublicSettings();
  const formRef = useRef<HTMLFormElement>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [pending, setPending] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: LoginErrors = {};
    if (!username.trim()) found.username = 'Username is required';
    if (!password) found.password = 'Password is required';
    setErrors(found);
    if (found.username || found.password) return;
    setPending(true);
    try {
      const user = await login(username.trim(), password, remember);
      toast({ title: 'Login successful', description: `Welcome back, ${user.name}!` });
      // SPEC.md 2.1: a full navigation after sign-in.
      window.location.assign(dashboardPath(user.role));
    } catch (error) {
      toast({
        title: 'Login failed',
        description: refusalMessage(error) ?? 'Invalid username or password',
        variant: 'destructive',
      });
      setPending(false);
    }
  };

  const handleDemo = (role: keyof typeof DEMO) => {
    const [demoUser, demoPassword] = DEMO[role];
    setUsername(demoUser);
    setPassword(demoPassword);
    window.setTimeout(() => formRef.current?.requestSubmit(), DEMO_SUBMIT_MS);
  };

  return (
    <AuthFrame
      title={forgotOpen ? 'Forgot your password?' : 'Sign in'}
      subtitle="The portal that connects buyers and vendors in apparel production."
      footer={
        <>
          Don&apos;t have an account? <Link to="/register">Sign up</Link>
        </>
      }
    >
      {forgotOpen ? (
        <ForgotPasswordForm initialLogin={username} onDone={() => setForgotOpen(false)} />
      ) : (
        <>
          <StyledForm ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Sign in">
            <FormField label="Username" error={errors.username}>
              <Input
                id="login-username"
                name="username"
                autoComplete="username"
                value={username}
                onChange={(event) => setUsername(event.target.value)}
                aria-invalid={Boolean(errors.username)}
              />
            </FormField>
            <FormField label="Password" error={errors.password}>
              <Input
                id="login-password"
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-invalid={Boolean(errors.password)}
              />
            </FormField>
            <StyledRow>
              <Checkbox
                id="login-remember"
                label="Remember me"
                checked={remember}
                onChange={(event) => setRemember(event.target.checked)}
              />
              <StyledLinkButton type="button" onClick={() => setForgotOpen(true)}>
                Forgot your password?
              </StyledLinkButton>
            </StyledRow>
            <Button type="submit" disabled={pending}>
              {pending ? 'Signing in...' : 'Sign in'}
            </Button>
          </StyledForm>
          {settings?.demoMode && (
            <>
              <StyledDivider>Or try a demo account</StyledDivider>
              <StyledRow>
                <Button $variant="secondary" onClick={() => handleDemo('buyer')} disabled={pending}>
                  Buyer Demo
                </Button>
                <Button $variant="secondary" onClick={() => handleDemo('vendor')} disabled={pending}>
                  Vendor Demo
                </Button>
              </StyledRow>
            </>
          )}
        </>
      )}
    </AuthFrame>
  );
}
