import { localizePath, type Locale } from '../../shared/locales';
import { middlewareOf, type RouteDefinition } from '../../shared/routes';
import { loginRedirect } from '../../shared/login-redirect';

export type GuardResult = { readonly kind: 'pass' } | { readonly kind: 'redirect'; readonly location: string };

export interface GuardInput {
  readonly route: RouteDefinition;
  readonly locale: Locale;
  readonly loggedIn: boolean;
  /** Locale-free path plus query of the request, remembered for the return after login. */
  readonly returnPath: string;
}

export class UnknownMiddlewareError extends Error {
  constructor(readonly middleware: string) {
    super(`Unknown middleware ${middleware}`);
  }
}

const GUARDS: Record<string, (input: GuardInput) => GuardResult> = {
  auth: (input) => (input.loggedIn ? { kind: 'pass' } : { kind: 'redirect', location: loginRedirect(input.locale, input.returnPath) }),
  guest: (input) => (input.loggedIn ? { kind: 'redirect', location: localizePath('/', input.locale) } : { kind: 'pass' }),
};

/** Access rules, through the route's named guards; an unknown name is a 500. */
export function runGuards(input: GuardInput): GuardResult {
  for (const name of middlewareOf(input.route)) {
    const guard = GUARDS[name];
    if (!guard) throw new UnknownMiddlewareError(name);
    const result = guard(input);
    if (result.kind !== 'pass') return result;
  }
  return { kind: 'pass' };
}
