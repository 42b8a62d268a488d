import type { SelectOption } from '../../../client/components/profile/select-field';
import { requestContext } from '../../context/request-context';

/** What every card of the editor says alike. */
export function formTexts() {
  const { t } = requestContext();
  return { unsaved: t('profile:editor.unsaved'), save: t('profile:editor.save'), saving: t('profile:editor.saving') };
}

/** Options from codes, labelled from profile.json (`profile:<prefix>.<code>`). */
export function codeOptions(codes: readonly string[], prefix: string): SelectOption[] {
  const { t } = requestContext();
  return codes.map((code) => ({ value: code, label: t(`${prefix}.${code}`) }));
}

/** January … December in the page's language, values 1–12. */
export function monthOptions(): SelectOption[] {
  const { locale } = requestContext();
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: format.format(new Date(Date.UTC(2000, i, 1))) }));
}

/** "Mar 2020" for a month and year. */
export function monthYear(month: number, year: number): string {
  const { locale } = requestContext();
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}
