import { Client } from 'pg';
import type { DatabaseHandle } from '../src/db/database';

/** Helpers for test databases on the server at TEST_DATABASE_URL (the embedded one by default). */
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
/** Set when the suite runs on the embedded server that global-setup.ts started. */
export const EMBEDDED_ENV = 'PORTAL_TEST_EMBEDDED';
export const onEmbeddedServer = () => process.env[EMBEDDED_ENV] === '1';
/** The embedded server of this run (global setup and teardown run in Jest's parent process). */
export const embeddedTestServer = ((globalThis as { portalTestServer?: { current?: { db: DatabaseHandle; dataDir: string } } }).portalTestServer ??= {});
