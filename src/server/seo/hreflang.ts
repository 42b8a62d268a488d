import { LANGUAGE_OF, LOCALES, localizePath, type Locale } from '../../shared/locales';

export interface HreflangLink {
  readonly hrefLang: string;
  readonly href: string;
}

/**
 * The page's language versions as hreflang links, x-default being the English one.
 * `versions` names each language's own path when they differ (per-language slugs); a
 * language missing from it has no version of this page (an article written in one language
 * only), and a page in a single language names no versions at all: hreflang would point
 * at a 404. Without `versions` the page exists in every language at the same path.
 */
export function hreflangLinks(
  baseUrl: string,
  canonicalPath: string,
  versions?: Readonly<Partial<Record<Locale, string>>>,
): HreflangLink[] {
  const paths: Partial<Record<Locale, string>> = versions ?? Object.fromEntries(LOCALES.map((locale) => [locale, canonicalPath]));
  const present = LOCALES.filter((locale) => paths[locale] !== undefined);
  if (present.length < 2) return [];
  const href = (locale: Locale) => `${baseUrl}${localizePath(paths[locale]!, locale)}`;
  return [
    ...present.map((locale) => ({ hrefLang: LANGUAGE_OF[locale], href: href(locale) })),
    { hrefLang: 'x-default', href: href(present.includes('en-US') ? 'en-US' : present[0]!) },
  ];
}
