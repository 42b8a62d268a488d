import type { Response } from 'express';
import type { RouteInfo } from '../request/request-scope';
import { isLanguageRoot } from '../request/page-address';
import type { PageRequest } from '../request/page-request';
import { requestState } from '../request/request-state';
import type { PageCache } from './page-cache';

/**
 * A freshly rendered page leaves with its headers before its streamed sections are done, so
 * it cannot know yet whether one of them will fail. A CDN keeps it only briefly; its next
 * revalidation is answered from this server's cache, which holds complete pages only, with
 * the full lifetime above.
 */
const FRESH_RENDER_CACHE_CONTROL = 'public, max-age=0, s-maxage=5';
const FRESH_RENDER_CDN_CACHE_CONTROL = 'public, s-maxage=5, stale-while-revalidate=600';

/** What decides whether a freshly rendered page may be shared. */
export interface RenderToShare {
  readonly status: number;
  /** A 404 the page declared the same for everyone (a search's page past its last): shared as a 200 would be. */
  readonly sharedNotFound: boolean;
  readonly route: RouteInfo | undefined;
  readonly loggedIn: boolean;
  /** The answer to a form post: it shows one visitor's input. */
  readonly answersForm: boolean;
  /** A HEAD response has no body to keep: storing it would answer later GETs with an empty page. */
  readonly headOnly: boolean;
  /** Server components that failed while streaming: their page shows an error state, worth a retry, not a copy. */
  readonly failures: { readonly count: number; readonly databaseAway?: unknown };
}

/**
 * The one place a render enters the page cache. For a page anyone may share it sets the
 * shared caching headers and stores the body once it has been sent complete, and returns
 * true; for any other page it does nothing and returns false.
 */
export function shareRender(cache: PageCache | null, res: Response, page: PageRequest, render: RenderToShare): boolean {
  const { route } = render;
  const key = page.cacheKey;
  const status = render.status === 404 && render.sharedNotFound ? 404 : 200;
  if (!cache || !key || render.status !== status || render.loggedIn || route?.access !== 'open' || route.unshared || render.answersForm)
    return false;
  res.setHeader('Cache-Control', FRESH_RENDER_CACHE_CONTROL);
  res.setHeader('CDN-Cache-Control', FRESH_RENDER_CDN_CACHE_CONTROL);
  res.setHeader('X-Cache', 'MISS');
  if (isLanguageRoot(page.address)) res.vary('Cookie');
  if (render.headOnly) return true;
  const state = requestState(res);
  captureBody(res, (body) => {
    const failed = render.failures.count > 0 || state.renderFailed;
    if (res.statusCode !== status || res.hasHeader('set-cookie') || failed) return;
    cache.set(key, body, state.nonce, {
      status,
      contentType: String(res.getHeader('content-type') ?? 'text/html; charset=utf-8'),
      routeName: route.name,
      headers: replayableHeaders(res),
      renderStartedAt: page.arrivedAt,
      ...(state.wholePayload ? { payload: state.wholePayload() } : {}),
    });
  });
  return true;
}

/** Headers that belong to one response or are set by the hit itself; everything else is replayed. */
const NOT_REPLAYED = new Set([
  'content-length',
  'content-encoding',
  'content-type',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'vary',
  'cache-control',
  'cdn-cache-control',
  'x-cache',
  'server-timing',
  'set-cookie',
]);

/** The headers of a rendered response worth storing with its body. */
function replayableHeaders(res: Response): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || NOT_REPLAYED.has(name)) continue;
    kept[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return kept;
}

/**
 * Collects the uncompressed bytes a response writes (it is installed after the compression
 * middleware wrapped `write`/`end`) and hands them over once the response has finished.
 */
function captureBody(res: Response, done: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
    );
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
