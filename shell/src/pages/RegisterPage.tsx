import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  dashboardPath,
  FormField,
  Input,
  Label,
  refusalText,
  showServerErrors,
  useSession,
  useToast,
} from 'mfe-shared';
import { z } from 'zod';
import '../zod';
import { AuthFrame, StyledForm } from './AuthFrame';

type RegisterRole = 'buyer' | 'vendor';

/**
 * Only what the form must hold before it is sent; the rules about the values (lengths, the e-mail
 * format, password strength, a taken username or e-mail) are the server's, shown under their fields.
 */
const registerSchema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: z.string().trim().min(1, 'Email address is required'),
  username: z.string().trim().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
  role: z.enum(['buyer', 'vendor'], 'You must select a role'),
  company: z.string().trim(),
});

type RegisterValues = z.infer<typeof registerSchema>;

const ROLE_HELP: Record<RegisterRole, string> = {
  buyer: 'As a buyer you will place orders with vendors.',
  vendor: 'As a vendor you will receive and fulfil orders.',
};

const StyledRoles = styled.fieldset`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
  }
`;

const StyledRoleOption = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.blue.bg};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  span {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledRoleTitle = styled.strong`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  input {
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

const DEFAULTS: RegisterValues = { name: '', email: '', username: '', password: '', role: 'buyer', company: '' };

/** Sign-up (SPEC.md 2.4, 5 and 8). */
export function RegisterPage() {
  const { register } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  const form = useForm<RegisterValues>({
    defaultValues: DEFAULTS,
    resolver: zodResolver(registerSchema),
  });
  const { formState, register: field, watch } = form;
  const { errors } = formState;
  const role = watch('role');

  async function handleValid({ company, ...values }: RegisterValues) {
    try {
      const user = await register({ ...values, ...(values.role === 'vendor' && company ? { company } : {}) });
      toast({ title: 'Registration successful', description: `Welcome to the product, ${user.name}!` });
      navigate(dashboardPath(user.role), { replace: true });
    } catch (error) {
      toast({
        title: 'Registration failed',
        description: refusalText(showServerErrors(form, error), 'Username or email may already be in use'),
        variant: 'destructive',
      });
    }
  }

  return (
    <AuthFrame
      title="Create an account"
      subtitle="Join the network that connects buyers and vendors in apparel production."
      footer={
        <>
          Already have an account? <Link to="/login">Sign in</Link>
        </>
      }
    >
      <StyledForm onSubmit={form.handleSubmit(handleValid)} noValidate aria-label="Create an account">
        <FormField label="Full name" error={errors.name?.message}>
          <Input id="register-name" autoComplete="name" {...field('name')} />
        </FormField>
        <FormField label="Email address" error={errors.email?.message}>
          <Input id="register-email" type="email" autoComplete="email" {...field('email')} />
        </FormField>
        <FormField label="Username" error={errors.username?.message}>
          <Input id="register-username" autoComplete="username" {...field('username')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message} hint="At least 8 characters.">
          <Input id="register-password" type="password" autoComplete="new-password" {...field('password')} />
        </FormField>
        <StyledRoles aria-describedby={errors.role ? 'register-role-error' : undefined}>
          <Label as="legend">I am a</Label>
          {(['buyer', 'vendor'] as const).map((option) => (
            <StyledRoleOption key={option}>
              <StyledRoleTitle>
                {/* Checked in the markup too: the page drawn on the server (first frame) runs no ref. */}
                <input type="radio" value={option} defaultChecked={option === DEFAULTS.role} {...field('role')} />
                {option === 'buyer' ? 'Buyer' : 'Vendor'}
              </StyledRoleTitle>
              <span>{ROLE_HELP[option]}</span>
            </StyledRoleOption>
          ))}
          {errors.role && <p id="register-role-error" role="alert">{errors.role.message}</p>}
        </StyledRoles>
        {role === 'vendor' && (
          <FormField label="Company name" hint="Optional: shown to buyers you work with." error={errors.company?.message}>
            <Input id="register-company" autoComplete="organization" {...field('company')} />
          </FormField>
        )}
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Creating account...' : 'Create account'}
        </Button>
      </StyledForm>
    </AuthFrame>
  );
}
