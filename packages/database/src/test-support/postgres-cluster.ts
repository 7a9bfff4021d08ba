/**
 * A throwaway PostgreSQL cluster for tests: a real server (no mocks), initialised in a temporary
 * directory, listening on a free port of 127.0.0.1 only, removed by `stop()`. It needs the server
 * binaries (the repository's `npm test` installs Debian's `postgresql`); no service has to run.
 * initdb refuses to run as root, so as root the cluster belongs to, and runs as, `nobody`.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyFreshDataFolder, runAsClusterUser } from './cluster-template';

/** A running throwaway cluster. */
export interface PostgresCluster {
  /** Connection string of its `postgres` database, as the superuser `postgres` (trust auth). */
  url: string;
  /** Stops the server at once and deletes its files. Safe to call twice. */
  stop(): void;
  /** Shuts the server down as an operator would (`pg_ctl stop -m fast`), keeping its files: an outage. */
  pause(): Promise<void>;
  /** Starts the paused server again on the same port; resolves once it accepts connections. */
  resume(): Promise<void>;
}

const INSTALL_HINT =
  'The PostgreSQL tests need the PostgreSQL server binaries: run `sudo apt-get update && sudo apt-get install -y postgresql` ' +
  '(`npm test` does it when run as root), or set PG_BIN to the bin/ folder of an installation.';

/** The bin/ folder holding initdb and pg_ctl: PG_BIN, else the newest Debian installation. */
function binDir(): string {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv) return fromEnv;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error(INSTALL_HINT);
  return join(root, versions[0] as string, 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts a fresh cluster; resolves once it accepts connections. `durable` keeps PostgreSQL's
 * defaults (fsync on), for benchmarks that compare it with SQLite's synchronous commits.
 */
export async function startPostgresCluster({ durable = false }: { durable?: boolean } = {}): Promise<PostgresCluster> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'lead-capture-pg-'));
  const data = join(dir, 'data');
  // The server's files must belong to the user it runs as.
  if (asRoot) chownSync(dir, 65534, 65534);
  const run = (tool: string, args: string[]) => runAsClusterUser(join(bin, tool), args, dir);

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stop);
    try {
      if (existsSync(join(data, 'postmaster.pid'))) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // A test process that ends without its afterAll must not leave a server behind.
  process.on('exit', stop);

  try {
    // A copy of a data folder initialised once (no fsync: the tests check the outbox's logic, not
    // the disk, and a throwaway cluster has nothing to keep).
    copyFreshDataFolder(bin, data);
    const port = await freePort();
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${durable ? '' : ' -c fsync=off -c full_page_writes=off'}`;
    const startArgs = ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '30', 'start'];
    run('pg_ctl', startArgs);
    // Asynchronous, so a test's own requests keep flowing (and keep their timings) meanwhile.
    const runAsync = (args: string[]) =>
      new Promise<void>((resolve, reject) => {
        const [file, argv] = asRoot
          ? ['runuser', ['-u', 'nobody', '--', join(bin, 'pg_ctl'), ...args]]
          : [join(bin, 'pg_ctl'), args];
        execFile(file as string, argv as string[], { cwd: dir }, (error) => (error ? reject(error) : resolve()));
      });
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      stop,
      pause: () => runAsync(['-D', data, '-m', 'fast', '-w', 'stop']),
      resume: () => runAsync(startArgs),
    };
  } catch (error) {
    stop();
    const detail =
      error instanceof Error && 'stderr' in error ? String((error as { stderr: unknown }).stderr) : String(error);
    throw new Error(`Could not start a throwaway PostgreSQL cluster: ${detail.trim()}`);
  }
}
