import path from 'node:path';
import type { AppConfig } from '../config';
import { type Db } from '../db/db';
import { openDb } from '../db/open-db';
import { startJobSearchSweep, type JobSearchSweep } from '../search/sweep';
import { isEmpty, seed } from '../seed/seed';
import { openThreadDb } from '../db/engine/thread-db';
import { logError, logInfo } from '../log';

/**
 * The process that owns the database: PostgreSQL through a pool when DATABASE_URL is set,
 * otherwise embedded PGlite in a worker thread (migrated there before this resolves).
 */
export async function openOwnedDatabase(config: AppConfig, distDir: string): Promise<Db> {
  if (config.databaseUrl) return openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  return openThreadDb({
    dataDir: config.dataDir,
    workerFile: path.join(distDir, 'server/pglite-thread.cjs'),
    onLockWait: (lockPath, waitMs) =>
      logInfo('the embedded database is locked, probably by a server that stopped without releasing it: waiting for its lock to go stale', { lock: lockPath, waitMs }),
  });
}

/** `npm start` on a fresh clone: an empty database gets the demo data. */
export async function seedIfEmpty(db: Db, config: AppConfig): Promise<void> {
  if (!config.seedOnEmpty || !(await isEmpty(db))) return;
  const started = Date.now();
  logInfo('empty database: seeding demo data');
  await seed(db);
  logInfo('demo data ready', { ms: Date.now() - started });
}

/**
 * Removes expired jobs from the search index every 30 s (see sweep.ts). Run it in
 * the process that owns the embedded database, or in every process with PostgreSQL.
 */
export function startSearchIndexSweep(db: Db): JobSearchSweep {
  return startJobSearchSweep(db, { onError: (error) => logError('search index sweep failed', error) });
}
