import type { SessionUser } from '../http/session';
import { hasScope } from '../http/session';
import { HttpError } from '../context/redirect';
import { requestContext } from '../context/request-context';
import { requireLogin } from './require-login';

/**
 * For server functions that need a permission: signed-out callers go to login (and come
 * back), signed-in callers without the scope get a 403.
 */
export function requireScope(scope: string): SessionUser {
  const user = requireLogin();
  if (!hasScope(user, scope)) throw new HttpError(403, requestContext().t('auth:forbidden'));
  return user;
}
