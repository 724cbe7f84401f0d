/** The admin add/edit user form (SPEC.md 5, admin add-user rules). */

export type UserRole = 'buyer' | 'vendor' | 'admin';

export type UserFormValues = {
  name: string;
  username: string;
  email: string;
  password: string;
  role: UserRole | '';
  company: string;
  avatarInitials: string;
  active: boolean;
};

export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

export const EMPTY_USER_FORM: UserFormValues = {
  name: '',
  username: '',
  email: '',
  password: '',
  role: 'buyer',
  company: '',
  avatarInitials: '',
  active: true,
};

export const ROLE_OPTIONS: { value: UserRole; label: string }[] = [
  { value: 'buyer', label: 'Buyer' },
  { value: 'vendor', label: 'Vendor' },
  { value: 'admin', label: 'Admin' },
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True when a required field is blank: the form then says 'Missing information'. */
export function missingRequired(values: UserFormValues, editing: boolean): boolean {
  const required = [values.name, values.username, values.email, values.role, ...(editing ? [] : [values.password])];
  return required.some((value) => !value.trim());
}

/** The field messages of SPEC.md 5 (the password is optional when editing). */
export function validateUserForm(values: UserFormValues, editing: boolean): UserFormErrors {
  const errors: UserFormErrors = {};
  if (values.name.trim().length < 2) errors.name = 'Name must be at least 2 characters';
  if (values.username.trim().length < 3) errors.username = 'Username must be at least 3 characters';
  if (!EMAIL.test(values.email.trim())) errors.email = 'Please enter a valid email address';
  if ((!editing || values.password) && values.password.length < 6) {
    errors.password = 'Password must be at least 6 characters';
  }
  if (!ROLE_OPTIONS.some((option) => option.value === values.role)) errors.role = 'Please select a role';
  if (values.avatarInitials.trim().length > 2) errors.avatarInitials = 'At most 2 characters';
  return errors;
}

/** 'User creation' failures (SPEC.md 8): the server's duplicate messages, else the default. */
export function createUserErrorText(message: string | undefined): string {
  if (!message) return 'Failed to create user';
  const lower = message.toLowerCase();
  if (lower.includes('already')) return message;
  if (lower.includes('email') && lower.includes('duplicate')) {
    return 'This email address is already in use. Please use a different email.';
  }
  if (lower.includes('duplicate') && lower.includes('username')) {
    return 'This username is already taken. Please choose a different username.';
  }
  if (lower.includes('duplicate key')) return 'This email address is already in use. Please use a different email.';
  return message;
}
