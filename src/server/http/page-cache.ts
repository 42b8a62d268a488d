import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { parse as parseCookie } from 'cookie';
import type { Response } from 'express';
import { SESSION_COOKIE } from './session';

/**
 * Anonymous page responses (HTML and flight payloads) kept in memory by URL. Every response
 * still gets its own CSP nonce: the stored body is split where the nonce stood, and the
 * pieces are joined with the new one, so caching never weakens the script policy.
 */
export interface CachedPage {
  readonly storedAt: number;
  readonly contentType: string;
  readonly parts: readonly Buffer[];
  readonly etag: string;
  readonly size: number;
}

export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

export interface PageCacheOptions {
  readonly maxEntries?: number;
  readonly maxBytes?: number;
  /** Even unchanged pages are re-rendered after this long ("posted 2 hours ago" moves on). */
  readonly maxAgeMs?: number;
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly maxAgeMs: number;
  hits = 0;
  misses = 0;

  constructor(options: PageCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 2000;
    this.maxBytes = options.maxBytes ?? 128 * 1024 * 1024;
    this.maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry || Date.now() - entry.storedAt > this.maxAgeMs) {
      if (entry) this.delete(key);
      this.misses += 1;
      return undefined;
    }
    // Re-insert: Map order doubles as least-recently-used order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.hits += 1;
    return entry;
  }

  set(key: string, body: Buffer, nonce: string, contentType: string): CachedPage {
    const parts = splitOn(body, Buffer.from(nonce));
    const etag = `W/"${crypto.createHash('sha1').update(Buffer.concat(parts.flatMap((part) => [part, Buffer.from('\0')]))).digest('base64url')}"`;
    const entry: CachedPage = { storedAt: Date.now(), contentType, parts, etag, size: body.length };
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.size;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
    return entry;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}

function splitOn(body: Buffer, needle: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(needle, start); at !== -1; at = body.indexOf(needle, start)) {
    parts.push(body.subarray(start, at));
    start = at + needle.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

/** The body of a cached page with this response's nonce in every place the old one stood. */
export function renderCached(entry: CachedPage, nonce: string): Buffer {
  if (entry.parts.length === 1) return entry.parts[0]!;
  const glue = Buffer.from(nonce);
  return Buffer.concat(entry.parts.flatMap((part, index) => (index === 0 ? [part] : [glue, part])));
}

/** Only visitors without a session (and API clients without a token) may share responses. */
export function isAnonymous(headers: IncomingHttpHeaders): boolean {
  if (headers.authorization) return false;
  return !headers.cookie || parseCookie(headers.cookie)[SESSION_COOKIE] === undefined;
}

export function etagMatches(headers: IncomingHttpHeaders, etag: string): boolean {
  const header = headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}

/**
 * Collects the uncompressed bytes a response writes (it is installed after the compression
 * middleware wrapped `write`/`end`) and hands them over once the response has finished.
 */
export function captureBody(res: Response, done: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as Response['end'];
  res.on('finish', () => done(Buffer.concat(chunks)));
}
