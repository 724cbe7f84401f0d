import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/database';
import { EMBEDDED_ENV, embeddedTestServer } from './db-template';

/**
 * Without TEST_DATABASE_URL the suite runs on the portal's own embedded PostgreSQL server,
 * started here for the whole run; either way every test file copies a template database.
 * Jest runs this in its parent process, which can also run the tests: MikroORM loaded here
 * breaks MikroORM in the tests (mikro-orm#3783), so the template is built in a child process.
 */
export default async function globalSetup() {
  // The portal's 2 s connect timeout fails fast in production; on a busy 2-core machine a test's
  // first connection can take longer. The database-faults test sets its own short timeouts.
  process.env.DATABASE_CONNECT_TIMEOUT_MS ??= '15000';
  if (!process.env.TEST_DATABASE_URL) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-testdb-'));
    const db = await openDatabase({ dataDir });
    embeddedTestServer.current = { db, dataDir };
    process.env.TEST_DATABASE_URL = db.clientUrl;
    process.env[EMBEDDED_ENV] = '1';
  }
  const output = execFileSync(process.execPath, ['-r', '@swc-node/register', path.join(__dirname, 'build-template.ts'), '--build'], {
    cwd: path.resolve(__dirname, '..'),
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  const result = JSON.parse(output.trim().split('\n').pop()!) as Record<string, string>;
  Object.assign(process.env, result);
}
