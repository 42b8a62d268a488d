import type { IncomingMessage } from 'node:http';
import { isbot } from 'isbot';
import { cacheKeyOf, sessionCookieOf } from '../page-cache/cache-key';
import { addressOf, type PageAddress } from './page-address';
import type { PageCookies } from './page-cookies';
import { remembered } from './remembered';

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

/** isbot's pattern is long and runs on every request, a cache hit's too; the same few browsers ask again and again. */
const isBotAgent = remembered((userAgent) => isbot(userAgent));

function isBot(userAgent: string | undefined): boolean {
  return userAgent ? isBotAgent(userAgent) : isbot(userAgent);
}

/** `caching`: whether this response may be shared at all (the product's page cache is on and the request allows it). */
export function describePageRequest(req: IncomingMessage, caching: boolean, cookies: PageCookies): PageRequest {
  const address = addressOf(req);
  const completeHtml = !address.flight && isBot(req.headers['user-agent']);
  const sessionCookie = sessionCookieOf(req.headers, cookies);
  const cacheKey = caching ? cacheKeyOf(req, address, completeHtml, cookies) : null;
  return { address, completeHtml, cacheKey, sessionCookie, arrivedAt: Date.now() };
}
