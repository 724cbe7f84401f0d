import { Client } from 'pg';

/** Helpers for tests on a real PostgreSQL server (TEST_DATABASE_URL). */
export function databaseUrlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(sql: string): Promise<void> {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export const uniqueName = (prefix: string) =>
  `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;

export const TEMPLATE_DB_ENV = 'PORTAL_TEST_TEMPLATE_DB';
export const TEMPLATE_DUMP_ENV = 'PORTAL_TEST_TEMPLATE_DUMP';
