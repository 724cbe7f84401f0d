import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, FormField, initialsOf, Input, Label, Select, Switch, useToast } from 'mfe-shared';
import {
  missingRequired,
  ROLE_OPTIONS,
  validateUserForm,
  type UserFormErrors,
  type UserFormValues,
  type UserRole,
} from '../utils/userForm';

export type UserFormProps = {
  initial: UserFormValues;
  /** Edit mode: the username is fixed, the password optional, the Active switch shown. */
  editing: boolean;
  submitting: boolean;
  onSubmit: (values: UserFormValues) => void;
};

const StyledForm = styled(Card).attrs({ as: 'form' })`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.lg};

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: 1fr;
  }
`;

const StyledSwitchRow = styled.div`
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledHint = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.muted};
`;

const StyledButtons = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};

  a {
    text-decoration: none;
  }
`;

/** The admin add/edit user form with SPEC.md 5's checks before anything is sent. */
export function UserForm({ initial, editing, submitting, onSubmit }: UserFormProps) {
  const { toast } = useToast();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<UserFormErrors>({});
  // Initials follow the name until the admin types their own.
  const [initialsTouched, setInitialsTouched] = useState(Boolean(initial.avatarInitials));

  function update<K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  }

  function handleNameChange(name: string) {
    setValues((current) => ({
      ...current,
      name,
      avatarInitials: initialsTouched ? current.avatarInitials : initialsOf(name),
    }));
    if (errors.name) setErrors((current) => ({ ...current, name: undefined }));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateUserForm(values, editing);
    setErrors(found);
    if (missingRequired(values, editing)) {
      toast({ title: 'Missing information', description: 'Please fill in all required fields', variant: 'destructive' });
      return;
    }
    if (Object.values(found).some(Boolean)) return;
    onSubmit(values);
  }

  const submitLabel = editing ? (submitting ? 'Saving...' : 'Save Changes') : submitting ? 'Creating...' : 'Create User';

  return (
    <StyledForm onSubmit={handleSubmit} noValidate aria-label={editing ? 'Edit user' : 'Add new user'}>
      <FormField label="Full Name" error={errors.name} required>
        <Input value={values.name} onChange={(event) => handleNameChange(event.target.value)} autoComplete="off" />
      </FormField>
      <FormField
        label="Username"
        error={errors.username}
        required
        hint={editing ? 'The username cannot be changed.' : undefined}
      >
        <Input
          value={values.username}
          onChange={(event) => update('username', event.target.value)}
          disabled={editing}
          autoComplete="off"
        />
      </FormField>
      <FormField label="Email Address" error={errors.email} required>
        <Input type="email" value={values.email} onChange={(event) => update('email', event.target.value)} autoComplete="off" />
      </FormField>
      <FormField
        label={editing ? 'New Password' : 'Password'}
        error={errors.password}
        required={!editing}
        hint={editing ? 'Leave empty to keep the current password.' : undefined}
      >
        <Input
          type="password"
          value={values.password}
          onChange={(event) => update('password', event.target.value)}
          autoComplete="new-password"
        />
      </FormField>
      <FormField label="Role" error={errors.role} required>
        <Select value={values.role} onChange={(event) => update('role', event.target.value as UserRole)}>
          {ROLE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Company (Optional)">
        <Input value={values.company} onChange={(event) => update('company', event.target.value)} autoComplete="off" />
      </FormField>
      <FormField
        label="Avatar initials"
        error={errors.avatarInitials}
        hint="At most 2 characters; filled in from the name."
      >
        <Input
          value={values.avatarInitials}
          maxLength={2}
          onChange={(event) => {
            setInitialsTouched(event.target.value !== '');
            update('avatarInitials', event.target.value.toUpperCase());
          }}
          autoComplete="off"
        />
      </FormField>
      {editing && (
        <StyledSwitchRow>
          <Switch id="user-active" checked={values.active} onCheckedChange={(checked) => update('active', checked)} />
          <Label htmlFor="user-active">Active</Label>
          <StyledHint>An inactive account cannot sign in.</StyledHint>
        </StyledSwitchRow>
      )}
      <StyledButtons>
        <Button as={Link} to="/admin/users" $variant="secondary">
          Cancel
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitLabel}
        </Button>
      </StyledButtons>
    </StyledForm>
  );
}
