import fs from 'node:fs';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { IsolationLevel } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from '../../common/context';

/**
 * A logical backup: every table of the schema read in one REPEATABLE READ transaction (one
 * consistent snapshot), written as gzipped JSON lines. The first line describes the backup
 * (migrations applied, tables with their columns and row counts), then one line per row
 * `{"table": name, "row": {...}}` (PostgreSQL's own row_to_json: bytea as hex, jsonb as JSON),
 * and a last line `{"end": true}` so that a cut-off file is recognised. Plain SQL only, so it
 * works the same on the embedded server, an external one and PGlite (db/pglite-move.ts).
 */
export const BACKUP_FORMAT = 'portal-backup';
const MIGRATIONS_TABLE = 'mikro_orm_migrations';
const FETCH_ROWS = 100;

export type BackupTable = { name: string; columns: string[]; rows: number };
export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  migrations: string[];
  tables: BackupTable[];
};

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The schema's tables and their writable (not generated) columns, in column order. */
async function readTables(em: EntityManager): Promise<{ name: string; columns: string[] }[]> {
  const rows = await em.execute<{ table_name: string; column_name: string }[]>(
    `select c.table_name, c.column_name
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
      order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const row of rows) tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row.column_name]);
  return [...tables].map(([name, columns]) => ({ name, columns }));
}

async function appliedMigrations(em: EntityManager, tables: string[]): Promise<string[]> {
  if (!tables.includes(MIGRATIONS_TABLE)) return [];
  const rows = await em.execute<{ name: string }[]>(`select name from ${quoteIdent(MIGRATIONS_TABLE)} order by id`);
  return rows.map((row) => row.name.replace(/\.[jt]s$/, ''));
}

/** Writes a backup of the whole database to `file` (through a temporary file, renamed at the end). */
export async function dumpDatabase(em: EntityManager, file: string, now: Date): Promise<BackupHeader> {
  const partial = `${file}.partial`;
  try {
    const header = await em.fork().transactional(
      async (em) => {
        const found = await readTables(em);
        const order = await dependencyOrder(em, found.map((table) => table.name));
        const tables: BackupTable[] = [];
        for (const table of order.map((name) => found.find((t) => t.name === name)!)) {
          const [count] = await em.execute<{ rows: number }[]>(
            `select count(*)::int as rows from ${quoteIdent(table.name)}`,
          );
          tables.push({ ...table, rows: count.rows });
        }
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          version: 1,
          createdAt: now.toISOString(),
          migrations: await appliedMigrations(em, found.map((table) => table.name)),
          tables,
        };
        async function* lines() {
          yield `${JSON.stringify(header)}\n`;
          for (const table of tables) {
            const name = JSON.stringify(table.name);
            await em.execute(
              `declare backup_rows no scroll cursor for select row_to_json(t)::text as row from ${quoteIdent(table.name)} t`,
              [],
              'run',
            );
            for (;;) {
              const batch = await em.execute<{ row: string }[]>(`fetch ${FETCH_ROWS} from backup_rows`);
              if (batch.length > 0) yield batch.map(({ row }) => `{"table":${name},"row":${row}}\n`).join('');
              if (batch.length < FETCH_ROWS) break;
            }
            await em.execute('close backup_rows', [], 'run');
          }
          yield '{"end":true}\n';
        }
        await pipeline(lines, zlib.createGzip(), fs.createWriteStream(partial, { flags: 'wx' }));
        return header;
      },
      { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
    );
    fs.renameSync(partial, file);
    return header;
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

type Line = { table?: string; row?: Record<string, unknown>; end?: boolean } & Partial<BackupHeader>;

/** The lines of a backup file, parsed; the first one is checked to be a backup header. */
export async function* readBackup(file: string): AsyncGenerator<Line> {
  const input = fs.createReadStream(file).pipe(zlib.createGunzip());
  let first = true;
  for await (const text of readline.createInterface({ input, crlfDelay: Infinity })) {
    if (!text) continue;
    const line = JSON.parse(text) as Line;
    if (first && line.format !== BACKUP_FORMAT) throw new Error(`${file} is not a portal backup`);
    first = false;
    yield line;
  }
}

/** Tables ordered so that every table comes after the tables its foreign keys point to. */
async function dependencyOrder(em: EntityManager, tables: string[]): Promise<string[]> {
  const edges = await em.execute<{ child: string; parent: string }[]>(
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
       from pg_constraint c
      where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`,
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, '').replace(/""/g, '"');
  const parents = new Map<string, Set<string>>(tables.map((table) => [table, new Set()]));
  for (const { child, parent } of edges) {
    if (unquote(child) !== unquote(parent)) parents.get(unquote(child))?.add(unquote(parent));
  }
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table)) return;
    if (visiting.has(table)) throw new Error(`Foreign keys form a cycle through ${table}`);
    visiting.add(table);
    for (const parent of parents.get(table) ?? []) if (parents.has(parent)) visit(parent);
    visiting.delete(table);
    ordered.push(table);
  };
  tables.forEach(visit);
  return ordered;
}

