import type { EntityManager } from '@mikro-orm/postgresql';

/** LIKE's wildcards escaped, for an exact case-insensitive match with $ilike. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A case-insensitive "contains" pattern for $ilike, with LIKE's wildcards escaped. */
export const containsPattern = (search: string) => `%${escapeLike(search.trim())}%`;

/**
 * A data-modifying statement with `?` placeholders and its values, to run alone or as one part of
 * a statement that writes several tables at once (withParts): one round trip instead of several.
 */
export type SqlPart = { sql: string; params: unknown[] };

/**
 * One statement of several data-modifying parts (common table expressions, each run once and to
 * completion by PostgreSQL) and a final query: `with p0 as (…), p1 as (…) <query>`.
 */
export function withParts(parts: readonly SqlPart[], query: SqlPart): SqlPart {
  if (parts.length === 0) return query;
  return {
    sql: `with ${parts.map((part, i) => `p${i} as (${part.sql})`).join(', ')} ${query.sql}`,
    params: [...parts.flatMap((part) => part.params), ...query.params],
  };
}

/**
 * Runs the parts no handler took into a statement of its own (a domain event's `also`, see
 * common/domain-events.ts), emptying the list: one round trip, none when there is nothing left.
 */
export async function runParts(em: EntityManager, parts: SqlPart[]): Promise<void> {
  if (parts.length === 0) return;
  const { sql, params } = withParts(parts.splice(0), { sql: 'select 1', params: [] });
  await em.execute(sql, params);
}
