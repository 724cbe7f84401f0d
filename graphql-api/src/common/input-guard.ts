import { badInput } from './errors';

/**
 * The one input guard (issue 19): every REST body, query string and path parameter (a Fastify
 * hook, app.ts), every GraphQL operation's variables and literals (an Apollo plugin, app.ts) and
 * every service input (`validateInput`) passes through here before any rule of its own runs. It
 * refuses what no field of the portal accepts and PostgreSQL would turn into a 500:
 *
 * - text with a NUL character or a lone UTF-16 surrogate (PostgreSQL cannot store either),
 * - text longer than `maxText` characters (fields with their own, smaller limit say so in their
 *   class-validator rules: those carry the spec's messages),
 * - numbers that are not finite or lie outside PostgreSQL's `integer` range (every integer
 *   column; the largest decimal, a price, is bounded lower by its own rule),
 * - lists of more than `maxItems` items, and nesting deeper than `maxDepth`.
 *
 * A refusal is a 400 BAD_USER_INPUT naming the field (`breakdown.0.quantity` in a nested value).
 */
export const INPUT_LIMITS = {
  maxText: 20_000,
  maxItems: 1_000,
  maxDepth: 10,
  minInt: -2_147_483_648,
  maxInt: 2_147_483_647,
} as const;

/** In a `u` regular expression a surrogate pair is one code point: only lone halves match. */
const LONE_SURROGATE = /\p{Cs}/u;

export function guardInput(value: unknown, field = 'input'): void {
  check(value, field, 0);
}

/** The guard's message for a text value, or null when the text passes. */
export function textProblem(text: string, field: string): string | null {
  if (text.includes('\u0000')) return `${field} must not contain NUL characters`;
  if (LONE_SURROGATE.test(text))
    return `${field} must be valid Unicode text (it contains a lone surrogate)`;
  if (text.length > INPUT_LIMITS.maxText)
    return `${field} must be at most ${INPUT_LIMITS.maxText} characters`;
  return null;
}

function check(value: unknown, field: string, depth: number): void {
  if (typeof value === 'string') {
    const problem = textProblem(value, field);
    if (problem) throw badInput(problem, field);
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw badInput(`${field} must be a number`, field);
    if (value < INPUT_LIMITS.minInt || value > INPUT_LIMITS.maxInt) {
      throw badInput(
        `${field} must be between ${INPUT_LIMITS.minInt} and ${INPUT_LIMITS.maxInt}`,
        field,
      );
    }
  } else if (value !== null && typeof value === 'object') {
    if (depth >= INPUT_LIMITS.maxDepth) throw badInput(`${field} is nested too deeply`, field);
    if (Array.isArray(value)) {
      if (value.length > INPUT_LIMITS.maxItems)
        throw badInput(`${field} must have at most ${INPUT_LIMITS.maxItems} items`, field);
      value.forEach((item, index) => check(item, `${field}.${index}`, depth + 1));
    } else if (isPlain(value)) {
      for (const [key, item] of Object.entries(value)) {
        const keyProblem = textProblem(key, 'A field name');
        if (keyProblem) throw badInput(keyProblem);
        check(item, depth === 0 && field === 'input' ? key : `${field}.${key}`, depth + 1);
      }
    }
  }
}

/**
 * JSON-like objects only (a parsed body, a query string's object, whose prototype is itself
 * prototype-less): a file stream or a Buffer is not an input value.
 */
function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}
