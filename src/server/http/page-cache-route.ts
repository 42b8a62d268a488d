import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Request } from 'express';
import { parse as parseCookie } from 'cookie';
import { isbot } from 'isbot';
import { pagePathOfFlightUrl } from '../../shared/flight-payload';
import { inlineFlightOf } from '../../shared/script-escape';
import { FLIGHT_CONTENT_TYPE, FLIGHT_HEADERS } from '../render/send-page';
import { LOCALE_COOKIE } from '../../shared/locales';
import { logError } from '../log';
import { httpDuration, httpRequests } from '../metrics/registry';
import type { PageAddress } from './request-context';
import { encodedBody, etagMatches, isAnonymous, pickEncoding, PUBLIC_CACHE_CONTROL, PUBLIC_CDN_CACHE_CONTROL, type CachedPage, type PageCache } from './page-cache';

/** A `.` or `..` segment, written out or percent-encoded; URL parsers take `\` for `/`. */
const DOT_SEGMENT = /(^|[\/\\])(\.|%2e){1,2}([\/\\]|$)/i;
/** A path no route has: such an address is a 404, not the page its dots would lead to. */
const NO_PAGE = '/.no-page';

export function addressOf(req: IncomingMessage | Request): PageAddress {
  const target = ('originalUrl' in req ? req.originalUrl : req.url) ?? '/';
  // HTTP/1.1 allows the absolute form (`GET http://host/about`): its path is what counts.
  const raw = /^https?:\/\//i.test(target) ? target.replace(/^https?:\/\/[^/?#]*/i, '') || '/' : target;
  // Read as a path, never as a URL relative to a base: `//about` would name the host "about"
  // (path `/`), and `/blog/%2e%2e` would resolve to `/`, each serving the home page.
  const url = new URL(`http://internal${raw.startsWith('/') ? '' : '/'}${raw}`);
  if (DOT_SEGMENT.test(raw.split('?', 1)[0] ?? '')) url.pathname = NO_PAGE;
  const page = pagePathOfFlightUrl(url.pathname);
  return { pathname: page ?? url.pathname, search: url.search, flight: page !== null };
}

/** Crawlers get complete HTML (every Suspense boundary resolved, nothing hidden behind a script). */
export function wantsCompleteHtml(req: IncomingMessage, address: PageAddress): boolean {
  return !address.flight && isbot(req.headers['user-agent']);
}

/** Spec §9: a visit to `/` follows the remembered language, so it is never answered from the cache. */
export function followsLanguageCookie(req: IncomingMessage, address: PageAddress): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && isLanguageRoot(address) && parseCookie(req.headers.cookie ?? '')[LOCALE_COOKIE] === 'id-ID';
}

/** `/` (as a page, not a payload): its answer depends on the language cookie. */
export function isLanguageRoot(address: PageAddress): boolean {
  return !address.flight && address.pathname === '/';
}

/** The Vary of a shareable response: `/` also varies on the cookie, so a CDN keeps the redirect. */
export function varyOf(address: PageAddress): string {
  return isLanguageRoot(address) ? 'Accept-Encoding, Cookie' : 'Accept-Encoding';
}

type StoredForm = 'rsc' | 'html' | 'html-complete';

function keyOf(form: StoredForm, address: PageAddress): string {
  return `${form} ${address.pathname}${address.search}`;
}

/** The cache key of a request that may share a response, or null when it may not. */
export function pageCacheKey(req: IncomingMessage, address: PageAddress, completeHtml: boolean): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (!isAnonymous(req.headers) || followsLanguageCookie(req, address)) return null;
  return keyOf(address.flight ? 'rsc' : completeHtml ? 'html-complete' : 'html', address);
}

/**
 * Answers a request from the page cache before it reaches Express: a hit costs less than
 * Express's own request set-up and middleware, so it is served from the bare Node request.
 * Returns false (having written nothing) when the request is not a hit.
 */
export function answerFromCache(cache: PageCache, req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const address = addressOf(req);
  const key = pageCacheKey(req, address, wantsCompleteHtml(req, address));
  const entry = key ? (cache.get(key) ?? (address.flight ? payloadOfStoredPage(cache, address) : undefined)) : undefined;
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
 * A page's `.rsc` taken from its stored HTML, which carries the whole payload inline: a client
 * navigation to a page rendered before needs no second render. Kept like a rendered payload,
 * with the page's age, so it goes when the page would have.
 */
function payloadOfStoredPage(cache: PageCache, address: PageAddress): CachedPage | undefined {
  const page = cache.peek(keyOf('html', address)) ?? cache.peek(keyOf('html-complete', address));
  if (!page) return undefined;
  const payload = inlineFlightOf(page.body.toString('utf8'), page.nonce);
  if (payload === null) return undefined;
  return (
    cache.set(keyOf('rsc', address), Buffer.from(payload, 'utf8'), page.nonce, {
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

/** What every hit of an entry sends: the stored response's own headers plus the cache's. */
function hitHeaders(entry: CachedPage, vary: string): OutgoingHttpHeaders {
  // Security headers and the CSP naming the page's own nonce come from the stored response.
  return { ...entry.headers, ...notModifiedHeaders(entry, vary), 'server-timing': 'cache;desc="hit"' };
}

async function sendCached(req: IncomingMessage, res: ServerResponse, entry: CachedPage, vary: string): Promise<void> {
  if (etagMatches(req.headers, entry.etag)) return void res.writeHead(304, notModifiedHeaders(entry, vary)).end();
  const headers = hitHeaders(entry, vary);
  const encoding = pickEncoding(req.headers['accept-encoding'], entry.size);
  const body = encoding ? await encodedBody(entry, encoding) : entry.body;
  headers['content-type'] = entry.contentType;
  headers['content-length'] = body.length;
  if (encoding) headers['content-encoding'] = encoding;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}
