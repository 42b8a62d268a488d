import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { cachedBrotli } from '../request/brotli-options';
import { remembered } from '../request/remembered';
import { compressTemplate, fillTemplate, joinWithNonce, splitAtNonce, type CompressedTemplate } from './nonce-template';

/**
 * Anonymous page responses (HTML and flight payloads) kept in memory by URL, served as the
 * stored bytes, compressed once per encoding.
 *
 * CSP nonce: every response, hit or not, carries a nonce of its own. A stored page keeps the
 * nonce it was rendered with only to find its places: the body is kept split there (`parts`),
 * and each hit puts a fresh nonce into those places and into its Content-Security-Policy. Its
 * compressed copies are templates made once (nonce-template.ts), so a hit still compresses
 * nothing: it copies the compressed bytes with the new nonce between them.
 *
 * The store is an `lru-cache`: it keeps the use order, the entry and byte bounds and the age
 * limit (each entry's age counted from its own `storedAt`, on Date.now()).
 */
export type CachedEncoding = 'br' | 'gzip';

export interface CachedPage {
  readonly storedAt: number;
  /** 200, or 404 for a not-found answer its page declared the same for everyone (no ETag, never a 304). */
  readonly status: number;
  readonly contentType: string;
  readonly body: Buffer;
  /** The nonce it was rendered with, and the body split at every occurrence of it. */
  readonly nonce: string;
  readonly parts: readonly Buffer[];
  readonly etag: string;
  readonly size: number;
  /** The route's metrics label, so a hit does not match routes again. */
  readonly routeName: string;
  /**
   * The rendered response's own headers (security headers, the CSP naming `nonce`, language),
   * replayed on every hit like any HTTP cache does (with the hit's own nonce in the CSP).
   */
  readonly headers: Readonly<Record<string, string>>;
  /** Compressed templates, made on the first hit that asks for each encoding (null: compress per hit). */
  readonly encoded: Map<CachedEncoding, Promise<CompressedTemplate | null>>;
  /** The same templates once made, so a hit fills one without waiting on a promise. */
  readonly ready: Map<CachedEncoding, CompressedTemplate>;
  /**
   * A page's whole flight payload, kept with its HTML: the copy inlined in the HTML leaves
   * frozen parts out, and a client navigation to the page needs them.
   */
  readonly payload?: Buffer;
}

export interface StoredPageMeta {
  /** 200 unless given. */
  readonly status?: number;
  readonly contentType: string;
  readonly routeName?: string;
  readonly headers?: Record<string, string>;
  /** Date.now() when the request that rendered the page began (before it read any data). */
  readonly renderStartedAt?: number;
  /** When the content was rendered, if earlier than now (a copy taken from a stored page ages with it). */
  readonly storedAt?: number;
  readonly payload?: Buffer;
}

/**
 * Browsers must ask again every time (max-age=0, no stale-while-revalidate): a guest's copy
 * kept in the browser would otherwise still be shown after logging in, on a typed URL or a
 * new tab. Shared caches keep the page briefly; the CDN alone may also serve it stale while
 * it revalidates, which CDN-Cache-Control (RFC 9213) tells CDNs and no browser reads.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
export const PUBLIC_CDN_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=600';

/** Below this, compression costs more than it saves (the compression middleware's default). */
const COMPRESS_THRESHOLD = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Limits are whole numbers above 0 (lru-cache refuses others). */
export interface PageCacheOptions {
  readonly maxEntries?: number;
  /** Bodies, payloads and compressed copies; a page larger than this alone is not stored. */
  readonly maxBytes?: number;
  /** Even unchanged pages are re-rendered after this long ("posted 2 hours ago" moves on). */
  readonly maxAgeMs?: number;
}

export class PageCache {
  private readonly entries: LRUCache<string, CachedPage>;
  /** When clear() last ran (Date.now()); renders begun before it are not stored. */
  private clearedAt = 0;
  private readonly purgeEveryMs: number;
  private nextPurgeAt = 0;

  constructor(options: PageCacheOptions = {}) {
    // Per process. Sized for the job pages readers actually return to: a few thousand pages of
    // 50–130 KB per worker. maxBytes counts what an entry holds: its body, its payload and the
    // compressed copies its hits made (recounted when one is made, see encodedBody).
    const maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
    // lru-cache drops an old page only when it is asked for or pushed out by the bounds, so
    // pages nobody asks for again (most job pages) would stay until the 256 MB were reached,
    // which at a few new pages a second takes far longer than their five minutes. Dropping them
    // every tenth of the age keeps what the last five minutes rendered, at most.
    this.purgeEveryMs = Math.max(1, maxAgeMs / 10);
    this.entries = new LRUCache<string, CachedPage>({
      max: options.maxEntries ?? 5000,
      maxSize: options.maxBytes ?? 256 * 1024 * 1024,
      sizeCalculation: weightOf,
      ttl: maxAgeMs,
      // Ages are counted from storedAt, a Date.now() (a copy of a stored page ages with it),
      // read afresh on every look-up rather than lru-cache's default 1 ms cached clock (and
      // through the global Date each time, so fake timers in tests reach it as before).
      perf: { now: () => Date.now() },
      ttlResolution: 0,
    });
  }

