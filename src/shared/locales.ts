/** The site's languages: English is the default and has no URL prefix, Indonesian lives under /id. */
export const LOCALES = ['en-US', 'id-ID'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

/** Short codes used in URLs, `<html lang>`, hreflang and the `_en` / `_id` columns of bilingual tables. */
export type Language = 'en' | 'id';
export const LANGUAGE_OF: Record<Locale, Language> = { 'en-US': 'en', 'id-ID': 'id' };

export function langOf(locale: Locale): Language {
  return LANGUAGE_OF[locale];
}
const PREFIX_OF: Record<Locale, string> = { 'en-US': '', 'id-ID': '/id' };

/** The language choice cookie, kept 365 days, consulted only when visiting `/`. */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Splits a request path into its locale and the locale-free path (`/id/blog` → id-ID, `/blog`). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/id' || pathname === '/id/') return { locale: 'id-ID', path: '/' };
  if (pathname.startsWith('/id/')) return { locale: 'id-ID', path: pathname.slice(3) };
  return { locale: 'en-US', path: pathname };
}

/** The same locale-free path in the given locale (`/blog`, id-ID → `/id/blog`). */
export function localizePath(path: string, locale: Locale): string {
  const prefix = PREFIX_OF[locale];
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}
