/**
 * Posters for embedded gallery videos: YouTube's
 * fixed thumbnail address is checked, Vimeo's oEmbed JSON is read for thumbnail_url. The
 * lookup runs on the server with a short timeout and its answer is cached in memory —
 * successes for a day, failures only briefly — so a slow or unreachable provider costs at
 * most one short wait per video per minute and the page falls back to our own image.
 * The cache is bounded by `lru-cache`, least recently used first out, so the posters of a
 * gallery being viewed stay while one-off lookups go. The age check stays on each entry's
 * own expiry: an in-flight lookup and its answer carry different lifetimes, and the tests'
 * injected clocks start at 0, which lru-cache's TTL reads as "never stored".
 */
import { LRUCache } from 'lru-cache';
import { thumbnailLookupUrl, type VideoSource } from '../../shared/video-url';

export interface ThumbnailResolverOptions {
  readonly timeoutMs?: number;
  readonly successTtlMs?: number;
  readonly failureTtlMs?: number;
  readonly maxEntries?: number;
  readonly now?: () => number;
  readonly fetch?: typeof fetch;
  /** Where to ask; tests point this at a local server. */
  readonly lookupUrl?: (video: VideoSource) => string | null;
}

export interface ThumbnailResolver {
  /** The provider's thumbnail URL, or `fallback` when there is none or the provider fails. */
  resolve(video: VideoSource, fallback: string): Promise<string>;
  clear(): void;
}

interface Entry {
  readonly expires: number;
  /** null = the provider failed; the caller's fallback is used. */
  readonly value: Promise<string | null>;
}

const VIMEO_THUMBNAIL_HOSTS = new Set(['i.vimeocdn.com']);

export const THUMBNAIL_TIMEOUT_MS = 1500;

export function createThumbnailResolver(options: ThumbnailResolverOptions = {}): ThumbnailResolver {
  const {
    timeoutMs = THUMBNAIL_TIMEOUT_MS,
    successTtlMs = 24 * 60 * 60 * 1000,
    failureTtlMs = 60 * 1000,
    maxEntries = 1000,
    now = Date.now,
    fetch: fetchFn = globalThis.fetch,
    lookupUrl = thumbnailLookupUrl,
  } = options;
  const cache = new LRUCache<string, Entry>({ max: maxEntries });

  async function lookup(video: VideoSource, url: string): Promise<string | null> {
    try {
      const response = await fetchFn(url, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: video.kind === 'vimeo' ? 'application/json' : 'image/*' },
        redirect: 'follow',
      });
      if (!response.ok) {
        await response.body?.cancel();
        return null;
      }
      if (video.kind === 'youtube') {
        await response.body?.cancel();
        return (response.headers.get('content-type') ?? '').startsWith('image/') ? url : null;
      }
      const data = (await response.json()) as { thumbnail_url?: unknown };
      return safeVimeoThumbnail(data.thumbnail_url);
    } catch {
      // Timeout, DNS failure, refused connection, bad JSON: all mean "use the fallback".
      return null;
    }
  }

  return {
    async resolve(video, fallback) {
      const url = lookupUrl(video);
      if (!url) return fallback;
      const at = now();
      const cached = cache.get(url);
      if (cached && cached.expires > at) return (await cached.value) ?? fallback;
      const value = lookup(video, url);
      // Cached while in flight too, so concurrent renders share one request.
      cache.set(url, { expires: at + timeoutMs + 1000, value });
      const result = await value;
      cache.set(url, { expires: now() + (result === null ? failureTtlMs : successTtlMs), value: Promise.resolve(result) });
      return result ?? fallback;
    },
    clear() {
      cache.clear();
    },
  };
}

function safeVimeoThumbnail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && VIMEO_THUMBNAIL_HOSTS.has(url.hostname) ? url.href : null;
  } catch {
    return null;
  }
}

/** The process-wide resolver used by pages. */
export const videoThumbnails: ThumbnailResolver = createThumbnailResolver();
