import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A throwaway PostgreSQL cluster in a temporary directory, started for one test run. */
export interface PostgresCluster {
  url: string;
  port: number;
  urlFor(database: string): string;
  stop(): void;
}

/** The directory of the newest installed PostgreSQL server binaries, or null. */
export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length > 0) return join(root, versions[0], 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' });
  const pgCtl = which.stdout.trim();
  return pgCtl ? pgCtl.replace(/\/pg_ctl$/, '') : null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Runs a server binary as the current user, or as `postgres` when we are root (initdb refuses root). */
function runAsPostgresUser(binary: string, args: string[]): void {
  const isRoot = process.getuid?.() === 0;
  const [command, commandArgs] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
    : [binary, args];
  execFileSync(command, commandArgs, { stdio: 'pipe', cwd: tmpdir() });
}

export async function startPostgresCluster(bin: string): Promise<PostgresCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'creator-os-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  runAsPostgresUser(join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  runAsPostgresUser(join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`,
    '-w',
    'start',
  ]);
  const urlFor = (database: string) => `postgresql://postgres@127.0.0.1:${port}/${database}`;
  return {
    url: urlFor('postgres'),
    port,
    urlFor,
    stop() {
      try {
        runAsPostgresUser(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
