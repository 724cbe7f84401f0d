import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Card,
  FormField,
  initialsOf,
  Input,
  Label,
  refusalText,
  Select,
  showServerErrors,
  Switch,
  useToast,
} from 'mfe-shared';
import { ROLE_OPTIONS, userFormSchema, type UserFormValues } from '../utils/userForm';

export type UserFormProps = {
  initial: UserFormValues;
  /** Edit mode: the username is fixed, the password optional, the Active switch shown. */
  editing: boolean;
  /** Saves the values; a server refusal is thrown back and shown here, under the fields it names. */
  onSubmit: (values: UserFormValues) => Promise<void>;
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

/** The admin add/edit user form: required fields here, every other rule from the server's field errors. */
export function UserForm({ initial, editing, onSubmit }: UserFormProps) {
  const { toast } = useToast();
  const form = useForm<UserFormValues>({ defaultValues: initial, resolver: zodResolver(userFormSchema(editing)) });
  const { control, formState, register, setValue } = form;
  const { errors, isSubmitting } = formState;
  // Initials follow the name until the admin types their own.
  const initialsTouched = useRef(Boolean(initial.avatarInitials));

  async function handleValid(values: UserFormValues) {
    try {
      await onSubmit(values);
    } catch (error) {
      toast({
        title: editing ? 'Error updating user' : 'Error creating user',
        description: refusalText(showServerErrors(form, error), editing ? 'Failed to update user' : 'Failed to create user'),
        variant: 'destructive',
      });
    }
  }

  function handleInvalid() {
    toast({ title: 'Missing information', description: 'Please fill in all required fields', variant: 'destructive' });
  }

  const submitLabel = editing ? (isSubmitting ? 'Saving...' : 'Save Changes') : isSubmitting ? 'Creating...' : 'Create User';

  return (
    <StyledForm
      onSubmit={form.handleSubmit(handleValid, handleInvalid)}
      noValidate
      aria-label={editing ? 'Edit user' : 'Add new user'}
    >
      <FormField label="Full Name" error={errors.name?.message} required>
        <Input
          {...register('name', {
            onChange: (event) => {
              if (!initialsTouched.current) setValue('avatarInitials', initialsOf(event.target.value));
            },
          })}
          autoComplete="off"
        />
      </FormField>
      <FormField
        label="Username"
        error={errors.username?.message}
        required
        hint={editing ? 'The username cannot be changed.' : undefined}
      >
        {editing ? (
          <Input value={initial.username} disabled readOnly autoComplete="off" />
        ) : (
          <Input {...register('username')} autoComplete="off" />
        )}
      </FormField>
      <FormField label="Email Address" error={errors.email?.message} required>
        <Input type="email" {...register('email')} autoComplete="off" />
      </FormField>
      <FormField
        label={editing ? 'New Password' : 'Password'}
        error={errors.password?.message}
        required={!editing}
        hint={editing ? 'Leave empty to keep the current password.' : undefined}
      >
        <Input type="password" {...register('password')} autoComplete="new-password" />
      </FormField>
      <FormField label="Role" error={errors.role?.message} required>
        <Select {...register('role')}>
          {ROLE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Company (Optional)" error={errors.company?.message}>
        <Input {...register('company')} autoComplete="off" />
      </FormField>
      <FormField
        label="Avatar initials"
        error={errors.avatarInitials?.message}
        hint="At most 2 characters; filled in from the name."
      >
        <Input
          {...register('avatarInitials', {
            onChange: (event) => {
              initialsTouched.current = event.target.value !== '';
              setValue('avatarInitials', event.target.value.toUpperCase());
            },
          })}
          maxLength={2}
          autoComplete="off"
        />
      </FormField>
      {editing && (
        <StyledSwitchRow>
          <Controller
            control={control}
            name="active"
            render={({ field }) => (
              <Switch id="user-active" ref={field.ref} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
            )}
          />
          <Label htmlFor="user-active">Active</Label>
          <StyledHint>An inactive account cannot sign in.</StyledHint>
        </StyledSwitchRow>
      )}
      <StyledButtons>
        <Button as={Link} to="/admin/users" $variant="secondary">
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {submitLabel}
        </Button>
      </StyledButtons>
    </StyledForm>
  );
}
