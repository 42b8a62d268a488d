/**
 * One process per embedded database directory. PGlite keeps the database in memory and
 * writes it back to its folder, so two servers started on the same DATA_DIR each work on
 * their own copy and the one that closes last overwrites the other's writes.
 *
 * The lock is proper-lockfile's: a directory beside the data folder (created atomically by
 * mkdir) whose modification time the holder renews every few seconds. A holder that died,
 * however it died (SIGKILL, a crash, the container's PID 1 restarted), stops renewing it, and
 * the next server takes it over once it is stale. Process ids are never consulted: they are
 * reused (a restarted container's server is PID 1 again, a killed process may linger as a
 * zombie), so "is that PID alive?" says nothing about who holds the directory.
 */
import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirInUseError extends Error {}

/** A holder that has not renewed its lock for this long is taken to be gone. */
export const LOCK_STALE_MS = 10_000;

export interface DataDirLockOptions {
  /** How long an unrenewed lock stays valid (proper-lockfile accepts 2 s at least). */
  readonly staleMs?: number;
  /** How long to wait for another holder's lock to go stale before giving up; by default a little over `staleMs`. */
  readonly waitMs?: number;
  /**
   * Told once when the directory is locked by someone else and start-up waits for it, with how
   * long until that lock is stale (counted from its last renewal, so at most `staleMs`): the
   * wait after a crash. A live holder keeps renewing, and the start gives up after `waitMs`.
   */
  readonly onWait?: (lockPath: string, staleInMs: number) => void;
  /**
   * The lock was taken over by another process while this one held it (this process stalled
   * past the stale time and another server started meanwhile). Continuing would let two
   * servers write one directory; by default the process stops.
   */
  readonly onLost?: (error: Error) => void;
}

export type ReleaseLock = () => Promise<void>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function stopProcess(error: Error): void {
  process.stderr.write(
    `${JSON.stringify({ level: 'error', time: new Date().toISOString(), message: 'embedded database lock lost; stopping', error: error.message })}\n`,
  );
  process.exit(1);
}

/** Earlier versions kept a plain file holding a process id at the same path. */
function removeOldFormatLock(lockPath: string): void {
  try {
    if (fs.statSync(lockPath).isFile()) fs.unlinkSync(lockPath);
  } catch {
    // Nothing there, or already a lock directory.
  }
}

/** How long until a lock last renewed at its modification time goes stale (0 if it is gone or already stale). */
function staleIn(lockPath: string, staleMs: number): number {
  try {
    return Math.max(0, Math.min(staleMs, Math.ceil(fs.statSync(lockPath).mtimeMs + staleMs - Date.now())));
  } catch {
    return 0;
  }
}

/** Takes the lock of `dataDir`, waiting for a dead holder's lock to go stale; throws DataDirInUseError while a live server holds it. */
export async function lockDataDir(dataDir: string, options: DataDirLockOptions = {}): Promise<ReleaseLock> {
  const lockPath = `${dataDir}.lock`;
  const staleMs = Math.max(2_000, options.staleMs ?? LOCK_STALE_MS);
  const waitMs = options.waitMs ?? staleMs + 2_000;
  const onLost = options.onLost ?? stopProcess;
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  removeOldFormatLock(lockPath);

  const settings: lockfile.LockOptions = {
    lockfilePath: lockPath,
    realpath: false,
    stale: staleMs,
    // Renewed several times per stale period, so one slow renewal does not lose the lock.
    update: Math.max(1_000, Math.floor(staleMs / 4)),
    retries: 0,
    onCompromised: (error: Error) => {
      // A renewal came too late (the event loop stalled) or the lock was touched by someone
      // else. Taking it again succeeds only if nobody else holds it now.
      lockfile.lock(dataDir, settings).then(
        (again) => (release = again),
        () => onLost(error),
      );
    },
  };

  const deadline = Date.now() + waitMs;
  let release: () => Promise<void>;
  let told = false;
  for (;;) {
    try {
      release = await lockfile.lock(dataDir, settings);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
      if (Date.now() >= deadline) {
        throw new DataDirInUseError(
          `The embedded database in ${dataDir} is in use by another server (its lock ${lockPath} is being renewed). ` +
            'Stop that server first, or give this one another DATA_DIR.',
        );
      }
      if (!told) options.onWait?.(lockPath, staleIn(lockPath, staleMs));
      told = true;
      await sleep(250);
    }
  }
  return async () => {
    try {
      await release();
    } catch {
      // Already released, or taken over after a stall: nothing of ours to remove.
    }
  };
}
