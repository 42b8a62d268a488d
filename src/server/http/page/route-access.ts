import type { RequestContext } from '../../context/request-context';
import { runGuards } from '../guards';
import type { PageAddress } from '../../../framework/server/http';
import { hasScope } from '../../auth/session-user';

export type RouteAccess =
  { readonly kind: 'allowed' } | { readonly kind: 'redirect'; readonly location: string } | { readonly kind: 'forbidden' };

/**
 * The matched route's guards (login required, guests only) and its scope. An unmatched
 * address is allowed through: it renders the 404 page.
 */
export function routeAccess(context: RequestContext, address: PageAddress): RouteAccess {
  const match = context.match;
  if (!match) return { kind: 'allowed' };
  const verdict = runGuards({
    route: match.route,
    locale: context.locale,
    loggedIn: context.loggedIn,
    returnPath: `${context.path}${address.search}`,
  });
  if (verdict.kind === 'redirect') return verdict;
  if (match.route.scope && !hasScope(context.user, match.route.scope)) return { kind: 'forbidden' };
  return { kind: 'allowed' };
}
