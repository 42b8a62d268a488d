/**
 * Who is asking, for the file routes: an API client with its bearer token, or the website's
 * own visitor with the session cookie (an <img> or <video> on a page, the editor's uploads).
 * A cookie is sent by the browser on its own, so a change made with one (POST, DELETE) must
 * come from this site: the same Origin rule as the site's forms.
 */
import type { Request, Response } from 'express';
import type { SessionOptions } from 'iron-session';
import { accountForApiToken, sessionAccount } from '../auth/accounts';
import type { Db } from '../db/db';
import type { SessionAccount } from '../db/repos/accounts-repo';
import { checkOrigin } from '../http/origin-check';
import { readSession } from '../http/session';
import { bearerOf } from './api-support';

export interface RequestViewer {
  readonly account: SessionAccount;
  readonly via: 'token' | 'cookie';
}

export interface ViewerDeps {
  readonly db: Db;
  readonly session: SessionOptions;
  /** serverOrigins(config): the forms' own list. */
  readonly siteOrigins: ReadonlySet<string>;
}

/** A bearer token decides alone when there is one (a wrong token is nobody, whatever the cookie says). */
export async function requestViewer(req: Request, res: Response, deps: ViewerDeps): Promise<RequestViewer | null> {
  const token = bearerOf(req);
  if (token !== null || req.headers.authorization) {
    const account = await accountForApiToken(deps.db, token);
    return account ? { account, via: 'token' } : null;
  }
  if (!req.headers.cookie) return null;
  const account = await sessionAccount(deps.db, await readSession(req, res, deps.session));
  return account ? { account, via: 'cookie' } : null;
}

/** For POST and DELETE: a cookie-signed request from another site is refused. */
export function crossSiteWithCookie(req: Request, viewer: RequestViewer, siteOrigins: ReadonlySet<string>): boolean {
  return viewer.via === 'cookie' && !checkOrigin(req.headers, siteOrigins).ok;
}
