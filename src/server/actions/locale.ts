'use server';

import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, localizePath, splitLocale, type Locale } from '../../shared/locales';
import { isSafeReturnPath, isSafeSitePath } from '../../shared/safe-path';
import { requireFormData } from '../forms/parse-form';
import { RETURN_PARAM } from '../../shared/login-redirect';
import { requestContext } from '../context/request-context';
import { redirect } from '../../framework/server';
import { db } from '../context/app-services';
import { setPreferredLocale } from '../db/repos/users-repo';

/**
 * The language switch: remembers the choice for 365 days (read only on `/`) and
 * sends the visitor to the same page in the chosen language. A signed-in candidate's choice
 * is also kept on the account: the emails an employer's action sends are written in it.
 */
export async function switchLocale(formData: FormData): Promise<void> {
  requireFormData(formData);
  const context = requestContext();
  const target = formData.get('locale');
  const locale = isLocale(target) ? target : context.locale;
  // The switch names a page per language when the slug differs (language-switch.tsx).
  const current = formData.get(`path-${locale}`) ?? formData.get('path');
  const page = typeof current === 'string' && isSafeSitePath(current) ? current : '/';
  const [pathname = '/', query = ''] = page.split(/(?=[?#])/, 2);
  context.cookiesToSet.push({
    name: LOCALE_COOKIE,
    value: locale,
    options: { maxAge: LOCALE_COOKIE_MAX_AGE_S, sameSite: 'lax', path: '/' },
  });
  if (context.user) await setPreferredLocale(db(), context.user.id, locale);
  redirect(`${localizePath(splitLocale(pathname).path, locale)}${returnInLanguage(query, locale)}`);
}

/**
 * The login page's way back (`?redirect=/id/account/bookmark`) follows the switch too: the
 * visitor chose English, and would otherwise land on the Indonesian page after logging in.
 */
function returnInLanguage(query: string, locale: Locale): string {
  if (!query.startsWith('?') || query.includes('#')) return query;
  const params = new URLSearchParams(query.slice(1));
  const back = params.get(RETURN_PARAM);
  if (!isSafeReturnPath(back)) return query;
  const [backPath = '/', backQuery = ''] = back.split(/(?=[?#])/, 2);
  params.set(RETURN_PARAM, `${localizePath(splitLocale(backPath).path, locale)}${backQuery}`);
  return `?${params.toString()}`;
}
