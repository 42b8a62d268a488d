import { AsyncLocalStorage } from 'node:async_hooks';

export interface CookieToSet {
  readonly name: string;
  readonly value: string;
  readonly options: { maxAge?: number; httpOnly?: boolean; sameSite?: 'lax' | 'strict'; secure?: boolean; path?: string };
}

export interface RequestTiming {
  db: number;
  queries: number;
  /** Set by a page that searched: the search's time and what answered it (Server-Timing). */
  search?: { ms: number; source: 'memory' | 'sql' };
}

/** What the framework reads of a matched route (the product's route table may say more). */
export interface RouteInfo {
  readonly name: string;
  readonly layout?: string;
  readonly noindex?: boolean;
  /** 'open': anyone may see the page, so its render may be shared through the page cache. */
  readonly access?: string;
  /** Open, yet never shared (a page that differs per visitor without a session). */
  readonly unshared?: boolean;
}

/**
 * What the framework needs of the request being served. The product's request context extends
 * it with what its pages use (language, visitor, translations) and builds it per request.
 */
export interface RenderRequest {
  /** Locale-free path of the page (`/explore-jobs`), for logs. */
  readonly path: string;
  readonly match: { readonly route: RouteInfo; readonly params: Readonly<Record<string, string | undefined>> } | null;
  /** A signed-in visitor's page is personal: never shared, never stored by a CDN. */
  readonly loggedIn: boolean;
  /** Server functions queue cookies here; the page layer writes them before the response starts. */
  readonly cookiesToSet: CookieToSet[];
  /** Time spent waiting on the database for this request (Server-Timing). */
  readonly timing: RequestTiming;
  /**
   * Server components that failed while streaming (their boundary shows an error): such a page is
   * never cached. `databaseAway` keeps a failure that was the database being unreachable, so a
   * shell that failed for it is answered 503 with Retry-After like a failed preparation.
   */
  readonly failures: { count: number; databaseAway?: unknown };
}

// Kept on globalThis: the react-server and SSR layers each bundle their own copy of this file.
const KEY = Symbol.for('karir.request-context');
const store: AsyncLocalStorage<RenderRequest> = ((globalThis as Record<symbol, unknown>)[KEY] ??=
  new AsyncLocalStorage<RenderRequest>()) as AsyncLocalStorage<RenderRequest>;

export function runInRequest<T>(request: RenderRequest, fn: () => T): T {
  return store.run(request, fn);
}

/** The request being served, or undefined outside one. */
export function currentRequest(): RenderRequest | undefined {
  return store.getStore();
}