  /** The entry if it is there and fresh, now the most recently used (hits are counted by the metrics). An old one is dropped. */
  get(key: string): CachedPage | undefined {
    return this.entries.get(key);
  }

  /** The entry if it is there and fresh, leaving the use order alone. */
  peek(key: string): CachedPage | undefined {
    const entry = this.entries.peek(key);
    // lru-cache's peek() leaves an old entry in place (and in the byte count): drop it, as get() does.
    if (!entry) this.entries.delete(key);
    return entry;
  }

  /**
   * Stores a rendered page, unless its render began before the cache was last emptied: it
   * may have read data that the write behind that invalidation has since changed.
   */
  set(key: string, body: Buffer, nonce: string, meta: StoredPageMeta): CachedPage | null {
    if (meta.renderStartedAt !== undefined && meta.renderStartedAt <= this.clearedAt) return null;
    this.purgeOld();
    // The nonce is left out of the tag, so a re-render of unchanged content still answers 304.
    const etag = `W/"${crypto.createHash('sha1').update(body.toString('latin1').replaceAll(nonce, '')).digest('base64url')}"`;
    const entry: CachedPage = {
      storedAt: meta.storedAt ?? Date.now(),
      status: meta.status ?? 200,
      contentType: meta.contentType,
      body,
      nonce,
      parts: splitAtNonce(body, nonce),
      etag,
      size: body.length,
      routeName: meta.routeName ?? 'other',
      headers: meta.headers ?? {},
      encoded: new Map(),
      ready: new Map(),
      ...(meta.payload ? { payload: meta.payload } : {}),
    };
    // Most recently used; the least recently used go while either bound is passed.
    this.entries.set(key, entry, { start: entry.storedAt });
    recounts.set(entry, () => {
      // Taken out and stored again with its own age, unless it has gone meanwhile: lru-cache
      // weighs a value again only when another value replaces it, never the same one.
      if (this.entries.peek(key) !== entry) return;
      this.entries.delete(key);
      this.entries.set(key, entry, { start: entry.storedAt });
    });
    return entry;
  }

  clear(): void {
    this.entries.clear();
    this.clearedAt = Date.now();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes held by the stored pages as the bounds count them (bodies, payloads, compressed copies). */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  /** Drops the pages past their age, at most once every `purgeEveryMs`: a pass looks at every entry. */
  private purgeOld(): void {
    const now = Date.now();
    if (now < this.nextPurgeAt) return;
    this.nextPurgeAt = now + this.purgeEveryMs;
    this.entries.purgeStale();
  }
}

/** Each stored entry's way to have its weight counted again, once a compressed copy was added to it. */
const recounts = new WeakMap<CachedPage, () => void>();

/** Bytes an entry counts for; at least 1, as lru-cache takes no empty sizes. */
function weightOf(entry: CachedPage): number {
  let compressed = 0;
  for (const template of entry.ready.values()) compressed += template.layout.length;
  return Math.max(1, entry.size + (entry.payload?.length ?? 0) + compressed);
}

/**
 * The encoding to send a cached body in: brotli when the client takes it, else gzip, else
 * none. Quality values of 0 refuse an encoding; anything finer is not worth a negotiator here.
 */
export function pickEncoding(acceptEncoding: string | undefined, size: number): CachedEncoding | null {
  if (!acceptEncoding || size < COMPRESS_THRESHOLD) return null;
  return encodingFor(acceptEncoding);
}

/** Browsers send one of a handful of Accept-Encoding values: each is read once. */
const encodingFor = remembered((acceptEncoding): CachedEncoding | null => {
  let br = false;
  let gz = false;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (refused) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === '*') gz = true;
  }
  return br ? 'br' : gz ? 'gzip' : null;
});

/** The entry's body with `nonce` in its places, uncompressed. */
export function bodyWithNonce(entry: CachedPage, nonce: string): Buffer {
  return joinWithNonce(entry.parts, nonce);
}

/**
 * The entry's body with `nonce` in its places, in `encoding`: filled into the template made on
 * first use (off the event loop) and kept; compressed on its own if no template could be made.
 */
export async function encodedBody(entry: CachedPage, encoding: CachedEncoding, nonce: string): Promise<Buffer> {
  let pending = entry.encoded.get(encoding);
  if (!pending) {
    pending = compressTemplate(entry.parts, Buffer.byteLength(entry.nonce), encoding);
    entry.encoded.set(encoding, pending);
    pending.then(
      (template) => {
        if (!template) return;
        entry.ready.set(encoding, template);
        recounts.get(entry)?.();
      },
      // A failed compression is retried by the next hit instead of being remembered.
      () => entry.encoded.delete(encoding),
    );
  }
  const template = await pending;
  if (template) return fillTemplate(template, entry.parts, nonce);
  const body = bodyWithNonce(entry, nonce);
  return encoding === 'br' ? brotli(body, cachedBrotli(body.length)) : gzip(body, { level: 6 });
}

/** The entry's body with `nonce` in its places in `encoding`, if its template is made: no promise, no wait. */
export function encodedBodyNow(entry: CachedPage, encoding: CachedEncoding, nonce: string): Buffer | undefined {
  const template = entry.ready.get(encoding);
  return template && fillTemplate(template, entry.parts, nonce);
}

export function etagMatches(headers: IncomingHttpHeaders, etag: string): boolean {
  const header = headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}
