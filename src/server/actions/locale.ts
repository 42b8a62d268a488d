'use server';

import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, localizePath, splitLocale } from '../../shared/locales';
import { isSafeSitePath } from '../../shared/safe-path';
import { requireFormData } from '../forms/parse-form';
import { requestContext } from '../rsc/request-context';
import { redirect } from '../rsc/redirect';

/**
 * The language switch: remembers the choice for 365 days (spec §9, read only on `/`) and
 * sends the visitor to the same page in the chosen language.
 */
export async function switchLocale(formData: FormData): Promise<void> {
  requireFormData(formData);
  const context = requestContext();
  const target = formData.get('locale');
  const current = formData.get('path');
  const locale = isLocale(target) ? target : context.locale;
  const page = typeof current === 'string' && isSafeSitePath(current) ? current : '/';
  const [pathname = '/', query = ''] = page.split(/(?=[?#])/, 2);
  context.cookiesToSet.push({
    name: LOCALE_COOKIE,
    value: locale,
    options: { maxAge: LOCALE_COOKIE_MAX_AGE_S, sameSite: 'lax', path: '/' },
  });
  redirect(`${localizePath(splitLocale(pathname).path, locale)}${query}`);
}
