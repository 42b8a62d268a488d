/**
 * What a landing page's intro says besides the count: the companies with the most open jobs
 * there, and the range of the monthly salaries in rupiah that employers chose to show (hidden
 * ranges never take part, so the intro cannot reveal one).
 */
import type { Db } from '../db/db.js';
import type { JobSearchCache } from './result-cache.js';
import type { LandingCategory, LandingPlace } from './landing-catalogue.js';

/** Companies the intro names. */
const TOP_COMPANIES = 3;
/** Fewer shown salaries than this and the intro gives no range: two numbers are no market. */
export const MIN_VISIBLE_SALARIES = 5;

export interface LandingFacts {
  readonly topCompanies: readonly { readonly name: string; readonly slug: string; readonly jobs: number }[];
  /** Null below MIN_VISIBLE_SALARIES. */
  readonly salary: { readonly from: number; readonly to: number; readonly shown: number } | null;
}

function where(category: LandingCategory | undefined, place: LandingPlace | undefined): { sql: string; params: unknown[] } {
  const parts = ['(s.valid_through IS NULL OR s.valid_through > now())'];
  const params: unknown[] = [];
  if (category) {
    params.push(category.id);
    parts.push(`s.category_id = $${params.length}`);
  }
  if (place) {
    params.push(place.id);
    parts.push(`${place.kind === 'city' ? 's.location_id' : 's.province_id'} = $${params.length}`);
  }
  return { sql: parts.join(' AND '), params };
}

async function loadFacts(db: Db, category: LandingCategory | undefined, place: LandingPlace | undefined): Promise<LandingFacts> {
  const w = where(category, place);
  const [companies, salary] = await Promise.all([
    db.query<{ name: string; slug: string; n: string }>(
      `SELECT c.name, c.slug, count(*) AS n
       FROM job_search_facts s JOIN companies c ON c.id = s.company_id
       WHERE ${w.sql}
       GROUP BY c.id, c.name, c.slug ORDER BY count(*) DESC, c.name LIMIT ${TOP_COMPANIES}`,
      w.params,
    ),
    db.query<{ shown: string; low: string | null; high: string | null }>(
      // The lower ends' 10th percentile to the upper ends' 90th: one odd posting (a director's
      // pay among clerks') does not stretch what the intro calls the usual range.
      `SELECT count(*) AS shown,
              percentile_disc(0.1) WITHIN GROUP (ORDER BY coalesce(j.salary_min, j.salary_max)) AS low,
              percentile_disc(0.9) WITHIN GROUP (ORDER BY coalesce(j.salary_max, j.salary_min)) AS high
       FROM job_search_facts s JOIN jobs j ON j.id = s.job_id
       WHERE ${w.sql} AND j.salary_visible AND j.salary_currency = 'IDR' AND j.salary_period = 'MONTH'
         AND coalesce(j.salary_min, j.salary_max) IS NOT NULL`,
      w.params,
    ),
  ]);
  const s = salary.rows[0];
  const shown = Number(s?.shown ?? 0);
  return {
    topCompanies: companies.rows.map((r) => ({ name: r.name, slug: r.slug, jobs: Number(r.n) })),
    salary: shown >= MIN_VISIBLE_SALARIES && s?.low != null && s.high != null ? { from: Number(s.low), to: Number(s.high), shown } : null,
  };
}

export function landingFacts(
  db: Db,
  category: LandingCategory | undefined,
  place: LandingPlace | undefined,
  cache?: JobSearchCache,
): Promise<LandingFacts> {
  const load = () => loadFacts(db, category, place);
  return cache ? cache.landingOrLoad(`facts:${category?.id ?? ''}/${place?.id ?? ''}`, load) : load();
}
