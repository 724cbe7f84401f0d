import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

/** LIKE's wildcards escaped, for an exact case-insensitive match with $ilike. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A case-insensitive "contains" pattern for $ilike, with LIKE's wildcards escaped. */
export const containsPattern = (search: string) => `%${escapeLike(search.trim())}%`;

type PgClient = {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
};
type KnexClient = {
  acquireConnection(): Promise<PgClient>;
  releaseConnection(connection: PgClient): Promise<unknown>;
};

/** A query with `?` placeholders as a named prepared statement of `pg` (numbered placeholders). */
export function namedStatement(
  sql: string,
  params: unknown[],
): { name: string; text: string; values: unknown[] } {
  let n = 0;
  const text = sql.replace(/\?/g, () => `$${(n += 1)}`);
  return {
    name: `q${createHash('sha1').update(text).digest('hex').slice(0, 20)}`,
    text,
    values: params.map((value) => (value instanceof Date ? value.toISOString() : value)),
  };
}

/**
 * A hot read query (`?` placeholders) as a named prepared statement: PostgreSQL plans it once per
 * connection instead of at every request (the MikroORM connection sends each query as new text,
 * and planning the orders page cost as much as running it). Not for the inside of a transaction:
 * there it runs through the transaction as usual. Dates are sent as ISO instants.
 */
export async function preparedQuery<T>(
  em: EntityManager,
  sql: string,
  params: unknown[],
): Promise<T[]> {
  if (em.getTransactionContext()) return em.getConnection().execute<T[]>(sql, params);
  const client = em.getConnection().getKnex().client as unknown as KnexClient;
  const connection = await client.acquireConnection();
  try {
    return (await connection.query(namedStatement(sql, params))).rows as T[];
  } finally {
    await client.releaseConnection(connection);
  }
}
