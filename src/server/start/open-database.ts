import path from 'node:path';
import type { AppConfig } from '../config';
import { type Db } from '../db/db';
import { openDb } from '../db/open-db';
import { startJobSearchSweep, type JobSearchSweep } from '../search/sweep';
import { isEmpty, seed, seedEssentials } from '../seed/seed';
import { openThreadDb } from '../db/engine/thread-db';
import { logError, logInfo } from '../../framework/server';
import { installQueues } from '../queue/job-queue';
import { seedProgressLog } from './seed-progress-log';
import { storeDemoFiles } from './store-demo-files';
import { createFileStorage } from '../storage/create-storage';

/**
 * The process that owns the database: PostgreSQL through a pool when DATABASE_URL is set,
 * otherwise embedded PGlite in a worker thread (migrated there before this resolves), with the
 * job queue installed.
 */
export async function openOwnedDatabase(config: AppConfig, distDir: string): Promise<Db> {
  const db = await openSchema(config, distDir);
  // The job queue's tables (pg-boss's own schema) and queues, created or upgraded like a migration.
  await installQueues(db);
  return db;
}

function openSchema(config: AppConfig, distDir: string): Promise<Db> {
  if (config.databaseUrl)
    return openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, maxConnections: config.databasePoolMax });
  return openThreadDb({
    dataDir: config.dataDir,
    workerFile: path.join(distDir, 'server/pglite-thread.cjs'),
    onLockWait: (lockPath, waitMs) =>
      logInfo('the embedded database is locked, probably by a server that stopped without releasing it: waiting for its lock to go stale', {
        lock: lockPath,
        waitMs,
      }),
  });
}

/**
 * An empty database gets what the site needs to work (site settings, places, categories) and,
 * where SEED_ON_EMPTY asks for it (by default in development, as on `npm start` from a fresh
 * clone), the demo data with its demo account.
 */
export async function seedIfEmpty(db: Db, config: AppConfig): Promise<void> {
  if (!(await isEmpty(db))) return;
  const started = Date.now();
  if (!config.seedOnEmpty) {
    logInfo('empty database: adding site settings and reference data (no demo data: set SEED_ON_EMPTY=1 for it)');
    await seedEssentials(db);
    return;
  }
  logInfo('empty database: seeding demo data (a first start only; each step is logged)');
  await seed(db, { onProgress: seedProgressLog() });
  await storeDemoFiles(createFileStorage(config.storage));
  logInfo('demo data ready', { ms: Date.now() - started });
}

/**
 * Removes expired jobs from the search index every 30 s (see sweep.ts). Run it in
 * the process that owns the embedded database, or in every process with PostgreSQL.
 */
export function startSearchIndexSweep(db: Db): JobSearchSweep {
  return startJobSearchSweep(db, { onError: (error) => logError('search index sweep failed', error) });
}
