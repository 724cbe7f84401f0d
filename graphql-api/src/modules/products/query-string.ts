/**
 * Query-string values are text: turns the named keys into numbers and booleans so that a REST
 * list shares the GraphQL arguments' validation. Blank values are left out.
 */
export function queryArgs(
  query: unknown,
  types: { numbers?: string[]; booleans?: string[] } = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (typeof value !== 'string' || value.trim() === '') continue;
    if (types.numbers?.includes(key)) out[key] = Number(value);
    else if (types.booleans?.includes(key)) out[key] = value === 'true' || value === '1';
    else out[key] = value;
  }
  return out;
}
