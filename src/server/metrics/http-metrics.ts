import type { NextFunction, Request, Response } from 'express';
import { requestState } from '../../framework/server';
import type { CacheHit } from '../../framework/server/http';
import { httpDuration, httpRequests } from './registry';

/** Counts and times every response; pages label themselves with their route name (requestState). */
export function httpMetrics(req: Request, res: Response, next: NextFunction): void {
  const started = process.hrtime.bigint();
  const state = requestState(res);
  res.on('finish', () => {
    // originalUrl: by `finish`, a router mounted at /assets or /api has stripped its prefix from req.path.
    const path = req.originalUrl;
    const route = state.routeName ?? (path.startsWith('/assets/') ? 'assets' : path.startsWith('/api/') ? 'api' : 'other');
    const cache = (res.getHeader('x-cache') as string | undefined)?.toLowerCase() ?? 'none';
    httpRequests.inc({ route, method: req.method, status: `${Math.floor(res.statusCode / 100)}xx` });
    httpDuration.observe({ route, cache }, Number(process.hrtime.bigint() - started) / 1e9);
  });
  next();
}

/** Counts and times a page-cache hit: served before Express, so the middleware above never sees it (serve.ts). */
export function countCacheHit(hit: CacheHit): void {
  httpRequests.inc({ route: hit.routeName, method: hit.method, status: `${Math.floor(hit.statusCode / 100)}xx` });
  httpDuration.observe({ route: hit.routeName, cache: 'hit' }, hit.seconds);
}
