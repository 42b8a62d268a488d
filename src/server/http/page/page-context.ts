import type { Request, Response } from 'express';
import type { i18n as I18n } from 'i18next';
import type { SessionOptions } from 'iron-session';
import { splitLocale } from '../../../shared/locales';
import { matchRoute } from '../../../shared/routes';
import { sessionAccount, toSessionUser } from '../../auth/accounts';
import { bindAuthSession } from '../../context/auth-session';
import type { AppConfig } from '../../config';
import type { RequestContext } from '../../context/request-context';
import type { Db } from '../../db/db';
import { translatorFor } from '../../i18n/i18n';
import { type PageAddress, requestState } from '../../../framework/server/http';
import { keepsFrozenParts } from '../frozen-parts-mode';
import { deviceCookieFor, deviceIdFor } from '../device-cookie';
import { readSession } from '../session';
import type { SessionUser } from '../../auth/session-user';

export interface PageContextDeps {
  readonly config: AppConfig;
  readonly i18n: I18n;
  readonly db: Db;
  readonly session: SessionOptions;
  /** Routes marked testOnly exist only when the server runs with test pages. */
  readonly testPages: boolean;
}

/**
 * Opens the visitor's session, loads its user and builds the request's context, with signing
 * in and out bound to the session cookie. The cookie holds ids only; the user row is read per
 * request, so a deleted account or a bumped session version (password reset) ends every
 * session at once.
 */
export async function openPageContext(req: Request, res: Response, address: PageAddress, deps: PageContextDeps): Promise<RequestContext> {
  const sessionData = await readSession(req, res, deps.session);
  const account = await sessionAccount(deps.db, sessionData);
  if (!account && sessionData.userId !== undefined) sessionData.destroy();
  const context = createRequestContext(req, res, address, account ? toSessionUser(account) : null, deps);
  bindAuthSession(context, {
    ip: context.ip,
    signedInAt: sessionData.signedInAt ?? null,
    async signIn(userId, sessionVersion) {
      sessionData.destroy();
      sessionData.userId = userId;
      sessionData.sessionVersion = sessionVersion;
      sessionData.signedInAt = Date.now();
      await sessionData.save();
    },
    signOut: () => sessionData.destroy(),
    deviceFor: (email) => deviceIdFor(req.headers.cookie, email, deps.session),
    async rememberDevice(email) {
      context.cookiesToSet.push(await deviceCookieFor(req.headers.cookie, email, deps.session));
    },
  });
  return context;
}

/** What server components may read about this request. */
export function createRequestContext(
  req: Request,
  res: Response,
  address: PageAddress,
  user: SessionUser | null,
  deps: Pick<PageContextDeps, 'config' | 'i18n' | 'testPages'>,
): RequestContext {
  const { locale, path } = splitLocale(address.pathname);
  const found = matchRoute(path);
  // A parameter with a control character (`/profile/%00`) names nothing, and PostgreSQL
  // refuses a NUL in text outright: the address is not found rather than a failed query.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
  const sane = found && !Object.values(found.params).some((value) => value !== undefined && /[\u0000-\u001f\u007f]/.test(value));
  const match = found && sane && (!found.route.testOnly || deps.testPages) ? found : null;
  return {
    locale,
    t: translatorFor(deps.i18n, locale),
    path,
    search: address.search.replace(/^\?/, ''),
    match,
    user,
    loggedIn: user !== null,
    nonce: requestState(res).nonce,
    ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    publicBaseUrl: deps.config.publicBaseUrl,
    employerSiteUrl: deps.config.employerSiteUrl,
    cookiesToSet: [],
    timing: { db: 0, queries: 0 },
    failures: { count: 0 },
    alternates: {},
    keepsFrozenParts: keepsFrozenParts(deps.config, req, deps.testPages),
  };
}
