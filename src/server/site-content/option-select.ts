import { LANGUAGE_OF, type Locale } from '../../shared/locales';
import type { SiteContent } from '../db/repos/site-content-repo';

type RawOption = { value?: unknown; en?: unknown; id?: unknown };

/**
 * The label of a stored option code (`option_select`, e.g. list "degree", value
 * "bachelor") in the page language. The code itself when the list does not know it: a value
 * stored before an option was renamed or removed still says something.
 */
export function optionLabel(content: SiteContent, list: string, value: string, locale: Locale): string {
  const options = content.option_select[list];
  if (!Array.isArray(options)) return value;
  const option = (options as RawOption[]).find((entry) => entry?.value === value);
  const label = option?.[LANGUAGE_OF[locale]] ?? option?.en;
  return typeof label === 'string' && label !== '' ? label : value;
}
