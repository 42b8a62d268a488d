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
  stopReplica(): void;
  startReplica(): void;
  /** Stops both servers (immediately) and deletes their files; safe to call twice. */
  remove(): void;
}

const BIN_ROOT = '/usr/lib/postgresql';

/** The newest PostgreSQL server binaries Debian's packages installed, or null. */
function postgresBinDir(): string | null {
  if (!fs.existsSync(BIN_ROOT)) return null;
  const versions = fs
    .readdirSync(BIN_ROOT)
    .filter((name) => fs.existsSync(path.join(BIN_ROOT, name, 'bin', 'pg_basebackup')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(BIN_ROOT, versions[0], 'bin') : null;
}

export async function startReplicaPair(database = 'postgres'): Promise<ReplicaPair> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL server binaries not found under /usr/lib/postgresql: install Debian's postgresql package.");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karir-replica-pair-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (tool: string, args: string[]) => {
    const [command, ...rest] = asRoot
      ? ['runuser', '-u', 'postgres', '--', path.join(bin, tool), ...args]
      : [path.join(bin, tool), ...args];
    execFileSync(command, rest, { stdio: ['ignore', 'ignore', 'pipe'], cwd: dir });
  };
  const primaryData = path.join(dir, 'primary');
  const replicaData = path.join(dir, 'replica');
  let [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const options = (port: number) =>
    // fsync off: throwaway data; a short wal_receiver_status_interval so the primary hears replay promptly.
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c wal_level=replica -c max_wal_senders=4 ` +
    `-c hot_standby=on -c wal_receiver_status_interval=1`;
  const start = (data: string, port: number) => run('pg_ctl', ['-D', data, '-o', options(port), '-l', `${data}.log`, '-w', 'start']);
  // A port found free can be taken before the server binds it (an outgoing connection's local
  // port comes from the same range while a browser suite runs): then the start is tried on another.
  const startOnFreePort = async (data: string, port: number): Promise<number> => {
    for (let attempt = 1; ; attempt++) {
      try {
        start(data, port);
        return port;
      } catch (error) {
        const log = fs.existsSync(`${data}.log`) ? fs.readFileSync(`${data}.log`, 'utf8') : '';
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
        if (fs.existsSync(path.join(data, 'postmaster.pid'))) stop(data, 'immediate');
      } catch {
        // Already stopped.
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    // initdb's default pg_hba.conf trusts local replication connections, which pg_basebackup uses.
    run('initdb', ['-D', primaryData, '-U', 'postgres', '-A', 'trust', '--no-sync']);
    primaryPort = await startOnFreePort(primaryData, primaryPort);
    if (database !== 'postgres') run('createdb', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', database]);
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
      .map((data) => `${data}.log`)
      .filter((log) => fs.existsSync(log))
      .map((log) => `${path.basename(log)}:\n${fs.readFileSync(log, 'utf8').split('\n').slice(-15).join('\n')}`);
    remove();
    if (logs.length && error instanceof Error) error.message += `\n${logs.join('\n')}`;
    throw error;
  }
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/${database}`,
    replicaUrl: `postgres://postgres@127.0.0.1:${replicaPort}/${database}`,
    stopReplica: () => stop(replicaData, 'fast'),
    startReplica: () => start(replicaData, replicaPort),
    remove,
  };
}
