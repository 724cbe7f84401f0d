import { z } from 'zod';
import type { Role } from 'mfe-shared';

/**
 * The admin add/edit user form. The schema says only what the form must hold before it is sent
 * (the required fields, a role of the list); every rule about the values (lengths, e-mail format,
 * password strength, a taken username or e-mail) is the server's, shown under the field it names.
 */
export function userFormSchema(editing: boolean) {
  return z.object({
    name: z.string().trim().min(1, 'Full name is required'),
    username: z.string().trim().min(1, 'Username is required'),
    email: z.string().trim().min(1, 'Email address is required'),
    // Editing: left empty, the password stays as it is.
    password: editing ? z.string() : z.string().min(1, 'Password is required'),
    role: z.enum(['buyer', 'vendor', 'admin'], 'Please select a role'),
    company: z.string().trim(),
    avatarInitials: z.string().trim(),
    active: z.boolean(),
  });
}

export type UserFormValues = z.infer<ReturnType<typeof userFormSchema>>;

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

export const ROLE_OPTIONS: { value: Role; label: string }[] = [
  { value: 'buyer', label: 'Buyer' },
  { value: 'vendor', label: 'Vendor' },
  { value: 'admin', label: 'Admin' },
];
