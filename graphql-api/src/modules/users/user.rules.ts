/** Initials from the first letters of the name's words, upper-cased, at most 2 (SPEC.md 3). */
export function deriveInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** Settings' "enforce secure passwords": letters and digits, at least one of each. */
export function securePasswordProblem(password: string): string | null {
  if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) {
    return 'Password must contain at least one letter and one number';
  }
  return null;
}
