import type { PageCookies } from '../../framework/server/http';
import { LOCALE_COOKIE } from '../../shared/locales';
import { SESSION_COOKIE } from './session';

/**
 * The cookies the framework's page requests and page cache read, named here because they are
 * the product's: the session cookie, and the remembered language that sends `/` to `/id`
 * (page/address-redirects.ts).
 */
export const PAGE_COOKIES: PageCookies = {
  session: SESSION_COOKIE,
  language: { name: LOCALE_COOKIE, redirectingValues: ['id-ID'] },
};
