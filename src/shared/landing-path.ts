/**
 * Job landing pages: one clean address for a category, a place (province or city), and a
 * category in a place, in each language's own words and slugs.
 *
 *   English     /jobs/{category}   /jobs/in/{place}         /jobs/{category}/in/{place}
 *   Indonesian  /id/lowongan/{kategori}   /id/lowongan/di/{place}   /id/lowongan/{kategori}/di/{place}
 *
 * A category has an English slug and an Indonesian one (job_categories.slug, slug_id); a place
 * has one slug, its Indonesian name as the site has always spelt it (places are proper names).
 * Paths here are locale-free: localizePath adds `/id`.
 */
import type { Language } from './locales';

const LANDING_WORDS: Readonly<Record<Language, { readonly jobs: string; readonly in: string }>> = {
  en: { jobs: 'jobs', in: 'in' },
  id: { jobs: 'lowongan', in: 'di' },
};

/** The slugs of a landing page in one language; at least one of the two. */
export interface LandingSlugs {
  readonly category?: string | undefined;
  readonly place?: string | undefined;
}

/** Locale-free path of a landing page written in `lang`'s words. */
export function landingPath(slugs: LandingSlugs, lang: Language): string {
  const words = LANDING_WORDS[lang];
  if (!slugs.category && !slugs.place) throw new Error('A landing page names a category, a place or both');
  const category = slugs.category ? `/${slugs.category}` : '';
  const place = slugs.place ? `/${words.in}/${slugs.place}` : '';
  return `/${words.jobs}${category}${place}`;
}

/** The route names of the landing pages, by the language their words are in. */
export const LANDING_ROUTES = {
  'jobs-category': 'en',
  'jobs-in-place': 'en',
  'jobs-category-in-place': 'en',
  'lowongan-category': 'id',
  'lowongan-di-place': 'id',
  'lowongan-category-di-place': 'id',
} as const satisfies Record<string, Language>;
