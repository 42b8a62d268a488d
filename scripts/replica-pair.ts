import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

/**
 * A PostgreSQL primary and a streaming replica of a test's own (initdb, then `pg_basebackup -R`
 * from the running primary), each on a free port and in one temporary directory, which the
 * tests may stop and start again. The machine's shared server is never touched. PostgreSQL
 * refuses to run as root, so as root every tool runs as the `postgres` user (runuser).
 */
export interface ReplicaPair {
  readonly primaryUrl: string;
  readonly replicaUrl: string;
  /** Data directories, whose postmaster.pid names each server's process. */
  readonly dataDirs: { readonly primary: string; readonly replica: string };
  stopReplica(): void;
  startReplica(): void;
  /** Stops both servers (immediately) and deletes their files; safe to call twice. */
  remove(): void;
}

const BIN_ROOT = '/usr/lib/postgresql';

/** The newest PostgreSQL server binaries Debian's packages installed, or null. */
export function postgresBinDir(): string | null {
  if (!fs.existsSync(BIN_ROOT)) return null;
  const versions = fs
    .readdirSync(BIN_ROOT)
    .filter((name) => fs.existsSync(path.join(BIN_ROOT, name, 'bin', 'pg_basebackup')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(BIN_ROOT, versions[0], 'bin') : null;
}

export interface ReplicaPairOptions {
  /**
   * A primary data directory kept between runs (a benchmark's seeded data): created with initdb
   * when missing, stopped but not deleted by remove(). The replica is always a fresh copy.
   */
  readonly keptPrimary?: string;
}

export async function startReplicaPair(database = 'postgres', pairOptions: ReplicaPairOptions = {}): Promise<ReplicaPair> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL server binaries not found under /usr/lib/postgresql: install Debian's postgresql package.");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karir-replica-pair-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (tool: string, args: string[]): string => {
    const [command, ...rest] = asRoot
      ? ['runuser', '-u', 'postgres', '--', path.join(bin, tool), ...args]
      : [path.join(bin, tool), ...args];
    return execFileSync(command, rest, { stdio: ['ignore', 'pipe', 'pipe'], cwd: dir, encoding: 'utf8' });
  };
  const primaryData = pairOptions.keptPrimary ? path.resolve(pairOptions.keptPrimary) : path.join(dir, 'primary');
  const primaryIsNew = !fs.existsSync(path.join(primaryData, 'PG_VERSION'));
  if (pairOptions.keptPrimary && primaryIsNew) {
    // Folders above it are left open to the postgres user, which initdb runs as.
    fs.mkdirSync(path.dirname(primaryData), { recursive: true, mode: 0o755 });
    fs.mkdirSync(primaryData, { mode: 0o700 });
    if (asRoot) execFileSync('chown', ['postgres:postgres', primaryData]);
  }
  const replicaData = path.join(dir, 'replica');
  let [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const options = (port: number) =>
    // fsync off: throwaway data; a short wal_receiver_status_interval so the primary hears replay promptly.
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c wal_level=replica -c max_wal_senders=4 ` +
    `-c hot_standby=on -c wal_receiver_status_interval=1`;
  // Logs live in the temporary directory, which the postgres user owns (a kept primary's parent may not be).
  const logOf = (data: string) => path.join(dir, `${path.basename(data)}.log`);
  const start = (data: string, port: number) => run('pg_ctl', ['-D', data, '-o', options(port), '-l', logOf(data), '-w', 'start']);
  // A port found free can be taken before the server binds it (an outgoing connection's local
  // port comes from the same range while a browser suite runs): then the start is tried on another.
  const startOnFreePort = async (data: string, port: number): Promise<number> => {
    for (let attempt = 1; ; attempt++) {
      try {
        start(data, port);
        return port;
      } catch (error) {
        const log = fs.existsSync(logOf(data)) ? fs.readFileSync(logOf(data), 'utf8') : '';
        if (attempt === 3 || !/could not bind|already in use/i.test(log)) throw error;
        port = await freePort();
      }
    }
  };
  const stop = (data: string, mode: 'fast' | 'immediate') => run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    for (const data of [replicaData, primaryData]) {
      try {
        // A kept primary shuts down cleanly, so its next start needs no recovery.
        if (fs.existsSync(path.join(data, 'postmaster.pid')))
          stop(data, data === primaryData && pairOptions.keptPrimary ? 'fast' : 'immediate');
      } catch {
        // Already stopped.
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    // initdb's default pg_hba.conf trusts local replication connections, which pg_basebackup uses.
    if (primaryIsNew) run('initdb', ['-D', primaryData, '-U', 'postgres', '-A', 'trust', '--no-sync']);
    primaryPort = await startOnFreePort(primaryData, primaryPort);
    const psql = (sql: string) =>
      run('psql', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-d', 'postgres', '-Atc', sql]);
    const exists = psql(`SELECT 1 FROM pg_database WHERE datname = '${database.replace(/'/g, "''")}'`).trim() === '1';
    if (!exists) run('createdb', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', database]);
    // -R writes standby.signal and primary_conninfo: the copy starts as a streaming replica.
    run('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaData,
      '-R',
      '-X',
      'stream',
      '--checkpoint=fast',
      '--no-sync',
    ]);
    replicaPort = await startOnFreePort(replicaData, replicaPort);
  } catch (error) {
    // The servers' own logs say why a start failed; they go with the directory, so keep their ends.
    const logs = [primaryData, replicaData]
      .map(logOf)
      .filter((log) => fs.existsSync(log))
      .map((log) => `${path.basename(log)}:\n${fs.readFileSync(log, 'utf8').split('\n').slice(-15).join('\n')}`);
    remove();
    if (logs.length && error instanceof Error) error.message += `\n${logs.join('\n')}`;
    throw error;
  }
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/${database}`,
    replicaUrl: `postgres://postgres@127.0.0.1:${replicaPort}/${database}`,
    dataDirs: { primary: primaryData, replica: replicaData },
    stopReplica: () => stop(replicaData, 'fast'),
    startReplica: () => start(replicaData, replicaPort),
    remove,
  };
}
