import path from 'node:path';

/** Everything the server reads from the environment, in one place (STACK.md). */
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** Where database backups are written (BACKUP_DIR, default `<DATA_DIR>/backups`). */
  backupDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  nodeEnv: string;
  isProduction: boolean;
  logLevel: string;
  /** Folder holding the built front-ends (shell and remotes); served when present. */
  webDir: string;
  /** REMOTE_URL_MFE_BUYER (etc.): a remote's manifest served from elsewhere (another host, a CDN). */
  remoteUrls: Record<string, string>;
};

const repoRoot = path.resolve(__dirname, '..', '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data'));
  return {
    port: Number(env.PORT ?? 4000),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    backupDir: path.resolve(env.BACKUP_DIR || path.join(dataDir, 'backups')),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    nodeEnv,
    isProduction: nodeEnv === 'production',
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    webDir: path.resolve(env.WEB_DIR ?? repoRoot),
    remoteUrls: Object.fromEntries(
      Object.entries(env)
        .filter(([key, value]) => key.startsWith('REMOTE_URL_') && value)
        .map(([key, value]) => [key.slice('REMOTE_URL_'.length).toLowerCase(), value as string]),
    ),
  };
}
