import path from 'node:path';
import type { DatabaseTimeouts } from './db/health';
import { type WebhookAllowList, webhookAllowList } from './common/host-allow-list';

/** Everything the server reads from the environment, in one place (STACK.md). */
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** Where database backups are written (BACKUP_DIR, default `<DATA_DIR>/backups`). */
  backupDir: string;
  databaseUrl?: string;
  /** Timeouts of every database connection: see DatabaseTimeouts (db/health.ts). */
  databaseTimeouts: DatabaseTimeouts;
  smtpUrl?: string;
  nodeEnv: string;
  isProduction: boolean;
  logLevel: string;
  /** TRUST_PROXY=1: behind a reverse proxy, the client address is X-Forwarded-For's (rate limits, allow-lists). */
  trustProxy: boolean;
  /** Folder holding the built front-ends (shell and remotes); served when present. */
  webDir: string;
  /** REMOTE_URL_MFE_BUYER (etc.): a remote's manifest served from elsewhere (another host, a CDN). */
  remoteUrls: Record<string, string>;
  /**
   * RELEASES_DIR (default `<WEB_DIR>/releases`): areas built and deployed alone, served under
   * /releases/; its remotes.json, read on every request for /remotes.json, points areas at them.
   */
  releasesDir: string;
  /** API_TOKEN_RATE_LIMIT: requests per minute allowed to one API token (default 600). */
  apiTokenRateLimit: number;
  /**
   * Private hosts webhooks may go to, over http:// too: WEBHOOK_ALLOWED_HOSTS (names and
   * addresses, comma-separated), and loopback (localhost, 127.0.0.1, ::1) in tests or with
   * WEBHOOKS_ALLOW_LOCALHOST=1 (0 turns it off in tests).
   */
  webhookAllowList: WebhookAllowList;
};

/** A positive number of milliseconds from the environment, or the default. */
const positive = (value: string | undefined, fallback: number) => (Number(value) > 0 ? Number(value) : fallback);

const LOOPBACK = ['localhost', '127.0.0.1', '::1'];
const repoRoot = path.resolve(__dirname, '..', '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data'));
  const webDir = path.resolve(env.WEB_DIR ?? repoRoot);
  return {
    port: Number(env.PORT ?? 4000),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    backupDir: path.resolve(env.BACKUP_DIR || path.join(dataDir, 'backups')),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseTimeouts: {
      statementMs: positive(env.DATABASE_STATEMENT_TIMEOUT_MS, 5_000),
      connectMs: positive(env.DATABASE_CONNECT_TIMEOUT_MS, 2_000),
    },
    smtpUrl: env.SMTP_URL || undefined,
    nodeEnv,
    isProduction: nodeEnv === 'production',
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    trustProxy: env.TRUST_PROXY === '1',
    webDir,
    remoteUrls: Object.fromEntries(
      Object.entries(env)
        .filter(([key, value]) => key.startsWith('REMOTE_URL_') && value)
        .map(([key, value]) => [key.slice('REMOTE_URL_'.length).toLowerCase(), value as string]),
    ),
    releasesDir: path.resolve(env.RELEASES_DIR || path.join(webDir, 'releases')),
    apiTokenRateLimit: Math.max(1, Number(env.API_TOKEN_RATE_LIMIT) || 600),
    webhookAllowList: webhookAllowList([
      ...(env.WEBHOOK_ALLOWED_HOSTS ?? '').split(/[\s,]+/).filter(Boolean),
      ...((env.WEBHOOKS_ALLOW_LOCALHOST ? env.WEBHOOKS_ALLOW_LOCALHOST === '1' : nodeEnv === 'test') ? LOOPBACK : []),
    ]),
  };
}
