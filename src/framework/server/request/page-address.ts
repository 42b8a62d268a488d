import type { IncomingMessage } from 'node:http';
import { parse as parseCookie } from 'cookie';
import { pagePathOfFlightUrl } from '../../shared/flight-payload';
import type { PageCookies } from './page-cookies';
import { remembered } from './remembered';

export interface PageAddress {
  /** Full path as requested, with locale prefix (`/id/blog`), without `.rsc`. */
  readonly pathname: string;
  readonly search: string;
  /** A `<path>.rsc` request: the page's flight payload, for client navigation. */
  readonly flight: boolean;
}

/** A `.` or `..` segment, written out or percent-encoded; URL parsers take `\` for `/`. */
const DOT_SEGMENT = /(^|[/\\])(\.|%2e){1,2}([/\\]|$)/i;
/** A path no route has: such an address is a 404, not the page its dots would lead to. */
const NO_PAGE = '/.no-page';

export function addressOf(req: IncomingMessage): PageAddress {
  const target = ('originalUrl' in req && typeof req.originalUrl === 'string' ? req.originalUrl : req.url) ?? '/';
  return addressOfTarget(target);
}

/** Parsing the target as a URL was the largest part of a cache hit's own work; the popular addresses come again and again. */
const addressOfTarget = remembered((target: string): PageAddress => {
  // HTTP/1.1 allows the absolute form (`GET http://host/about`): its path is what counts.
  const raw = /^https?:\/\//i.test(target) ? target.replace(/^https?:\/\/[^/?#]*/i, '') || '/' : target;
  // Read as a path, never as a URL relative to a base: `//about` would name the host "about"
  // (path `/`), and `/blog/%2e%2e` would resolve to `/`, each serving the home page.
  const url = new URL(`http://internal${raw.startsWith('/') ? '' : '/'}${raw}`);
  if (DOT_SEGMENT.test(raw.split('?', 1)[0] ?? '')) url.pathname = NO_PAGE;
  const page = pagePathOfFlightUrl(url.pathname);
  return Object.freeze({ pathname: page ?? url.pathname, search: url.search, flight: page !== null });
});

/** `/` (as a page, not a payload): its answer depends on the language cookie. */
export function isLanguageRoot(address: PageAddress): boolean {
  return !address.flight && address.pathname === '/';
}

/** Only a visit to `/` follows the remembered language (the product's language cookie). */
export function followsLanguageCookie(req: IncomingMessage, address: PageAddress, language: PageCookies['language']): boolean {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !isLanguageRoot(address)) return false;
  const value = parseCookie(req.headers.cookie ?? '')[language.name];
  return value !== undefined && language.redirectingValues.includes(value);
}
