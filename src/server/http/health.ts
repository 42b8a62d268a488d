import express from 'express';
import type { Db } from '../db/db';
import { RETRY_AFTER_SECONDS } from './unavailable';

/** How long /readyz waits for the database before saying it is not ready. */
const READY_TIMEOUT_MS = 2_000;

/**
 * For load balancers and orchestrators: /healthz says the process is alive and serving HTTP
 * (restart it if not); /readyz says the database answers too (send it traffic only then).
 */
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
        db.query('SELECT 1'),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('database did not answer in time')), READY_TIMEOUT_MS))),
      ]);
      res.json({ status: 'ready' });
    } catch {
      res.status(503).set('Retry-After', String(RETRY_AFTER_SECONDS)).json({ status: 'unavailable', database: 'not answering' });
    } finally {
      clearTimeout(timer);
    }
  });
  return router;
}
