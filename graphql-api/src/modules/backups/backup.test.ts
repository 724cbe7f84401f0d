import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminQuery, databaseUrlFor, uniqueName } from '../../../test/db-template';
import { type ApiClient, startTestPortal, type TestPortal } from '../../../test/utils';
import { openDatabase } from '../../db/database';
import { initOrm } from '../../db/orm';
import { type BackupHeader, readBackup, restoreDatabase } from './backup.dump';
import { backupFileName, listBackupFiles, runBackupSchedule, writeBackup } from './backup.service';

let portal: TestPortal;
let admin: ApiClient;
const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backups-'));
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  portal.orm.em.fork().getConnection().execute<T[]>(query, params);

const CREATE = 'mutation { createBackup { name createdAt sizeBytes trigger downloadUrl } }';

/** Rows per table of the data (the migrations table aside). */
async function rowCounts(query: typeof sql): Promise<Record<string, number>> {
  const tables = await query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'mikro_orm_migrations' order by 1",
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    counts[table] = (await query<{ n: number }>(`select count(*)::int as n from "${table}"`))[0].n;
  }
  return counts;
}

async function parse(file: string) {
  let header: BackupHeader | undefined;
  const rows: Record<string, number> = {};
  let ended = false;
  for await (const line of readBackup(file)) {
    if (!header) header = line as BackupHeader;
    else if (line.end) ended = true;
    else rows[line.table!] = (rows[line.table!] ?? 0) + 1;
  }
  return { header: header!, rows, ended };
}

beforeAll(async () => {
  portal = await startTestPortal({ env: { BACKUP_DIR: backupDir } });
  admin = await portal.signIn('admin');
});
afterAll(async () => {
  await portal?.close();
  fs.rmSync(backupDir, { recursive: true, force: true });
});

describe('backups are for admins only', () => {
  it.each(['buyer', 'vendor'])('refuses a %s (GraphQL and REST) and writes nothing', async (username) => {
    const client = await portal.signIn(username);
    expect((await client.gql(CREATE)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await client.gql('{ backups { name } }')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await client.post('/api/admin/backups')).status).toBe(403);
    expect((await client.get('/api/admin/backups')).status).toBe(403);
    expect(listBackupFiles(backupDir)).toHaveLength(0);
  });

  it('answers 401 without a session, also for a download', async () => {
    const { name } = await writeBackup(portal.orm.em.fork(), backupDir, 'manual', new Date());
    expect((await portal.client().get(`/api/admin/backups/${name}`)).status).toBe(401);
    const buyer = await portal.signIn('buyer');
    expect((await buyer.get(`/api/admin/backups/${name}`)).status).toBe(403);
    fs.rmSync(path.join(backupDir, name));
  });
});

