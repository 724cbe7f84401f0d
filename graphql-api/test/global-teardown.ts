import fs from 'node:fs';
import path from 'node:path';
import { adminQuery, TEMPLATE_DB_ENV, TEMPLATE_DUMP_ENV } from './db-template';

export default async function globalTeardown() {
  const name = process.env[TEMPLATE_DB_ENV];
  if (name) await adminQuery(`drop database if exists "${name}" with (force)`);
  const dump = process.env[TEMPLATE_DUMP_ENV];
  if (dump) fs.rmSync(path.dirname(dump), { recursive: true, force: true });
}
