import type { PageMeta } from '../../page-contract/page-module';

/**
 * A job page's meta (title, description, JSON-LD, breadcrumbs) is worked out from the job, the
 * landing catalogue and the language alone, so it is kept with the job object per language,
 * like the job's frozen parts (framework FrozenPart's `sameFor`): the job cache replaces the
 * object when the job changes (any write empties it, a minute at most otherwise), and a new
 * catalogue (its counts decide which breadcrumbs link) is worked out anew. Without this every
 * view sanitised the description and built the JSON-LD again (about 2 % of the page's CPU).
 */
const kept = new WeakMap<object, Map<string, { readonly landing: object; readonly meta: PageMeta }>>();

export function keptJobMeta(job: object, landing: object, locale: string, build: () => PageMeta): PageMeta {
  let byLocale = kept.get(job);
  const found = byLocale?.get(locale);
  if (found?.landing === landing) return found.meta;
  const meta = build();
  if (!byLocale) kept.set(job, (byLocale = new Map()));
  byLocale.set(locale, { landing, meta });
  return meta;
}
