import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL server of a test's own, on its own port and data directory, that the test may
 * stop and start again (the machine's shared server is never touched). Its binaries come
 * from Debian's postgresql package, installed here when missing and running as root, as
 * scripts/chromium.ts does for the browser.
 */
export interface ThrowawayPostgres {
  readonly url: string;
  stop(): void;
  start(): void;
  remove(): void;
}

function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((name) => fs.existsSync(path.join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

function ensureBinaries(): string {
  const found = binDir();
  if (found) return found;
  if (process.getuid?.() !== 0)
    throw new Error("PostgreSQL server binaries not found under /usr/lib/postgresql: install Debian's postgresql package.");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env });
  const installed = binDir();
  if (!installed) throw new Error('Installed postgresql, but no pg_ctl under /usr/lib/postgresql');
  return installed;
}

export function startThrowawayPostgres(port: number): ThrowawayPostgres {
  const bin = ensureBinaries();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karir-throwaway-pg-'));
  const data = path.join(dir, 'data');
  // PostgreSQL refuses to run as root: as root, run it as the postgres user the package created.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (tool: string, args: string[]) => {
    const [command, ...rest] = asRoot
      ? ['runuser', '-u', 'postgres', '--', path.join(bin, tool), ...args]
      : [path.join(bin, tool), ...args];
    execFileSync(command, rest, { stdio: ['ignore', 'ignore', 'pipe'], cwd: dir });
  };
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    start,
    remove() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
