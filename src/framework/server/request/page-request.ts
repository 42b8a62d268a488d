import type { IncomingMessage } from 'node:http';
import { isbot } from 'isbot';
import { cacheKeyOf, sessionCookieOf } from '../page-cache/cache-key';
import { addressOf, type PageAddress } from './page-address';

/** What a request for a page is, worked out once when it arrives (before the page cache and Express). */
export interface PageRequest {
  readonly address: PageAddress;
  /** Crawlers get complete HTML (every Suspense boundary resolved, nothing behind a script). */
  readonly completeHtml: boolean;
  /** Its key in the page cache, or null when its response may not be shared. */
  readonly cacheKey: string | null;
  /** The session cookie's value: a live session makes the response personal (see live-session.ts). */
  readonly sessionCookie: string | undefined;
  /** `Date.now()` on arrival, before any data is read: a render begun before the cache was emptied is not stored. */
  readonly arrivedAt: number;
}

export function describePageRequest(req: IncomingMessage, caching: boolean): PageRequest {
  const address = addressOf(req);
  const completeHtml = !address.flight && isbot(req.headers['user-agent']);
  const sessionCookie = sessionCookieOf(req.headers);
  return { address, completeHtml, cacheKey: caching ? cacheKeyOf(req, address, completeHtml) : null, sessionCookie, arrivedAt: Date.now() };
}
