import { Readable, Transform } from 'node:stream';
import type { NextFunction, Request, Response } from 'express';
import type { i18n as I18n } from 'i18next';
import { ACTION_HEADER, REDIRECT_HEADER, flightUrl } from '../../shared/flight-payload';
import { splitLocale } from '../../shared/locales';
import type { AppConfig } from '../config';
import { logError } from '../log';
import type { Manifests } from '../render/manifests';
import { FLIGHT_CONTENT_TYPE, sendPrepared } from '../render/send-page';
import { callServerFunction, preparePage, runFormAction, type PreparedPage } from '../rsc/index';
import type { RequestContext } from '../rsc/request-context';
import { runGuards, UnknownMiddlewareError } from './guards';
import { checkOrigin } from './origin-check';
import { createRequestContext, type PageAddress } from './request-context';
import { hasScope, readSession, sessionOptions } from './session';
import type { Db } from '../db/db';
import { sessionAccount, toSessionUser } from '../auth/accounts';
import { bindAuthSession } from '../auth/session-control';
import { fallbackErrorHtml } from './fallback-error';
import { captureBody, FRESH_RENDER_CACHE_CONTROL, FRESH_RENDER_CDN_CACHE_CONTROL, replayableHeaders, type PageCache } from './page-cache';
import { tidyPath } from '../../shared/tidy-path';
import { addressOf, followsLanguageCookie, isLanguageRoot, pageCacheKey, wantsCompleteHtml } from './page-cache-route';

export interface PageHandlerDeps {
  /** Shared cache of anonymous responses; null turns caching off (PAGE_CACHE=off). */
  readonly pageCache: PageCache | null;
  readonly config: AppConfig;
  readonly i18n: I18n;
  readonly manifests: Manifests;
  readonly testPages: boolean;
  readonly bodyLimitBytes: number;
  readonly db: Db;
}

/** Every page request: locale, session, guards, then a streamed render; posts run server functions first. */
export function createPageHandler(deps: PageHandlerDeps) {
  const siteOrigin = new URL(deps.config.publicBaseUrl).origin;
  const session = sessionOptions(deps.config);

  return async function pageHandler(req: Request, res: Response, next: NextFunction): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
      res.setHeader('Allow', 'GET, HEAD, POST');
      res.status(405).type('text/plain').send('Method Not Allowed');
      return;
    }
    const address = addressOf(req);
    try {
      if (req.method === 'POST') {
        // CSRF before anything is read, decoded or run.
        const verdict = checkOrigin(req.headers, siteOrigin);
        res.setHeader('Cache-Control', 'no-store');
        if (!verdict.ok) {
          res.status(403).type('text/plain').send(`Forbidden: ${verdict.reason}`);
          return;
        }
        const declared = Number(req.headers['content-length'] ?? 0);
        if (declared > deps.bodyLimitBytes) {
          res.status(413).type('text/plain').send('Payload Too Large');
          return;
        }
      }
      if (rootLanguageRedirect(req, res, address)) return;
      // One address per page: `/about/` or `/About` is sent to `/about` (a payload request is left alone).
      const tidy = !address.flight && req.method !== 'POST' ? tidyPath(address.pathname) : null;
      if (tidy) return void res.redirect(301, `${tidy}${address.search}`);
      const completeHtml = wantsCompleteHtml(req, address);
      res.locals.completeHtml = completeHtml;
      // Hits were answered by servePageCache; this render is stored for the next visitor.
      res.locals.pageCacheKey = deps.pageCache ? pageCacheKey(req, address, completeHtml) : null;
      // Before any data is read: a render begun before an invalidation is not stored.
      res.locals.renderStartedAt = Date.now();
      const sessionData = await readSession(req, res, session);
      // The cookie holds ids only; the user row is read per request, so a deleted account or a
      // bumped session version (password reset) logs every session out at once.
      const account = await sessionAccount(deps.db, sessionData);
      if (!account && sessionData.userId !== undefined) sessionData.destroy();
      const context = createRequestContext(req, res, address, account ? toSessionUser(account) : null, deps);
      bindAuthSession(context, {
        ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
        async signIn(userId, sessionVersion) {
          sessionData.destroy();
          sessionData.userId = userId;
          sessionData.sessionVersion = sessionVersion;
          await sessionData.save();
        },
        signOut: () => sessionData.destroy(),
      });
      const match = context.match;
      res.locals.routeName = match?.route.name ?? 'not-found';
      if (match) {
        const verdict = runGuards({
          route: match.route,
          locale: context.locale,
          loggedIn: context.loggedIn,
          returnPath: `${context.path}${address.search}`,
        });
        if (verdict.kind === 'redirect') {
          // A server function called by the browser runtime (a session that ended in another tab):
          // the runtime navigates on this header; a 302 would hand its fetch an HTML page.
          if (req.method === 'POST' && typeof req.headers[ACTION_HEADER] === 'string') {
            res.setHeader(REDIRECT_HEADER, verdict.location);
            return void res.status(204).end();
          }
          return redirectTo(res, address, verdict.location, 302);
        }
        if (match.route.scope && !hasScope(context.user, match.route.scope)) {
          const prepared = await preparePage(context, { error: { status: 403, message: context.t('auth:forbidden') } });
          return await respond(res, context, prepared, address, deps, {});
        }
      }
      if (req.method === 'POST') return await handlePost(req, res, context, address, deps);
      const prepared = await preparePage(context);
      return await respond(res, context, prepared, address, deps, { headOnly: req.method === 'HEAD' });
    } catch (error) {
      if (error instanceof UnknownMiddlewareError) {
        const context = createRequestContext(req, res, address, null, deps);
        const prepared = await preparePage(context, { error: { status: 500, message: error.message } });
        return respond(res, context, prepared, address, deps, {}).catch(next);
      }
      next(error);
    }
  };
}