const BATCH_BYTES = 4 * 1024 * 1024;

/**
 * Loads a backup into an empty database: migrates it to the backup's schema, inserts every row
 * in one transaction (parents before children), moves the id sequences past the restored ids,
 * then applies the migrations the backup is older than. Refuses a database that holds data.
 */
export async function restoreDatabase(orm: Orm, file: string): Promise<BackupTable[]> {
  const lines = readBackup(file);
  try {
    return await restoreLines(orm, file, lines);
  } finally {
    await lines.return(undefined);
  }
}

async function restoreLines(orm: Orm, file: string, lines: AsyncGenerator<Line>): Promise<BackupTable[]> {
  const header = (await lines.next()).value as BackupHeader;
  const migrator = orm.getMigrator();
  const known = (await migrator.getPendingMigrations()).map((m) => m.name);
  const executed = (await migrator.getExecutedMigrations()).map((m) => m.name);
  const unknown = header.migrations.filter((name) => !known.includes(name) && !executed.includes(name));
  if (unknown.length) throw new Error(`The backup needs migrations this server does not have: ${unknown.join(', ')}`);
  const last = header.migrations.at(-1);
  if (last && !executed.includes(last)) await migrator.up({ to: last });
  else if (!last) await migrator.up();

  const restored = await orm.em.fork().transactional(async (em) => {
    const present = new Map((await readTables(em)).map((table) => [table.name, table.columns]));
    const tables = header.tables.filter((table) => table.name !== MIGRATIONS_TABLE && present.has(table.name));
    for (const table of tables) {
      const [count] = await em.execute<{ rows: number }[]>(`select count(*)::int as rows from ${quoteIdent(table.name)}`);
      if (count.rows > 0) throw new Error(`The database is not empty: ${table.name} has ${count.rows} rows`);
    }
    const inserted = new Map<string, number>();
    let batch: { table: string; rows: string[]; bytes: number } | null = null;
    const flush = async () => {
      if (!batch) return;
      const { table: name, rows } = batch;
      batch = null;
      const wanted = new Set(header.tables.find((table) => table.name === name)!.columns);
      const columns = present.get(name)!.filter((column) => wanted.has(column)).map(quoteIdent).join(', ');
      await em.execute(
        `insert into ${quoteIdent(name)} (${columns}) select ${columns} from json_populate_recordset(null::${quoteIdent(name)}, ?::json)`,
        [`[${rows.join(',')}]`],
        'run',
      );
      inserted.set(name, (inserted.get(name) ?? 0) + rows.length);
    };
    // The backup lists parents before children (foreign keys): rows go in as they come, in batches.
    let ended = false;
    for await (const line of lines) {
      if (line.end) {
        ended = true;
        break;
      }
      if (!line.table || !tables.some((table) => table.name === line.table)) continue;
      if (batch && (batch.table !== line.table || batch.bytes > BATCH_BYTES)) await flush();
      const text = JSON.stringify(line.row);
      batch ??= { table: line.table, rows: [], bytes: 0 };
      batch.rows.push(text);
      batch.bytes += text.length;
    }
    await flush();
    if (!ended) throw new Error(`${file} is cut off: its end marker is missing`);
    for (const table of tables) {
      const rows = inserted.get(table.name) ?? 0;
      if (rows !== table.rows) throw new Error(`${table.name}: the backup lists ${table.rows} rows but holds ${rows}`);
    }
    await resetSequences(em, tables.map((table) => table.name));
    return tables;
  });
  await migrator.up();
  return restored;
}

/** After rows were inserted with their ids, the next id of every serial column follows the largest. */
async function resetSequences(em: EntityManager, tables: string[]) {
  const serials = await em.execute<{ table_name: string; column_name: string }[]>(
    `select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and column_default like 'nextval(%'`,
  );
  for (const { table_name: table, column_name: column } of serials) {
    if (!tables.includes(table)) continue;
    await em.execute(
      `select setval(pg_get_serial_sequence(?, ?), coalesce(max(${quoteIdent(column)}), 0) + 1, false) from ${quoteIdent(table)}`,
      [quoteIdent(table), column],
    );
  }
}
