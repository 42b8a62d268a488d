import express from 'express';
import type { Db } from '../db/db';
import { replicaStatuses } from '../db/replicas/replica-status';
import { runInReadScope } from '../db/replicas/read-scope';
import { RETRY_AFTER_SECONDS } from './unavailable';

/** How long /readyz waits for the database before saying it is not ready. */
const READY_TIMEOUT_MS = 2_000;

/**
 * For load balancers and orchestrators: /healthz says the process is alive and serving HTTP
 * (restart it if not); /readyz says the database answers too (send it traffic only then). With
 * read replicas it lists each one's state and lag; one out of rotation does not make the
 * instance unready, since the primary answers its reads meanwhile.
 */
function replicas(): { replicas?: { name: string; state: string; lagMs: number | null }[] } {
  const list = replicaStatuses();
  return list.length === 0 ? {} : { replicas: list.map(({ name, state, lagMs }) => ({ name, state, lagMs })) };
}

export function healthRoutes(db: Db): express.Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        // The primary, even where GET requests read replicas: without it nothing can be written.
        runInReadScope({ replicas: false, minLsn: 0n, writes: null }, () => db.query('SELECT 1')),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('database did not answer in time')), READY_TIMEOUT_MS))),
      ]);
      res.json({ status: 'ready', ...replicas() });
    } catch {
      res
        .status(503)
        .set('Retry-After', String(RETRY_AFTER_SECONDS))
        .json({ status: 'unavailable', database: 'not answering', ...replicas() });
    } finally {
      clearTimeout(timer);
    }
  });
  return router;
}
