import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { FLIGHT_CONTENT_TYPE, FLIGHT_HEADERS } from '../render/send-page';
import { logError } from '../log';
import type { PageAddress } from '../request/page-address';
import type { PageRequest } from '../request/page-request';
import { newNonce } from '../request/nonce';
import { keyOf, varyOf } from './cache-key';
import {
  bodyWithNonce,
  encodedBody,
  encodedBodyNow,
  etagMatches,
  pickEncoding,
  PUBLIC_CACHE_CONTROL,
  PUBLIC_CDN_CACHE_CONTROL,
  type CachedEncoding,
  type CachedPage,
  type PageCache,
} from './page-cache';

/** A hit once its response has been handed to the socket: what the product counts (its metrics never see the request otherwise). */
export interface CacheHit {
  readonly routeName: string;
  readonly method: string;
  readonly statusCode: number;
  readonly seconds: number;
}

/**
 * Answers a request from the page cache before it reaches Express: a hit costs less than
 * Express's own request set-up and middleware, so it is served from the bare Node request.
 * Returns false (having written nothing) when the request is not a hit; `onHit` hears of each
 * hit once its response is written (at once in the usual case; a 'finish' listener per hit
 * cost more than the rest of the hit's bookkeeping).
 */
export function answerFromCache(
  cache: PageCache,
  page: PageRequest,
  req: IncomingMessage,
  res: ServerResponse,
  onHit: (hit: CacheHit) => void,
): boolean {
  const { address, cacheKey } = page;
  const entry = cacheKey ? (cache.get(cacheKey) ?? (address.flight ? payloadOfStoredPage(cache, address) : undefined)) : undefined;
  if (!entry) return false;
  const started = performance.now();
  const written = () => {
    const seconds = (performance.now() - started) / 1000;
    onHit({ routeName: entry.routeName, method: req.method ?? 'GET', statusCode: res.statusCode, seconds });
  };
  const failed = (error: unknown) => {
    logError('cached page failed', error, { path: address.pathname });
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end();
    written();
  };
  try {
    const later = sendCached(req, res, entry, varyOf(address));
    if (later) later.then(written, failed);
    else written();
  } catch (error) {
    failed(error);
  }
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
      status: page.status,
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
  const headers = { 'cache-control': PUBLIC_CACHE_CONTROL, 'cdn-cache-control': PUBLIC_CDN_CACHE_CONTROL, vary, 'x-cache': 'HIT' };
  // A 404 has no representation to validate (RFC 9110 13.2.1): it is sent whole, as when rendered.
  return entry.status === 200 ? { ...headers, etag: entry.etag } : headers;
}

/**
 * What every hit of an entry sends, as Node's flat header list: the stored response's own
 * headers and the cache's, worked out on the entry's first hit. Only the CSP (this hit's
 * nonce), the length and the encoding are added per hit.
 */
interface HitHead {
  readonly vary: string;
  readonly headers: readonly (string | number)[];
  /** The CSP split at the nonce it was stored with (one part when it names none). */
  readonly policy: readonly string[] | null;
}

const hitHeads = new WeakMap<CachedPage, HitHead>();

function hitHeadOf(entry: CachedPage, vary: string): HitHead {
  const known = hitHeads.get(entry);
  if (known?.vary === vary) return known;
  const merged: Record<string, string> = {
    ...entry.headers,
    ...(notModifiedHeaders(entry, vary) as Record<string, string>),
    'server-timing': 'cache;desc="hit"',
    'content-type': entry.contentType,
  };
  const policy = merged['content-security-policy'];
  delete merged['content-security-policy'];
  const head: HitHead = {
    vary,
    headers: Object.entries(merged).flat(),
    policy: policy === undefined ? null : entry.nonce ? policy.split(`'nonce-${entry.nonce}'`) : [policy],
  };
  hitHeads.set(entry, head);
  return head;
}

function hitHeaders(head: HitHead, nonce: string, body: Buffer, encoding: CachedEncoding | null): (string | number)[] {
  const headers = [...head.headers, 'content-length', body.length];
  if (head.policy) headers.push('content-security-policy', head.policy.join(`'nonce-${nonce}'`));
  if (encoding) headers.push('content-encoding', encoding);
  return headers;
}

/** Answers a hit: at once when the body needs no compressing now (the usual case), else once it is compressed. */
function sendCached(req: IncomingMessage, res: ServerResponse, entry: CachedPage, vary: string): Promise<void> | void {
  if (entry.status === 200 && etagMatches(req.headers, entry.etag)) return void res.writeHead(304, notModifiedHeaders(entry, vary)).end();
  // A nonce of its own for every response: one replayed to everyone would protect no one.
  const nonce = newNonce();
  const encoding = pickEncoding(req.headers['accept-encoding'], entry.size);
  const body = encoding ? encodedBodyNow(entry, encoding, nonce) : bodyWithNonce(entry, nonce);
  if (body) return send(req, res, entry.status, hitHeadOf(entry, vary), nonce, body, encoding);
  return encodedBody(entry, encoding!, nonce).then((later) => send(req, res, entry.status, hitHeadOf(entry, vary), nonce, later, encoding));
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  head: HitHead,
  nonce: string,
  body: Buffer,
  encoding: CachedEncoding | null,
): void {
  res.writeHead(status, hitHeaders(head, nonce, body, encoding));
  res.end(req.method === 'HEAD' ? undefined : body);
}
