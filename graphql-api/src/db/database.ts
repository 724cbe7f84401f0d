import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * Where the database is: a real PostgreSQL server (DATABASE_URL) or an embedded PGlite whose
 * data lives in a folder, served on a loopback port so that the ordinary PostgreSQL driver
 * reaches it (STACK.md).
 */
export type DatabaseHandle = {
  clientUrl: string;
  embedded: boolean;
  /** Embedded only: a tar dump of the data folder (tests copy a seeded database this way). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
};

export type OpenDatabaseOptions = {
  databaseUrl?: string;
  dataDir: string;
  /** A tar dump of a data folder to start from (tests). */
  loadDataDir?: Blob;
};

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return { clientUrl: options.databaseUrl, embedded: false, close: async () => undefined };
  }
  const { pglite, close } = await openPglite(path.join(options.dataDir, 'pgdata'), options.loadDataDir);
  const server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0, maxConnections: 8 });
  await server.start();
  const address = server.getServerConn();
  return {
    clientUrl: `postgresql://postgres@${address}/postgres`,
    embedded: true,
    dump: async () => (await pglite.dumpDataDir('none')) as Blob,
    async close() {
      await server.stop();
      await close();
    },
  };
}

export async function openPglite(
  dataDir: string,
  loadDataDir?: Blob,
): Promise<{ pglite: PGlite; close(): Promise<void> }> {
  fs.mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({ dataDir, loadDataDir });
  return { pglite, close: () => pglite.close() };
}
