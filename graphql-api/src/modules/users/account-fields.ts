import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { allOf } from '../../common/validation';

/**
 * The account fields' rules (SPEC.md 5), one place for every input that sets them: the admin user
 * form, the Profile page, registration and password reset. Each is one decorator in place of the
 * stack it stands for; the REST schemas read the same constraints.
 */

const atMost = (max: number, what: string) => MaxLength(max, { message: `${what} must be at most ${max} characters` });

/** Text of `min` to `max` characters, e.g. "Name must be at least 2 characters". */
const sizedText = (what: string, min: number, max: number) => {
  const message = `${what} must be at least ${min} characters`;
  return allOf(IsString({ message }), MinLength(min, { message }), atMost(max, what));
};

/** Sign-in name: 3 to 100 characters (admin form, registration). */
export const IsUsername = () => sizedText('Username', 3, 100);

/** Full name on the admin form and the Profile page: 2 to 200 characters. */
export const IsAccountName = () => sizedText('Name', 2, 200);

/** Full name on the register page: required ('Name is required'), at most 200 characters. */
export const IsRegistrationName = () =>
  allOf(IsString({ message: 'Name is required' }), IsNotEmpty({ message: 'Name is required' }), atMost(200, 'Name'));

/**
 * An e-mail address of at most 200 characters. The register page's message is its own (SPEC.md 5:
 * 'Invalid email address'); the admin form and the Profile page use the default.
 */
export const IsAccountEmail = (message = 'Please enter a valid email address') =>
  allOf(IsString({ message }), IsEmail({}, { message }), atMost(200, 'Email'));

/** A password an admin sets for someone (SPEC.md 5, admin rules): 6 to 200 characters. */
export const IsAssignedPassword = () => sizedText('Password', 6, 200);

/** A password its owner chooses (registration, reset, Profile page): 8 to 200 characters. */
export const IsOwnPassword = () => sizedText('Password', 8, 200);

/** Company name: optional text of at most 200 characters. */
export const IsCompany = () => allOf(IsString({ message: 'Company must be text' }), atMost(200, 'Company'));

/** Avatar initials: at most 2 characters (derived from the name when absent). */
export const IsAvatarInitials = () => {
  const message = 'Avatar initials must be at most 2 characters';
  return allOf(IsString({ message }), MaxLength(2, { message }));
};