/** Spec §9: only a visit to `/` follows the remembered language. */
function rootLanguageRedirect(req: Request, res: Response, address: PageAddress): boolean {
  if (!followsLanguageCookie(req, address)) return false;
  res.setHeader('Vary', 'Cookie');
  res.redirect(302, `/id${address.search}`);
  return true;
}

/** Redirects a flight request to the flight URL of the target so `fetch` lands on a payload. */
function redirectTo(res: Response, address: PageAddress, location: string, status: number): void {
  if (!address.flight || !location.startsWith('/')) return void res.redirect(status, location);
  const target = new URL(location, 'http://internal');
  res.redirect(status, flightUrl(target.pathname, target.search));
}

async function respond(
  res: Response,
  context: RequestContext,
  prepared: PreparedPage,
  address: PageAddress,
  deps: PageHandlerDeps,
  options: { formState?: unknown; headOnly?: boolean },
): Promise<void> {
  writeQueuedCookies(res, context);
  if (prepared.kind === 'redirect') return redirectTo(res, address, prepared.location, prepared.status);
  const cacheKey = res.locals.pageCacheKey as string | null | undefined;
  const route = context.match?.route;
  const shareable = cacheKey && deps.pageCache && prepared.status === 200 && !context.loggedIn && route?.access === 'open' && !route.unshared && !options.formState;
  if (shareable) {
    res.setHeader('Cache-Control', FRESH_RENDER_CACHE_CONTROL);
    res.setHeader('CDN-Cache-Control', FRESH_RENDER_CDN_CACHE_CONTROL);
    res.setHeader('X-Cache', 'MISS');
    if (isLanguageRoot(address)) res.vary('Cookie');
    const nonce = res.locals.nonce as string;
    // A HEAD response has no body to keep: storing it would answer later GETs with an empty page.
    if (!options.headOnly) {
      captureBody(res, (body) => {
        // A section that failed while streaming shows its error state: worth a retry, not a copy.
        const failed = context.failures.count > 0 || res.locals.renderFailed === true;
        if (res.statusCode === 200 && !res.hasHeader('set-cookie') && !failed) {
          deps.pageCache!.set(cacheKey, body, nonce, {
            contentType: String(res.getHeader('content-type') ?? 'text/html; charset=utf-8'),
            routeName: context.match?.route.name ?? 'other',
            headers: replayableHeaders(res),
            renderStartedAt: res.locals.renderStartedAt as number | undefined,
          });
        }
      });
    }
  } else if (!res.hasHeader('Cache-Control')) {
    // An unshared page (a candidate's profile) may not even be stored by a CDN to revalidate.
    res.setHeader('Cache-Control', context.loggedIn ? 'private, no-store' : route?.unshared ? 'private, no-cache' : 'no-cache');
  }
  try {
    await sendPrepared(res, prepared, {
      flight: address.flight,
      manifests: deps.manifests,
      waitForAll: res.locals.completeHtml === true,
      timing: context.timing,
      ...options,
    });
  } catch (error) {
    // The shell failed before any byte was sent: show the error page instead.
    logError('page shell failed', error, { path: address.pathname });
    if (res.headersSent) return void res.end();
    // The headers chosen for the page do not fit its error page: no shared cache may keep it.
    res.setHeader('Cache-Control', 'no-store');
    // A CDN reading CDN-Cache-Control ignores Cache-Control (RFC 9213): it must go too.
    res.removeHeader('CDN-Cache-Control');
    res.removeHeader('X-Cache');
    const errorPage = await preparePage(context, { error: { status: 500 } });
    if (errorPage.kind !== 'render') throw error;
    try {
      await sendPrepared(res, errorPage, { flight: address.flight, manifests: deps.manifests });
    } catch (secondError) {
      logError('error page failed', secondError, { path: address.pathname });
      if (!res.headersSent) res.status(500).type('html').send(fallbackErrorHtml(context.locale));
    }
  }
}

