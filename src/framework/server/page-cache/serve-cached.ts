import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { FLIGHT_CONTENT_TYPE, FLIGHT_HEADERS } from '../render/send-page';
import { logError } from '../log';
import { httpDuration, httpRequests } from '../../../server/metrics/registry';
import type { PageAddress } from '../request/page-address';
import type { PageRequest } from '../request/page-request';
import { newNonce } from '../request/nonce';
import { keyOf, varyOf } from './cache-key';
import {
  bodyWithNonce,
  encodedBody,
  etagMatches,
  pickEncoding,
  PUBLIC_CACHE_CONTROL,
  PUBLIC_CDN_CACHE_CONTROL,
  type CachedPage,
  type PageCache,
} from './page-cache';

/**
 * Answers a request from the page cache before it reaches Express: a hit costs less than
 * Express's own request set-up and middleware, so it is served from the bare Node request.
 * Returns false (having written nothing) when the request is not a hit.
 */
export function answerFromCache(cache: PageCache, page: PageRequest, req: IncomingMessage, res: ServerResponse): boolean {
  const { address, cacheKey } = page;
  const entry = cacheKey ? (cache.get(cacheKey) ?? (address.flight ? payloadOfStoredPage(cache, address) : undefined)) : undefined;
  if (!entry) return false;
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    httpRequests.inc({ route: entry.routeName, method: req.method, status: `${Math.floor(res.statusCode / 100)}xx` });
    httpDuration.observe({ route: entry.routeName, cache: 'hit' }, Number(process.hrtime.bigint() - started) / 1e9);
  });
  sendCached(req, res, entry, varyOf(address)).catch((error: unknown) => {
    logError('cached page failed', error, { path: address.pathname });
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end();
  });
  return true;
}

/**
 * A page's `.rsc` taken from its stored HTML's entry, which keeps the whole payload beside it:
 * a client navigation to a page rendered before needs no second render. Kept like a rendered
 * payload, with the page's age, so it goes when the page would have.
 */
function payloadOfStoredPage(cache: PageCache, address: PageAddress): CachedPage | undefined {
  const page = cache.peek(keyOf('html', address)) ?? cache.peek(keyOf('html-complete', address));
  if (!page?.payload) return undefined;
  return (
    cache.set(keyOf('rsc', address), page.payload, page.nonce, {
      contentType: FLIGHT_CONTENT_TYPE,
      routeName: page.routeName,
      headers: { ...page.headers, ...FLIGHT_HEADERS },
      storedAt: page.storedAt,
    }) ?? undefined
  );
}

/**
 * The cache's own headers, all a 304 carries. Browsers merge a 304's headers into the copy
 * they hold, and that copy may come from another worker's render (the ETag leaves the nonce
 * out): a Content-Security-Policy naming this entry's nonce would block every script of it.
 */
function notModifiedHeaders(entry: CachedPage, vary: string): OutgoingHttpHeaders {
  return { 'cache-control': PUBLIC_CACHE_CONTROL, 'cdn-cache-control': PUBLIC_CDN_CACHE_CONTROL, etag: entry.etag, vary, 'x-cache': 'HIT' };
}

/** What every hit of an entry sends: the stored response's own headers, with this hit's nonce in its CSP, plus the cache's. */
function hitHeaders(entry: CachedPage, vary: string, nonce: string): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = { ...entry.headers, ...notModifiedHeaders(entry, vary), 'server-timing': 'cache;desc="hit"' };
  const policy = entry.headers['content-security-policy'];
  if (policy && entry.nonce) headers['content-security-policy'] = policy.replaceAll(`'nonce-${entry.nonce}'`, `'nonce-${nonce}'`);
  return headers;
}

async function sendCached(req: IncomingMessage, res: ServerResponse, entry: CachedPage, vary: string): Promise<void> {
  if (etagMatches(req.headers, entry.etag)) return void res.writeHead(304, notModifiedHeaders(entry, vary)).end();
  // A nonce of its own for every response: one replayed to everyone would protect no one.
  const nonce = newNonce();
  const headers = hitHeaders(entry, vary, nonce);
  const encoding = pickEncoding(req.headers['accept-encoding'], entry.size);
  const body = encoding ? await encodedBody(entry, encoding, nonce) : bodyWithNonce(entry, nonce);
  headers['content-type'] = entry.contentType;
  headers['content-length'] = body.length;
  if (encoding) headers['content-encoding'] = encoding;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}
