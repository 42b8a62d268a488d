import cluster from 'node:cluster';
import crypto from 'node:crypto';
import { Router } from 'express';
import { AggregatorRegistry } from 'prom-client';
import { registry } from './registry';

const KEY = 'karirMetrics';
let nextRequest = 0;
const waiting = new Map<number, (text: string) => void>();

/** `Bearer <token>` only; digests of equal length are compared, so the token's length does not leak either. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match) return false;
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(match[1]!), digest(token));
}

/** In a cluster, any worker may receive the scrape: it asks the primary for everyone's numbers. */
function collectFromPrimary(): Promise<string> {
  return new Promise((resolve, reject) => {
    const id = ++nextRequest;
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error('metrics: the primary did not answer'));
    }, 5000);
    waiting.set(id, (text) => {
      clearTimeout(timer);
      resolve(text);
    });
    process.send!({ [KEY]: { request: id } });
  });
}

if (cluster.isWorker) {
  // Constructing one installs prom-client's listener that answers the primary's collection
  // request; setRegistries alone names what to send but never replies (every scrape timed out).
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
  process.on('message', (message: Record<string, { reply?: number; text?: string }>) => {
    const payload = message && typeof message === 'object' ? message[KEY] : undefined;
    if (payload?.reply === undefined) return;
    waiting.get(payload.reply)?.(payload.text ?? '');
    waiting.delete(payload.reply);
  });
}

/** Cluster primary: answers workers' scrape requests with the metrics of all workers added up. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: Record<string, { request?: number }>) => {
    const payload = message && typeof message === 'object' ? message[KEY] : undefined;
    if (payload?.request === undefined) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ [KEY]: { reply: payload.request, text } }),
      (error: Error) => worker.send({ [KEY]: { reply: payload.request, text: `# error: ${error.message}\n` } }),
    );
  });
}

/** GET /metrics in the Prometheus text format, for holders of METRICS_TOKEN; absent without one. */
export function metricsRoutes(token: string | undefined): Router {
  const router = Router();
  router.get('/metrics', async (req, res, next) => {
    if (!token) return next();
    if (!tokenMatches(req.headers.authorization, token)) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      return void res.status(401).type('text/plain').send('Unauthorized');
    }
    try {
      const text = cluster.isWorker ? await collectFromPrimary() : await registry.metrics();
      res.setHeader('Cache-Control', 'no-store');
      res.type(registry.contentType).send(text);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
