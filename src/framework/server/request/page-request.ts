import type { IncomingMessage } from 'node:http';
import { isbot } from 'isbot';
import { cacheKeyOf, sessionCookieOf } from '../page-cache/cache-key';
import { addressOf, type PageAddress } from './page-address';
import type { PageCookies } from './page-cookies';

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

/**
 * isbot's pattern is long and runs on every request, a cache hit's too; the same few browsers
 * ask again and again. Forgotten all at once when full, so odd user agents cannot grow it.
 */
const botVerdicts = new Map<string, boolean>();
const REMEMBERED_USER_AGENTS = 1000;

function isBot(userAgent: string | undefined): boolean {
  if (!userAgent) return isbot(userAgent);
  let verdict = botVerdicts.get(userAgent);
  if (verdict === undefined) {
    if (botVerdicts.size >= REMEMBERED_USER_AGENTS) botVerdicts.clear();
    verdict = isbot(userAgent);
    botVerdicts.set(userAgent, verdict);
  }
  return verdict;
}

/** `caching`: whether this response may be shared at all (the product's page cache is on and the request allows it). */
export function describePageRequest(req: IncomingMessage, caching: boolean, cookies: PageCookies): PageRequest {
  const address = addressOf(req);
  const completeHtml = !address.flight && isBot(req.headers['user-agent']);
  const sessionCookie = sessionCookieOf(req.headers, cookies);
  const cacheKey = caching ? cacheKeyOf(req, address, completeHtml, cookies) : null;
  return { address, completeHtml, cacheKey, sessionCookie, arrivedAt: Date.now() };
}
