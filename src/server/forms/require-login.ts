import { loginRedirect } from '../../shared/login-redirect';
import { redirect } from '../../framework/server';
import { requestContext } from '../context/request-context';
import type { SessionUser } from '../auth/session-user';

/**
 * For server functions behind a login (bookmark, apply, review): a signed-out caller is sent
 * to the login page and brought back to the page the form was on.
 */
export function requireLogin(): SessionUser {
  const context = requestContext();
  if (context.user) return context.user;
  redirect(loginRedirect(context.locale, `${context.path}${context.search ? `?${context.search}` : ''}`));
}
