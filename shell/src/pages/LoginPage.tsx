import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button, Checkbox, dashboardPath, FormField, Input, serverFailure, useSession, useToast } from 'mfe-shared';
import { z } from 'zod';
import '../zod';
import { usePublicSettings } from '../layout/usePublicSettings';
import { AuthFrame, StyledDivider, StyledForm, StyledLinkButton, StyledRow } from './AuthFrame';
import { ForgotPasswordForm } from './ForgotPasswordForm';

/** Only what the form must hold before it is sent; the server says what is wrong with it. */
const loginSchema = z.object({
  username: z.string().trim().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
  remember: z.boolean(),
});

type LoginValues = z.infer<typeof loginSchema>;

/** The demo accounts behind Buyer Demo and Vendor Demo (README). */
const DEMO = { buyer: ['buyer', 'buyer123'], vendor: ['vendor', 'vendor123'] } as const;
/** SPEC.md 9: the demo buttons submit about 100 ms after filling the form. */
const DEMO_SUBMIT_MS = 100;

/** Sign-in (SPEC.md 2.3, 5 and 8). */
export function LoginPage() {
  const { login } = useSession();
  const { toast } = useToast();
  const settings = usePublicSettings();
  const formRef = useRef<HTMLFormElement>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  // Signed in: pending until the dashboard's full page load replaces this page.
  const [leaving, setLeaving] = useState(false);
  const { formState, getValues, handleSubmit, register, setValue } = useForm<LoginValues>({
    defaultValues: { username: '', password: '', remember: false },
    resolver: zodResolver(loginSchema),
  });
  const { errors } = formState;
  const pending = formState.isSubmitting || leaving;

  async function handleValid({ username, password, remember }: LoginValues) {
    try {
      const user = await login(username, password, remember);
      toast({ title: 'Login successful', description: `Welcome back, ${user.name}!` });
      // SPEC.md 2.1: a full navigation after sign-in.
      setLeaving(true);
      window.location.assign(dashboardPath(user.role));
    } catch (error) {
      // The server's own words: a wrong password, a locked or deactivated account, a rate limit.
      toast({
        title: 'Login failed',
        description: serverFailure(error).message ?? 'Invalid username or password',
        variant: 'destructive',
      });
    }
  }

  const handleDemo = (role: keyof typeof DEMO) => {
    const [demoUser, demoPassword] = DEMO[role];
    setValue('username', demoUser);
    setValue('password', demoPassword);
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
        <ForgotPasswordForm initialLogin={getValues('username')} onDone={() => setForgotOpen(false)} />
      ) : (
        <>
          <StyledForm
            ref={formRef}
            onSubmit={handleSubmit(handleValid)}
            noValidate
            aria-label="Sign in"
          >
            <FormField label="Username" error={errors.username?.message}>
              <Input
                id="login-username"
                autoComplete="username"
                {...register('username')}
              />
            </FormField>
            <FormField label="Password" error={errors.password?.message}>
              <Input
                id="login-password"
                type="password"
                autoComplete="current-password"
                {...register('password')}
              />
            </FormField>
            <StyledRow>
              <Checkbox
                id="login-remember"
                label="Remember me"
                {...register('remember')}
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
