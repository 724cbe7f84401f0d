import { type Cells, type Column, instant, toDate } from '../../common/read-rows';
import type { User } from './user.entity';

/** A user as the read rows carry it (an order's parties, a message's sender): what GraphQL shows. */
export type UserRow = Readonly<
  Pick<User, 'id' | 'name' | 'username' | 'email' | 'role' | 'company' | 'avatarInitials' | 'active' | 'createdAt'>
>;

/** The users table's columns of a UserRow, in the order readUser takes them. */
export const USER_COLUMNS: readonly Column[] = [
  'id',
  'name',
  'username',
  'email',
  'role',
  'company',
  'avatar_initials',
  'active',
  instant('created_at'),
];

/** The UserRow in the cells from `at` (USER_COLUMNS). */
export const readUser = (c: Cells, at: number): UserRow => ({
  id: c[at] as number,
  name: c[at + 1] as string,
  username: c[at + 2] as string,
  email: c[at + 3] as string,
  role: c[at + 4] as User['role'],
  company: c[at + 5] as string | null,
  avatarInitials: c[at + 6] as string | null,
  active: c[at + 7] as boolean,
  createdAt: toDate(c[at + 8])!,
});

/**
 * A `users` row (under `alias`) as JSON for `em.map(User, …)`: every column but the password hash,
 * which no read for mapping loads.
 */
export const userJson = (alias: string): string => `to_jsonb(${alias}) - 'password_hash'`;
