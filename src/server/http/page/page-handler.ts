import type { NextFunction, Request, Response } from 'express';
import { ACTION_HEADER } from '../../../framework/shared/index';
import { preparePage } from '../../../framework/server/rsc/index';
import { UnknownMiddlewareError } from '../guards';
import { PAGE_COOKIES } from '../page-cookies';
import {
  describePageRequest,
  type PageRequest,
  requestState,
  handleFormPost,
  runtimeRedirect,
  respond,
  type RespondDeps,
  redirectTo,
} from '../../../framework/server/http';
import { frozenPartsModeOf } from '../frozen-parts-mode';
import { serverOrigins } from '../this-machine';
import { logInfo } from '../../../framework/server';
import { sessionOptions } from '../session';
import { redirectAddress } from './address-redirects';
import { createRequestContext, openPageContext, type PageContextDeps } from './page-context';
import { admitRequest, type Refusal } from './request-checks';
import { routeAccess } from './route-access';
import { closeAfterAnswer } from '../close-after-answer';
import type { RequestContext } from '../../context/request-context';
import { isDatabaseUnavailable } from '../../db/db-errors';
import { fallbackErrorHtml } from '../fallback-error';
import { postedBodyHasNul } from '../nul-input';

/** What the page layer decides for this site, handed to the framework's respond and form-post steps. */
type SiteRules = Pick<RespondDeps, 'refusePostBody' | 'passesThrough' | 'fallbackErrorHtml'>;

const SITE_RULES: SiteRules = {
  refusePostBody: (body, encoded, context) => (postedBodyHasNul(body, encoded) ? (context as RequestContext).t('errors:nul.body') : null),
  passesThrough: isDatabaseUnavailable,
  fallbackErrorHtml: (context) => fallbackErrorHtml((context as RequestContext).locale),
};

export interface PageHandlerDeps extends Omit<PageContextDeps, 'session'>, Omit<RespondDeps, keyof SiteRules> {
  readonly bodyLimitBytes: number;
}

/**
 * Every page request, in steps: refuse what no page answers, redirect by address, open the
 * session and the request's context, check the route's access, then run a posted server
 * function or prepare the page, and respond (streamed, cached when it may be shared).
 */
export function createPageHandler(given: PageHandlerDeps) {
  const deps: PageHandlerDeps & SiteRules = { ...given, ...SITE_RULES };
  const rules = { siteOrigins: serverOrigins(deps.config), bodyLimitBytes: deps.bodyLimitBytes };
  const contextDeps: PageContextDeps = { ...deps, session: sessionOptions(deps.config) };

  return async function pageHandler(req: Request, res: Response, next: NextFunction): Promise<void> {
    const state = requestState(res);
    // Worked out before Express when the page cache looked the request up.
    const page = (state.page ??= describePageRequest(
      req,
      deps.pageCache !== null && frozenPartsModeOf(req, deps.testPages) === null,
      PAGE_COOKIES,
    ));
    try {
      const admitted = admitRequest(req, res, rules);
      if (admitted === false) return;
      if (admitted !== true) return await refusePost(req, res, page, admitted, deps, contextDeps);
      if (redirectAddress(req, res, page.address)) return;
      const context = await openPageContext(req, res, page.address, contextDeps);
      state.routeName = context.match?.route.name ?? 'not-found';
      const access = routeAccess(context, page.address);
      if (access.kind === 'redirect') {
        if (req.method === 'POST' && typeof req.headers[ACTION_HEADER] === 'string') return runtimeRedirect(res, access.location);
        return redirectTo(res, page.address, access.location, 302);
      }
      if (access.kind === 'forbidden') {
        return await respond(
          res,
          context,
          await preparePage(context, { error: { status: 403, message: context.t('auth:forbidden') } }),
          page,
          deps,
        );
      }
      if (req.method === 'POST') return await handleFormPost(req, res, context, page, deps);
      return await respond(res, context, await preparePage(context), page, deps, { headOnly: req.method === 'HEAD' });
    } catch (error) {
      if (!(error instanceof UnknownMiddlewareError)) return next(error);
      // A route naming a guard that does not exist answers 500, saying which ("Unknown middleware {name}").
      const context = createRequestContext(req, res, page.address, null, contextDeps);
      const prepared = await preparePage(context, { error: { status: 500, message: error.message } });
      return respond(res, context, prepared, page, deps).catch(next);
    }
  };
}

/**
 * A post refused before it ran (another origin, a body over the limit) is logged and answered
 * in the visitor's language: with JavaScript, a short message the form shows in its error
 * dialog; without, the error page with that message.
 */
async function refusePost(
  req: Request,
  res: Response,
  page: PageRequest,
  refusal: Refusal,
  deps: PageHandlerDeps & SiteRules,
  contextDeps: PageContextDeps,
): Promise<void> {
  logInfo('post refused', {
    status: refusal.status,
    reason: refusal.reason,
    path: page.address.pathname,
    origin: req.headers.origin ?? null,
  });
  const context = createRequestContext(req, res, page.address, null, contextDeps);
  const message = context.t(refusal.status === 403 ? 'errors:postRefused' : 'errors:postTooLarge');
  // The unread body is not worth waiting for: the connection closes after the answer.
  closeAfterAnswer(req, res);
  if (typeof req.headers[ACTION_HEADER] === 'string') return void res.status(refusal.status).type('text/plain').send(message);
  await respond(res, context, await preparePage(context, { error: { status: refusal.status, message } }), page, deps);
}
