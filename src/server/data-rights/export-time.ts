/** Times of exports as candidates read them: the site's Jakarta time, marked WIB. */
import { formatDateTime } from '../../shared/format';
import type { Locale } from '../../shared/locales';

export function exportTime(at: Date | string, locale: Locale): string {
  return `${formatDateTime(at, locale, 'Asia/Jakarta')} WIB`;
}
