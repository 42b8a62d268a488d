import { localizePath, type Locale } from './locales';
import { isSafeReturnPath } from './safe-path';

/** The login page's parameter naming where to return after signing in. */
export const RETURN_PARAM = 'redirect';

/** The login page of a locale, remembering where to come back to when that is a safe in-site path. */
export function loginRedirect(locale: Locale, returnPath: string): string {
  const login = localizePath('/auth/login', locale);
  const back = localizePath(returnPath, locale);
  return isSafeReturnPath(back) ? `${login}?${RETURN_PARAM}=${encodeURIComponent(back)}` : login;
}
