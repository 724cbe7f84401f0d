import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stopStaleServer } from '../src/db/database';

export type PortalProcess = {
  child: ChildProcess;
  url: string;
  /** Everything the process printed so far. */
  output(): string;
  /** Its exit code (null after a signal). */
  exited: Promise<number | null>;
  /** Sends `signal` and waits for the process to be gone. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

/**
 * Runs the real entry point (npm start's code path, compiled from source) with `env` over the
 * test's environment; resolves once it prints its banner, rejects with its output if it exits first.
 */
export function spawnPortal(env: NodeJS.ProcessEnv): Promise<PortalProcess> {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/index.ts'], {
    cwd: path.resolve(__dirname, '..'),
    env: { ...process.env, PORT: '0', NODE_ENV: 'production', NODE_OPTIONS: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      // The whole banner: address, database and demo accounts, then an empty line.
      const ready = /Portal ready at (\S+)\n[^]*?\n\n/.exec(output);
      if (ready) resolve({ child, url: ready[1], output: () => output, exited, stop });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((code) => reject(new Error(`The portal exited (${code}) before it was ready:\n${output}`)));
  });
}

/** Removes a test's DATA_DIR once no database server runs in it (one left by a killed portal is stopped). */
export async function removeDataDir(dataDir: string): Promise<void> {
  await stopStaleServer(dataDir);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
