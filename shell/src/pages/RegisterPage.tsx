import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, Button, dashboardPath, FormField, Input, Label, useSession, useToast } from 'mfe-shared';
import { AuthFrame, StyledForm } from './AuthFrame';

type RegisterRole = 'buyer' | 'vendor';
type RegisterForm = { name: string; email: string; username: string; password: string; role: RegisterRole; company: string };
type RegisterErrors = Partial<Record<keyof RegisterForm, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const ROLE_HELP: Record<RegisterRole, string> = {
  buyer: 'As a buyer you will place orders with vendors.',
  vendor: 'As a vendor you will receive and fulfil orders.',
};

/** SPEC.md 5's registration rules, checked before the server checks them again. */
export function validateRegistration(form: RegisterForm): RegisterErrors {
  const errors: RegisterErrors = {};
  if (!form.name.trim()) errors.name = 'Name is required';
  if (!EMAIL.test(form.email.trim())) errors.email = 'Invalid email address';
  if (form.username.trim().length < 3) errors.username = 'Username must be at least 3 characters';
  if (form.password.length < 8) errors.password = 'Password must be at least 8 characters';
  if (form.role !== 'buyer' && form.role !== 'vendor') errors.role = 'You must select a role';
  return errors;
}

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

/** Sign-up (SPEC.md 2.4, 5 and 8). */
export function RegisterPage() {
  const { register } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [form, setForm] = useState<RegisterForm>({
    name: '',
    email: '',
    username: '',
    password: '',
    role: 'buyer',
    company: '',
  });
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [pending, setPending] = useState(false);

  const handleChange = (key: keyof RegisterForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegistration(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      const user = await register({
        name: form.name.trim(),
        email: form.email.trim(),
        username: form.username.trim(),
        password: form.password,
        role: form.role,
        ...(form.role === 'vendor' && form.company.trim() ? { company: form.company.trim() } : {}),
      });
      toast({ title: 'Registration successful', description: `Welcome to the product, ${user.name}!` });
      navigate(dashboardPath(user.role), { replace: true });
    } catch (error) {
      const known = error instanceof ApiError && (error.status === 400 || error.status === 409);
      toast({
        title: 'Registration failed',
        description: (known && error.serverMessage) || 'Username or email may already be in use',
        variant: 'destructive',
      });
      setPending(false);
    }
  };

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
      <StyledForm onSubmit={handleSubmit} noValidate aria-label="Create an account">
        <FormField label="Full name" error={errors.name}>
          <Input id="register-name" autoComplete="name" value={form.name} onChange={handleChange('name')} />
        </FormField>
        <FormField label="Email address" error={errors.email}>
          <Input id="register-email" type="email" autoComplete="email" value={form.email} onChange={handleChange('email')} />
        </FormField>
        <FormField label="Username" error={errors.username}>
          <Input id="register-username" autoComplete="username" value={form.username} onChange={handleChange('username')} />
        </FormField>
        <FormField label="Password" error={errors.password} hint="At least 8 characters.">
          <Input
            id="register-password"
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={handleChange('password')}
          />
        </FormField>
        <StyledRoles aria-describedby={errors.role ? 'register-role-error' : undefined}>
          <Label as="legend">I am a</Label>
          {(['buyer', 'vendor'] as const).map((role) => (
            <StyledRoleOption key={role}>
              <StyledRoleTitle>
                <input
                  type="radio"
                  name="role"
                  value={role}
                  checked={form.role === role}
                  onChange={() => setForm((current) => ({ ...current, role }))}
                />
                {role === 'buyer' ? 'Buyer' : 'Vendor'}
              </StyledRoleTitle>
              <span>{ROLE_HELP[role]}</span>
            </StyledRoleOption>
          ))}
          {errors.role && <p id="register-role-error" role="alert">{errors.role}</p>}
        </StyledRoles>
        {form.role === 'vendor' && (
          <FormField label="Company name" hint="Optional: shown to buyers you work with.">
            <Input id="register-company" autoComplete="organization" value={form.company} onChange={handleChange('company')} />
          </FormField>
        )}
        <Button type="submit" disabled={pending}>
          {pending ? 'Creating account...' : 'Create account'}
        </Button>
      </StyledForm>
    </AuthFrame>
  );
}