function writeQueuedCookies(res: Response, context: RequestContext): void {
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

/** Parses a form post, counting bytes as they arrive: a body without Content-Length is limited too. */
async function readFormData(req: Request, limit: number): Promise<FormData> {
  let size = 0;
  const counted = req.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > limit) callback(Object.assign(new Error('Payload Too Large'), { status: 413 }));
        else callback(null, chunk);
      },
    }),
  );
  const request = new Request('http://internal/', {
    method: 'POST',
    headers: { 'content-type': String(req.headers['content-type'] ?? '') },
    body: Readable.toWeb(counted) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  try {
    return await request.formData();
  } catch (error) {
    throw size > limit ? Object.assign(new Error('Payload Too Large'), { status: 413 }) : Object.assign(new Error('Malformed form data'), { status: 400, cause: error });
  }
}

async function readText(req: Request, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw Object.assign(new Error('Payload Too Large'), { status: 413 });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function handlePost(req: Request, res: Response, context: RequestContext, address: PageAddress, deps: PageHandlerDeps): Promise<void> {
  const actionId = req.headers[ACTION_HEADER];
  const contentType = String(req.headers['content-type'] ?? '');
  if (typeof actionId === 'string') {
    // Called by the browser runtime (JavaScript on).
    const body = contentType.startsWith('multipart/form-data') ? await readFormData(req, deps.bodyLimitBytes) : await readText(req, deps.bodyLimitBytes);
    const outcome = await callServerFunction(context, actionId, body);
    writeQueuedCookies(res, context);
    if (outcome.kind === 'error') return void res.status(outcome.status).type('text/plain').send(outcome.message);
    if (outcome.kind === 'redirect') {
      res.setHeader(REDIRECT_HEADER, outcome.location);
      return void res.status(204).end();
    }
    const prepared = await preparePage(context, { returnValue: outcome.returnValue, temporaryReferences: outcome.temporaryReferences });
    if (prepared.kind === 'redirect') {
      res.setHeader(REDIRECT_HEADER, prepared.location);
      return void res.status(204).end();
    }
    res.setHeader('Content-Type', FLIGHT_CONTENT_TYPE);
    return sendPrepared(res, prepared, { flight: true, manifests: deps.manifests });
  }
  if (!contentType.startsWith('multipart/form-data') && !contentType.startsWith('application/x-www-form-urlencoded')) {
    return void res.status(415).type('text/plain').send('Unsupported Media Type');
  }
  // A plain form post (JavaScript off).
  const formData = await readFormData(req, deps.bodyLimitBytes);
  const outcome = await runFormAction(context, formData);
  writeQueuedCookies(res, context);
  if (outcome.kind === 'redirect') return void res.redirect(303, outcome.location);
  if (outcome.kind === 'error') {
    const prepared = await preparePage(context, { error: { status: outcome.status } });
    return respond(res, context, prepared, address, deps, {});
  }
  const prepared = await preparePage(context, { formState: outcome.formState });
  return respond(res, context, prepared, address, deps, { formState: outcome.formState });
}
