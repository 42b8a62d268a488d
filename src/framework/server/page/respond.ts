import type { Response } from 'express';
import type { RenderRequest } from '../request/request-scope';
import { logError } from '../log';
import type { PageCache } from '../page-cache/page-cache';
import { shareRender } from '../page-cache/store-render';
import type { Manifests } from '../render/manifests';
import { sendPrepared } from '../render/send-page';
import { preparePage, type PreparedPage } from '../rsc/index';
import type { PageRequest } from '../request/page-request';
import { redirectTo } from './redirect-to';

export interface RespondDeps {
  /** Null turns caching off (PAGE_CACHE=off). */
  readonly pageCache: PageCache | null;
  readonly manifests: Manifests;
  /**
   * A posted body refused before any server function runs, with the message to show (the
   * product refuses a NUL, which its database would); null lets it through. `encoded`: the
   * runtime's encoded arguments, else a plain form's fields.
   */
  readonly refusePostBody: (body: string | FormData, encoded: boolean, context: RenderRequest) => string | null;
  /** An error the HTTP layer answers itself (the database away: 503 with Retry-After): thrown on. */
  readonly passesThrough: (error: unknown) => boolean;
  /** The last resort when even the error page failed: a self-contained page. */
  readonly fallbackErrorHtml: (context: RenderRequest) => string;
}

export interface RespondOptions {
  /** The answer to a plain form post (JavaScript off): hydration picks it up. */
  readonly formState?: unknown;
  readonly headOnly?: boolean;
}

/** Sends a prepared page: its redirect, or its render with the caching it allows, falling back to the error page. */
export async function respond(
  res: Response,
  context: RenderRequest,
  prepared: PreparedPage,
  page: PageRequest,
  deps: RespondDeps,
  options: RespondOptions = {},
): Promise<void> {
  writeQueuedCookies(res, context);
  if (prepared.kind === 'redirect') return redirectTo(res, page.address, prepared.location, prepared.status);
  const route = context.match?.route;
  const shared = shareRender(deps.pageCache, res, page, {
    status: prepared.status,
    sharedNotFound: prepared.sharedNotFound === true,
    route,
    loggedIn: context.loggedIn,
    answersForm: options.formState !== undefined,
    headOnly: options.headOnly === true,
    failures: context.failures,
  });
  if (!shared && !res.hasHeader('Cache-Control')) {
    // An unshared page (a candidate's profile) may not even be stored by a CDN to revalidate.
    res.setHeader('Cache-Control', context.loggedIn ? 'private, no-store' : route?.unshared ? 'private, no-cache' : 'no-cache');
  }
  try {
    await sendPrepared(res, prepared, {
      flight: page.address.flight,
      manifests: deps.manifests,
      waitForAll: page.completeHtml,
      timing: context.timing,
      ...options,
    });
  } catch (error) {
    if (res.headersSent) {
      logError('page shell failed', error, { path: page.address.pathname });
      return void res.end();
    }
    // A component's read found the database away: the HTTP layer answers 503 with Retry-After.
    const away = context.failures.databaseAway ?? (deps.passesThrough(error) ? error : undefined);
    if (away !== undefined) throw away;
    // The shell failed before any byte was sent: show the error page instead.
    logError('page shell failed', error, { path: page.address.pathname });
    await sendErrorPage(res, context, page, deps, error);
  }
}

async function sendErrorPage(res: Response, context: RenderRequest, page: PageRequest, deps: RespondDeps, cause: unknown): Promise<void> {
  // The headers chosen for the page do not fit its error page: no shared cache may keep it.
  res.setHeader('Cache-Control', 'no-store');
  // A CDN reading CDN-Cache-Control ignores Cache-Control (RFC 9213): it must go too.
  res.removeHeader('CDN-Cache-Control');
  res.removeHeader('X-Cache');
  const errorPage = await preparePage(context, { error: { status: 500 } });
  if (errorPage.kind !== 'render') throw cause;
  try {
    await sendPrepared(res, errorPage, { flight: page.address.flight, manifests: deps.manifests });
  } catch (secondError) {
    logError('error page failed', secondError, { path: page.address.pathname });
    if (!res.headersSent) res.status(500).type('html').send(deps.fallbackErrorHtml(context));
  }
}

/** Cookies that server functions queued (language choice, …), written before the response starts. */
export function writeQueuedCookies(res: Response, context: RenderRequest): void {
  for (const cookie of context.cookiesToSet) {
    res.cookie(cookie.name, cookie.value, {
      path: cookie.options.path ?? '/',
      sameSite: cookie.options.sameSite ?? 'lax',
      httpOnly: cookie.options.httpOnly ?? false,
      secure: cookie.options.secure ?? false,
      ...(cookie.options.maxAge !== undefined ? { maxAge: cookie.options.maxAge * 1000 } : {}),
    });
  }
  context.cookiesToSet.length = 0;
}
