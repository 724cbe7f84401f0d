import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The real entry point (npm start's code path): starts on an empty folder, seeds, stops on SIGTERM. */
it('starts from an empty data folder with the demo and exits cleanly on SIGTERM', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-main-'));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), NODE_OPTIONS: '', LOG_LEVEL: 'warn' };
  if (process.env.TEST_DATABASE_URL) delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/index.ts'], { cwd: path.resolve(__dirname, '..'), env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    // Start-up compiles from source, creates the database and seeds it: allow a loaded machine 90 s.
    for (let i = 0; i < 360 && !output.includes('Portal ready'); i++) await new Promise((r) => setTimeout(r, 250));
    expect(output).toContain('buyer / buyer123');
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'buyer', password: 'buyer123' }) });
    expect(login.status).toBe(200);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 150_000);
