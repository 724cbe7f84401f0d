import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Jest runs this in its parent process, which can also run the tests: MikroORM loaded here
 * breaks MikroORM in the tests (mikro-orm#3783), so the template is built in a child process.
 */
export default async function globalSetup() {
  const output = execFileSync(process.execPath, ['-r', '@swc-node/register', path.join(__dirname, 'build-template.ts'), '--build'], {
    cwd: path.resolve(__dirname, '..'),
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  const result = JSON.parse(output.trim().split('\n').pop()!) as Record<string, string>;
  Object.assign(process.env, result);
}

