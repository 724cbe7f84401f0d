import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type PortalProcess, removeDataDir, spawnPortal } from './spawn-portal';
import { ApiClient } from './utils';

/**
 * A DATA_DIR of the PGlite releases moves into the embedded PostgreSQL server at the first start
 * (db/pglite-move.ts): every row arrives, the PGlite folder is kept under a new name, the backup
 * used for the move stays in the backups folder, and the next start does not move again.
 */
it('moves every row of a PGlite-era DATA_DIR into the embedded server and keeps the old folder', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pglite-'));
  let portal: PortalProcess | undefined;
  try {
    const made = execFileSync(process.execPath, ['-r', '@swc-node/register', path.join(__dirname, 'make-pglite-data-dir.ts'), dataDir], {
      cwd: path.resolve(__dirname, '..'),
      env: { ...process.env, NODE_OPTIONS: '' },
      encoding: 'utf8',
    });
    const before = JSON.parse(made.trim().split('\n').pop()!) as Record<string, number>;
    expect(before.users).toBeGreaterThan(1);

    delete before.mikro_orm_migrations; // the new server's own, written by its migrations
    portal = await spawnPortal({ DATA_DIR: dataDir, DATABASE_URL: '' });
    // Counted in the new server right after the move, before the portal started its work.
    const total = Object.values(before).reduce((sum, rows) => sum + rows, 0);
    expect(portal.output()).toContain(`Moved ${total} rows in ${Object.keys(before).length} tables`);
    const entries = fs.readdirSync(dataDir);
    expect(entries).not.toContain('pgdata');
    expect(entries.filter((name) => name.startsWith('pgdata-pglite-'))).toHaveLength(1);
    expect(fs.readdirSync(path.join(dataDir, 'backups')).some((name) => name.endsWith('-manual.jsonl.gz'))).toBe(true);

    const user = new ApiClient(portal.url);
    expect((await user.post('/api/auth/login', { username: 'pglite.user', password: 'buyer123' })).status).toBe(200);
    const admin = new ApiClient(portal.url);
    expect((await admin.post('/api/auth/login', { username: 'admin', password: 'admin123' })).status).toBe(200);
    const info = await admin.gql<{ databaseInfo: { tables: { name: string; rows: number }[] } }>('{ databaseInfo { tables { name rows } } }');
    const after = Object.fromEntries(info.data.databaseInfo.tables.map((table) => [table.name, table.rows]));
    // Every table is there with its rows (the sign-ins and the background jobs may have added some since).
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const [name, rows] of Object.entries(before)) expect([name, after[name] >= rows]).toEqual([name, true]);

    expect(await portal.stop()).toBe(0);
    portal = await spawnPortal({ DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(portal.output()).not.toMatch(/Moved \d+ rows/);
    expect((await new ApiClient(portal.url).post('/api/auth/login', { username: 'pglite.user', password: 'buyer123' })).status).toBe(200);
  } finally {
    await portal?.stop();
    await removeDataDir(dataDir);
  }
}, 300_000);
