import type { Locale } from '../../shared/locales';
import type { RouteMatch } from '../../shared/routes';
import type { Translate } from '../i18n/i18n';
import type { SessionUser } from '../auth/session-user';
import { currentRequest, type CookieToSet, type RenderRequest, type RequestTiming } from '../../framework/server';

export type { CookieToSet } from '../../framework/server';

/** What a server component or server function may know about the request being served. */
export interface RequestContext extends RenderRequest {
  readonly locale: Locale;
  readonly t: Translate;
  /** Locale-free path of the page (`/explore-jobs`), and the query string without `?`. */
  readonly path: string;
  readonly search: string;
  readonly match: RouteMatch | null;
  readonly user: SessionUser | null;
  readonly loggedIn: boolean;
  readonly nonce: string;
  /** Client IP as Express sees it (`req.ip`, honouring the trust-proxy setting); for rate limits. */
  readonly ip: string;
  readonly publicBaseUrl: string;
  readonly employerSiteUrl: string;
  /** Server functions queue cookies here; the HTTP layer writes them before the response starts. */
  readonly cookiesToSet: CookieToSet[];
  /** Time spent waiting on the database for this request, and how a job search was answered (Server-Timing). */
  readonly timing: RequestTiming;
  /**
   * Server components that failed while streaming (their boundary shows an error): such a page is
   * never cached. `databaseAway` keeps a failure that was the database being unreachable, so a
   * shell that failed for it is answered 503 with Retry-After like a failed preparation.
   */
  readonly failures: { count: number; databaseAway?: unknown };
  /** The page's address in each language when its slug differs per language (set while preparing it). */
  readonly alternates: { paths?: Partial<Record<Locale, string>> };
  /**
   * Whether frozen parts may reuse HTML kept from an earlier request: FROZEN_PARTS, and in the
   * test build a request's own `X-Frozen-Parts: off` (http/frozen-parts-mode.ts).
   */
  readonly keepsFrozenParts: boolean;
}

/** The request being served; the framework's scope holds the product's context (page-context.ts builds it). */
export function requestContext(): RequestContext {
  const context = currentRequest();
  if (!context) throw new Error('requestContext() called outside a request');
  return context as RequestContext;
}

/** Adds one statement's database time to the request being served, if any (for Server-Timing). */
export function countQueryTime(ms: number): void {
  const context = currentRequest();
  if (!context) return;
  context.timing.db += ms;
  context.timing.queries += 1;
}
