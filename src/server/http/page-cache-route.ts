import type { NextFunction, Request, Response } from 'express';
import { parse as parseCookie } from 'cookie';
import { isbot } from 'isbot';
import { pagePathOfFlightUrl } from '../../shared/flight-payload';
import { LOCALE_COOKIE } from '../../shared/locales';
import type { PageAddress } from './request-context';
import { encodedBody, etagMatches, isAnonymous, pickEncoding, PUBLIC_CACHE_CONTROL, type CachedPage, type PageCache } from './page-cache';

export function addressOf(req: Request): PageAddress {
  const url = new URL(req.originalUrl, 'http://internal');
  const page = pagePathOfFlightUrl(url.pathname);
  return { pathname: page ?? url.pathname, search: url.search, flight: page !== null };
}

/** Crawlers get complete HTML (every Suspense boundary resolved, nothing hidden behind a script). */
export function wantsCompleteHtml(req: Request, address: PageAddress): boolean {
  return !address.flight && isbot(req.headers['user-agent']);
}

/** Spec §9: a visit to `/` follows the remembered language, so it is never answered from the cache. */
export function followsLanguageCookie(req: Request, address: PageAddress): boolean {
  return req.method === 'GET' && !address.flight && address.pathname === '/' && parseCookie(req.headers.cookie ?? '')[LOCALE_COOKIE] === 'id-ID';
}

/** The cache key of a request that may share a response, or null when it may not. */
export function pageCacheKey(req: Request, address: PageAddress, completeHtml: boolean): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (!isAnonymous(req.headers) || followsLanguageCookie(req, address)) return null;
  return `${address.flight ? 'rsc' : completeHtml ? 'html-complete' : 'html'} ${address.pathname}${address.search}`;
}

/**
 * Answers cache hits first, before the security-header, static-file and router middleware,
 * which together cost more than the hit itself (the stored response carries its headers);
 * anything else goes on to the page handler, which renders and stores.
 */
export function servePageCache(cache: PageCache) {
  return function pageCacheHit(req: Request, res: Response, next: NextFunction): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const address = addressOf(req);
    const key = pageCacheKey(req, address, wantsCompleteHtml(req, address));
    const entry = key ? cache.get(key) : undefined;
    if (!entry) return next();
    sendCached(req, res, entry).catch(next);
  };
}

async function sendCached(req: Request, res: Response, entry: CachedPage): Promise<void> {
  res.locals.routeName = entry.routeName;
  // Security headers and the CSP naming the page's own nonce come from the stored response.
  for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
  res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
  res.setHeader('ETag', entry.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('X-Cache', 'HIT');
  res.setHeader('Server-Timing', 'cache;desc="hit"');
  if (etagMatches(req.headers, entry.etag)) return void res.status(304).end();
  res.status(200).setHeader('Content-Type', entry.contentType);
  const encoding = pickEncoding(req.headers['accept-encoding'], entry.size);
  const body = encoding ? await encodedBody(entry, encoding) : entry.body;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  if (req.method === 'HEAD') return void res.end();
  res.end(body);
}
