import { LOCALES, type Locale } from '../../shared/locales';
import { requestContext } from '../context/request-context';
import type { PageMeta } from '../page-contract/page-module';

/**
 * Meta of a page that exists in the current language only (an article without a twin, a
 * per-language tag): no hreflang versions, and the language switch leads to `elsewhere`
 * in the other language instead of to an address that would be a 404.
 */
export function singleLanguage(path: string, elsewhere: string): Pick<PageMeta, 'alternatePaths' | 'languageSwitchPaths'> {
  const { locale } = requestContext();
  const switchPaths = Object.fromEntries(LOCALES.map((other) => [other, other === locale ? path : elsewhere])) as Record<Locale, string>;
  return { alternatePaths: { [locale]: path }, languageSwitchPaths: switchPaths };
}
