import { dictionary } from '@zxcvbn-ts/language-common';
import { notFound } from '../../common/errors';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
/** A word's first character as a reader sees it: an emoji, a flag or an accented letter whole. */
const firstGrapheme = (word: string) => graphemes.segment(word)[Symbol.iterator]().next().value?.segment ?? '';

/** Initials from the first characters of the name's first two words, upper-cased (SPEC.md 3). */
export function deriveInitials(name: string): string {
  return name.split(/\s+/).filter(Boolean).slice(0, 2).map(firstGrapheme).join('').toUpperCase();
}

/** The ~49,000 most common passwords of leaked password lists (zxcvbn-ts's common dictionary), lower-case. */
let commonPasswords: Set<string> | undefined;

/**
 * Settings' "enforce secure passwords": letters and digits, at least one of each, and not one of
 * the common (leaked) passwords, whatever its letter case (`password1`, `Password1`).
 */
export function securePasswordProblem(password: string): string | null {
  if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) {
    return 'Password must contain at least one letter and one number';
  }
  commonPasswords ??= new Set(dictionary['passwords-common'] as string[]);
  if (commonPasswords.has(password.toLowerCase())) {
    return 'This password is too common: it is in lists of leaked passwords. Please choose another.';
  }
  return null;
}

/** An id from a path or an argument; anything but a positive integer is a record that does not exist. */
export function parseId(raw: unknown, what: string): number {
  const id = typeof raw === 'number' ? raw : /^\d+$/.test(String(raw ?? '')) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound(what);
  return id;
}

