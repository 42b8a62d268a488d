import type { Request, Response } from 'express';
import type { i18n as I18n } from 'i18next';
import { splitLocale } from '../../shared/locales';
import { matchRoute } from '../../shared/routes';
import type { AppConfig } from '../config';
import { translatorFor } from '../i18n/i18n';
import type { RequestContext } from '../rsc/request-context';
import type { SessionUser } from './session';

export interface PageAddress {
  /** Full path as requested, with locale prefix (`/id/blog`), without `.rsc`. */
  readonly pathname: string;
  readonly search: string;
  readonly flight: boolean;
}

/** Builds what server components may read about this request. */
export function createRequestContext(
  req: Request,
  res: Response,
  address: PageAddress,
  user: SessionUser | null,
  deps: { config: AppConfig; i18n: I18n; testPages: boolean },
): RequestContext {
  const { locale, path } = splitLocale(address.pathname);
  const found = matchRoute(path);
  // A parameter with a control character (`/profile/%00`) names nothing, and PostgreSQL
  // refuses a NUL in text outright: the address is not found rather than a failed query.
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
    nonce: res.locals.nonce as string,
    ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    publicBaseUrl: deps.config.publicBaseUrl,
    employerSiteUrl: deps.config.employerSiteUrl,
    cookiesToSet: [],
    timing: { db: 0, queries: 0 },
    failures: { count: 0 },
    alternates: {},
  };

}
