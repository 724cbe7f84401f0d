import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// One portal for the whole run: the production build (npm start's code path) on a fresh,
// seeded embedded database in a temporary folder, on a free port.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
// Areas built and deployed alone (ship-one-area.spec.ts): the portal serves them under /releases/.
process.env.E2E_RELEASES_DIR ??= path.join(process.env.E2E_DATA_DIR, 'releases');
fs.mkdirSync(process.env.E2E_RELEASES_DIR, { recursive: true });
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['./count-reporter.js']],
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node ../graphql-api/dist/index.js',
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    // As a supervisor stops it: the portal finishes and stops its embedded PostgreSQL server.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      WEB_DIR: path.resolve(__dirname, '..'),
      RELEASES_DIR: process.env.E2E_RELEASES_DIR,
      // The webhooks journey runs its receiver on http://127.0.0.1.
      WEBHOOKS_ALLOW_LOCALHOST: '1',
    },
  },
});
