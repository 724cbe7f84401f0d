import fs from 'node:fs';
import { adminQuery, embeddedTestServer, TEMPLATE_DB_ENV } from './db-template';

export default async function globalTeardown() {
  const name = process.env[TEMPLATE_DB_ENV];
  if (name) await adminQuery(`drop database if exists "${name}" with (force)`);
  const embedded = embeddedTestServer.current;
  if (embedded) {
    await embedded.db.close();
    fs.rmSync(embedded.dataDir, { recursive: true, force: true });
  }
}
