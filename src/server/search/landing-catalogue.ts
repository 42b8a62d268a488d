/**
 * Which landing pages exist and how many open jobs each lists: every category, every place
 * (province or city) and every category in a place, counted from the precomputed search counts
 * (facet-counts.ts, so the numbers are the search's own), one statement for all jobs and one
 * per category. Kept in the search cache (landingOrLoad), emptied with the search results
 * when a job changes.
 */
import type { Db } from '../db/db.js';
import type { Bilingual } from '../../shared/job-vocabulary.js';
import type { Language } from '../../shared/locales.js';
import { precomputedCounts } from './facet-counts.js';
import type { FacetCountRow } from './facets.js';
import type { JobSearchCache } from './result-cache.js';

/**
 * Fewer open jobs than this and a landing page is `noindex` (it still answers, and lists
 * them): one or two cards make a page that says less than the job pages themselves, and a
 * crawler would see it come and go with each job.
 */
export const INDEXABLE_MIN_JOBS = 3;

export interface LandingCategory {
  readonly id: number;
  /** English slug (job_categories.slug), and the Indonesian one (slug_id, migration 0093). */
  readonly slug: string;
  readonly slugId: string;
  readonly name: Bilingual;
}

export interface LandingPlace {
  readonly id: number;
  readonly kind: 'city' | 'province';
  readonly slug: string;
  readonly name: Bilingual;
  /** A city's province; null for a province. */
  readonly provinceId: number | null;
}

export interface LandingCatalogue {
  readonly categories: readonly LandingCategory[];
  readonly places: readonly LandingPlace[];
  /** Open jobs by `landingKey`. */
  readonly counts: ReadonlyMap<string, number>;
}

function landingKey(categoryId: number | undefined, placeId: number | undefined): string {
  return `${categoryId ?? ''}/${placeId ?? ''}`;
}

export function openJobs(catalogue: LandingCatalogue, category: LandingCategory | undefined, place: LandingPlace | undefined): number {
  return catalogue.counts.get(landingKey(category?.id, place?.id)) ?? 0;
}

export function isIndexable(count: number): boolean {
  return count >= INDEXABLE_MIN_JOBS;
}

/** A category's slug in a language. */
export function categorySlug(category: LandingCategory, lang: Language): string {
  return lang === 'id' ? category.slugId : category.slug;
}

/** The category a slug names, in the given language's spelling first, then the other's. */
export function findCategory(catalogue: LandingCatalogue, slug: string, lang: Language): LandingCategory | undefined {
  const own = catalogue.categories.find((c) => categorySlug(c, lang) === slug);
  return own ?? catalogue.categories.find((c) => categorySlug(c, lang === 'id' ? 'en' : 'id') === slug);
}

export function findPlace(catalogue: LandingCatalogue, slug: string): LandingPlace | undefined {
  return catalogue.places.find((p) => p.slug === slug);
}

interface CategoryRow {
  id: number;
  slug: string;
  slug_id: string;
  name_en: string;
  name_id: string;
}
interface PlaceRow {
  id: number;
  kind: 'city' | 'province';
  slug: string;
  name_en: string;
  name_id: string;
  parent_id: number | null;
}

/**
 * The counts from the precomputed rows: `all` (no filter: per category and per city) and one
 * list per category (per city within it); a province sums its cities.
 */
function buildCatalogue(
  categoryRows: readonly CategoryRow[],
  placeRows: readonly PlaceRow[],
  all: readonly FacetCountRow[],
  perCategory: readonly (readonly FacetCountRow[])[],
): LandingCatalogue {
  const categories = categoryRows.map((r) => ({
    id: Number(r.id),
    slug: r.slug,
    slugId: r.slug_id,
    name: { en: r.name_en, id: r.name_id },
  }));
  const places = placeRows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    slug: r.slug,
    name: { en: r.name_en, id: r.name_id },
    provinceId: r.parent_id === null ? null : Number(r.parent_id),
  }));
  const categoryBySlug = new Map(categories.map((c) => [c.slug, c]));
  const cityBySlug = new Map(places.filter((p) => p.kind === 'city').map((p) => [p.slug, p]));
  const counts = new Map<string, number>();
  const add = (key: string, n: number) => counts.set(key, (counts.get(key) ?? 0) + n);
  const addCities = (rows: readonly FacetCountRow[], categoryId: number | undefined) => {
    for (const row of rows) {
      if (row.facet !== 'location' || !row.value) continue;
      const city = cityBySlug.get(row.value);
      if (!city) continue;
      const n = Number(row.n);
      add(landingKey(categoryId, city.id), n);
      if (city.provinceId !== null) add(landingKey(categoryId, city.provinceId), n);
    }
  };
  addCities(all, undefined);
  for (const row of all) {
    const category = row.facet === 'category' && row.value ? categoryBySlug.get(row.value) : undefined;
    if (category) add(landingKey(category.id, undefined), Number(row.n));
  }
  categories.forEach((category, i) => addCities(perCategory[i] ?? [], category.id));
  return { categories, places, counts };
}

async function loadCatalogue(db: Db): Promise<LandingCatalogue> {
  const [categories, places] = await Promise.all([
    db.query<CategoryRow>('SELECT id, slug, slug_id, name_en, name_id FROM job_categories ORDER BY sort_order, id'),
    db.query<PlaceRow>('SELECT id, kind, slug, name_en, name_id, parent_id FROM locations ORDER BY id'),
  ]);
  const [all, ...perCategory] = await Promise.all([
    precomputedCounts(db, { dim: 'all', values: [''] }),
    ...categories.rows.map((c) => precomputedCounts(db, { dim: 'category', values: [String(c.id)] })),
  ]);
  return buildCatalogue(categories.rows, places.rows, all ?? [], perCategory);
}

export function landingCatalogue(db: Db, cache?: JobSearchCache): Promise<LandingCatalogue> {
  return cache ? cache.landingOrLoad('catalogue', () => loadCatalogue(db)) : loadCatalogue(db);
}
