import cluster from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
// Generated at build time: pull every server function (react-server layer) and every client
// component (SSR layer) into the bundle so the manifests can address them.
import '../framework/build/reference-list.js?server-functions';
import '../framework/build/reference-list.js?ssr-components';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { logError, logInfo } from '../framework/server';
import { connectToPrimaryDb, serveDbToWorker } from './start/cluster-db';
import { openOwnedDatabase, seedIfEmpty, startSearchIndexSweep } from './start/open-database';
import { serve } from './start/serve';
import { warnPastEmbeddedCeiling } from './start/embedded-ceiling';
import { serveClusterMetrics } from './metrics/metrics-endpoint';
import { startQueueWork } from './start/queue-work';
import { jobHandlers } from './start/job-handlers';
import { workerMemoryEnv } from './worker-memory-env.js';

const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');

/** WEB_CONCURRENCY, else one worker per core in production and a single process otherwise. */
function workerCount(config: AppConfig): number {
  return config.webConcurrency ?? (config.env === 'production' ? os.availableParallelism() : 1);
}

function onSignals(stop: () => Promise<void>): void {
  let stopping = false;
  const handler = () => {
    if (stopping) return;
    stopping = true;
    // A shutdown that fails (the database would not close) is said and exits non-zero, so a
    // supervisor sees it; `finally` used to exit 0 before the rejection could be reported.
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logError('shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handler);
  process.on('SIGINT', handler);
}

async function startSingle(config: AppConfig): Promise<void> {
  const db = await openOwnedDatabase(config, distDir);
  await seedIfEmpty(db, config);
  if (!config.databaseUrl) await warnPastEmbeddedCeiling(db);
  const sweep = startSearchIndexSweep(db);
  const queue = await startQueueWork(config, db, await jobHandlers(config, db));
  const stopServer = await serve(config, db, distDir);
  onSignals(async () => {
    await stopServer();
    await queue?.stop();
    await sweep.stop();
    await db.close();
  });
}

/**
 * Cluster primary: owns the database (PGlite can only be opened by one process), migrates
 * and seeds it, then forks one HTTP worker per core; workers reach the embedded database
 * over IPC, or open their own PostgreSQL pools.
 */
async function startPrimary(config: AppConfig, workers: number): Promise<void> {
  const db = await openOwnedDatabase(config, distDir);
  await seedIfEmpty(db, config);
  const shared = !config.databaseUrl;
  if (shared) await warnPastEmbeddedCeiling(db);
  if (!shared) await db.close();
  // The embedded database's owner sweeps it and works its job queue; with PostgreSQL each worker does.
  const sweep = shared ? startSearchIndexSweep(db) : null;
  const queue = shared ? await startQueueWork(config, db, await jobHandlers(config, db)) : null;
  cluster.setupPrimary({ serialization: 'advanced' });
  let stopping = false;
  const fork = () => {
    const worker = cluster.fork(workerMemoryEnv());
    let listened = false;
    worker.once('listening', () => (listened = true));
    if (shared) {
      const host = serveDbToWorker(db, worker);
      worker.on('exit', () => void host.close());
    }
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      // A worker that never got to listen (port in use, bad HOST) would fail again forever:
      // stop, so a supervisor sees the failure (the worker printed why).
      if (!listened) {
        stopping = true;
        logError('worker failed to start; stopping', new Error(`code ${code} signal ${signal}`), { pid: worker.process.pid });
        for (const other of Object.values(cluster.workers ?? {})) other?.kill('SIGTERM');
        void Promise.all([sweep?.stop(), queue?.stop()])
          .then(() => (shared ? db.close() : undefined))
          .finally(() => process.exit(1));
        return;
      }
      logError('worker exited; starting another', new Error(`code ${code} signal ${signal}`), { pid: worker.process.pid });
      setTimeout(fork, 1000);
    });
  };
  serveClusterMetrics();
  for (let i = 0; i < workers; i += 1) fork();
  logInfo('cluster started', { workers, database: shared ? 'embedded (owned by the primary)' : 'postgresql' });
  onSignals(async () => {
    stopping = true;
    await Promise.all(
      Object.values(cluster.workers ?? {}).map(
        (worker) => new Promise<void>((resolve) => (worker ? (worker.once('exit', () => resolve()), worker.kill('SIGTERM')) : resolve())),
      ),
    );
    await queue?.stop();
    await sweep?.stop();
    if (shared) await db.close();
  });
}

async function startWorker(config: AppConfig): Promise<void> {
  const { openDb } = await import('./db/open-db');
  const db = config.databaseUrl
    ? await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, maxConnections: config.databasePoolMax ?? 5 })
    : connectToPrimaryDb(config.databaseQueryTimeoutMs);
  const sweep = config.databaseUrl ? startSearchIndexSweep(db) : null;
  const queue = config.databaseUrl ? await startQueueWork(config, db, await jobHandlers(config, db)) : null;
  const stopServer = await serve(config, db, distDir);
  onSignals(async () => {
    await stopServer();
    await queue?.stop();
    await sweep?.stop();
    if (config.databaseUrl) await db.close();
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isWorker) return startWorker(config);
  const workers = workerCount(config);
  return workers > 1 ? startPrimary(config, workers) : startSingle(config);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else logError('start-up failed', error);
  process.exit(1);
});
