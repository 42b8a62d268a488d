import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { parse as parseCookie } from 'cookie';
import { followsLanguageCookie, isLanguageRoot, type PageAddress } from '../request/page-address';
import type { PageCookies } from '../request/page-cookies';

/** The three forms a page is stored in: its payload, its HTML, and the complete HTML crawlers get. */
export type StoredForm = 'rsc' | 'html' | 'html-complete';

export function keyOf(form: StoredForm, address: PageAddress): string {
  return `${form} ${address.pathname}${address.search}`;
}

/**
 * The cache key of a request that may share a response, or null when it may not. A session
 * cookie alone does not decide: only one that opens to a live session makes the visitor
 * signed in (serve.ts checks it before looking the key up), so a made-up cookie cannot switch
 * the cache off.
 */
export function cacheKeyOf(req: IncomingMessage, address: PageAddress, completeHtml: boolean, cookies: PageCookies): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (req.headers.authorization || followsLanguageCookie(req, address, cookies.language)) return null;
  return keyOf(address.flight ? 'rsc' : completeHtml ? 'html-complete' : 'html', address);
}

/** The session cookie's sealed value, if the request carries one. */
export function sessionCookieOf(headers: IncomingHttpHeaders, cookies: PageCookies): string | undefined {
  return headers.cookie ? parseCookie(headers.cookie)[cookies.session] : undefined;
}

/** The Vary of a shareable response: `/` also varies on the cookie, so a CDN keeps the redirect. */
export function varyOf(address: PageAddress): string {
  return isLanguageRoot(address) ? 'Accept-Encoding, Cookie' : 'Accept-Encoding';
}