describe('Back up now, list and download (admin)', () => {
  it('writes a backup holding every row of every table, lists it and serves it', async () => {
    const counts = await rowCounts(sql);
    const res = await admin.gql(CREATE);
    expect(res.errors).toBeUndefined();
    const backup = res.data.createBackup;
    expect(backup).toMatchObject({ trigger: 'manual', downloadUrl: `/api/admin/backups/${backup.name}` });
    expect(backup.sizeBytes).toBeGreaterThan(0);

    const { header, rows, ended } = await parse(path.join(backupDir, backup.name));
    expect(ended).toBe(true);
    expect(Object.keys(counts).length).toBeGreaterThan(10);
    for (const [table, count] of Object.entries(counts)) {
      expect({ table, rows: rows[table] ?? 0 }).toEqual({ table, rows: count });
      expect(header.tables.find((t) => t.name === table)?.rows).toBe(count);
    }
    expect(header.migrations.length).toBeGreaterThan(0);

    const list = await admin.gql('{ backups { name sizeBytes trigger createdAt } }');
    expect(list.data.backups[0]).toEqual({ name: backup.name, sizeBytes: backup.sizeBytes, trigger: 'manual', createdAt: backup.createdAt });

    const download = await fetch(`${portal.url}${backup.downloadUrl}`, {
      headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${backup.name}"`);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.equals(fs.readFileSync(path.join(backupDir, backup.name)))).toBe(true);

    const audited = await sql<{ action: string; actor_name: string }>(
      "select action, actor_name from audit_log where entity = 'backup' and entity_id = ? order by id",
      [backup.name],
    );
    expect(audited).toEqual([
      { action: 'backup.create', actor_name: 'admin' },
      { action: 'backup.download', actor_name: 'admin' },
    ]);
  });

  it('answers 404 for a name that is not a backup (no path tricks)', async () => {
    for (const name of ['nope.jsonl.gz', '..%2F..%2Fpgdata%2FPG_VERSION']) {
      expect((await admin.get(`/api/admin/backups/${name}`)).status).toBe(404);
    }
  });
});

describe('restore', () => {
  it('loads a backup into an empty database with the same rows, files and ids', async () => {
    const backup = await writeBackup(portal.orm.em.fork(), backupDir, 'manual', new Date());
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restore-'));
    const base = process.env.TEST_DATABASE_URL;
    const dbName = uniqueName('portal_restore');
    if (base) await adminQuery(`create database "${dbName}"`);
    const db = await openDatabase({ databaseUrl: base && databaseUrlFor(base, dbName), dataDir: target });
    const orm = await initOrm(db.clientUrl);
    try {
      await restoreDatabase(orm, path.join(backupDir, backup.name));
      const restoredSql = <T,>(query: string, params: unknown[] = []) =>
        orm.em.fork().getConnection().execute<T[]>(query, params);
      expect(await rowCounts(restoredSql)).toEqual(await rowCounts(sql));
      const files = "select id, md5(content) as sum from attachments order by id";
      expect(await restoredSql(files)).toEqual(await sql(files));
      const users = 'select id, username, password_hash, created_at from users order by id';
      expect(await restoredSql(users)).toEqual(await sql(users));
      // The id sequences follow the restored rows: a new row gets a fresh id.
      const [{ id }] = await restoredSql<{ id: number }>(
        "insert into notifications (user_id, kind, title, body) values (1, 'test', 't', 'b') returning id",
      );
      const [{ max }] = await sql<{ max: number }>('select max(id)::int as max from notifications');
      expect(id).toBe(max + 1);
      // A second restore into the same (now full) database is refused.
      await expect(restoreDatabase(orm, path.join(backupDir, backup.name))).rejects.toThrow(/not empty/);
    } finally {
      await orm.close();
      await db.close();
      if (base) await adminQuery(`drop database if exists "${dbName}" with (force)`);
      fs.rmSync(target, { recursive: true, force: true });
    }
  }, 180_000); // a new embedded database folder takes a while to create on a busy machine
});

describe('the backup schedule (a fixed clock)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-schedule-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const at = (iso: string) => new Date(iso);
  const tick = (iso: string) => runBackupSchedule(portal.orm.em.fork(), dir, at(iso));
  const names = () => listBackupFiles(dir).map((backup) => backup.name);

  it('backs up when due per the Database settings and deletes backups past the retention', async () => {
    const saved = await admin.put('/api/settings/database', { backupSchedule: 'daily', backupRetentionDays: 2 });
    expect(saved.status).toBe(200);

    // None yet: one is written at once.
    expect((await tick('2030-01-01T00:00:00.000Z')).created?.name).toBe(backupFileName(at('2030-01-01T00:00:00.000Z'), 'scheduled'));
    // Daily: not again an hour later, nor at 23:59.
    expect((await tick('2030-01-01T01:00:00.000Z')).created).toBeNull();
    expect((await tick('2030-01-01T23:59:59.000Z')).created).toBeNull();
    // A manual backup does not move the schedule.
    await writeBackup(portal.orm.em.fork(), dir, 'manual', at('2030-01-01T12:00:00.000Z'));
    expect((await tick('2030-01-02T00:00:00.000Z')).created?.trigger).toBe('scheduled');
    expect((await tick('2030-01-03T00:00:00.000Z')).created?.trigger).toBe('scheduled');
    expect(names()).toHaveLength(4);

    // Day 4: a new one, and the ones older than 2 days (Jan 1 00:00 and 12:00) are deleted.
    const turn = await tick('2030-01-04T00:00:00.000Z');
    expect(turn.deleted.sort()).toEqual([
      backupFileName(at('2030-01-01T00:00:00.000Z'), 'scheduled'),
      backupFileName(at('2030-01-01T12:00:00.000Z'), 'manual'),
    ]);
    expect(names()).toEqual(
      ['2030-01-04T00:00:00.000Z', '2030-01-03T00:00:00.000Z', '2030-01-02T00:00:00.000Z'].map((iso) =>
        backupFileName(at(iso), 'scheduled'),
      ),
    );

    // Hourly: due again an hour after the last one; the retention never deletes the newest backup.
    await admin.put('/api/settings/database', { backupSchedule: 'hourly', backupRetentionDays: 1 });
    expect((await tick('2030-01-04T00:30:00.000Z')).created).toBeNull();
    expect((await tick('2030-01-04T01:00:00.000Z')).created?.createdAt).toEqual(at('2030-01-04T01:00:00.000Z'));
    await admin.put('/api/settings/database', { backupSchedule: 'monthly' });
    await tick('2030-01-20T00:00:00.000Z');
    expect(names()).toEqual([backupFileName(at('2030-01-04T01:00:00.000Z'), 'scheduled')]);

    const audited = await sql<{ action: string; actor_id: number | null }>(
      "select action, actor_id from audit_log where entity = 'backup' and request_id = 'backup-scheduler'",
    );
    expect(audited.filter((row) => row.action === 'backup.create')).toHaveLength(5);
    expect(audited.filter((row) => row.action === 'backup.delete').length).toBeGreaterThan(0);
  });
});
