/**
 * Facet counts and total from the precomputed table job_search_counts (migration 0015), for
 * the searches that would otherwise count the most rows: no filter, or exactly one filter
 * among city, province, category, employment type(s), work arrangement(s) and experience
 * level. Every other search (keyword, salary, posted-within, company, two filters or more)
 * is narrower or not precomputable and is counted directly (job-search.ts).
 *
 * The table counts the rows of job_search_index; rows whose valid_through has passed but
 * that the sweep (sweep.ts) has not removed yet are subtracted in the same
 * statement, so the result equals the direct count at any moment, sweep or not. Those rows
 * all expired after the sweep's mark (job_search_sweep.swept_through), which bounds the
 * range read: the rows swept before leave dead index entries there until a VACUUM.
 */
import type { Db } from '../db/db.js';
import type { FacetCountRow } from './facets.js';
import type { JobSearchParams } from './search-params.js';

/** The resolved filters a search applies (ids of known slugs only). */
export interface AppliedFilters {
  keyword: boolean;
  location?: { id: number; kind: 'city' | 'province' };
  categoryId?: number;
  companyId?: number;
}

type CountFilterDim = 'all' | 'city' | 'province' | 'category' | 'type' | 'arrangement' | 'level';

export interface PrecomputedFilter {
  dim: CountFilterDim;
  /** Several values are summed: a job has exactly one value per dimension. */
  values: string[];
}

/** The precomputed cell range answering this search, or null when it must be counted directly. */
export function precomputedFilter(p: JobSearchParams, applied: AppliedFilters): PrecomputedFilter | null {
  if (applied.keyword || applied.companyId !== undefined) return null;
  if (p.salaryMin !== undefined || p.salaryMax !== undefined || p.posted !== undefined) return null;
  const found: PrecomputedFilter[] = [];
  if (applied.location) found.push({ dim: applied.location.kind, values: [String(applied.location.id)] });
  if (applied.categoryId !== undefined) found.push({ dim: 'category', values: [String(applied.categoryId)] });
  if (p.type.length) found.push({ dim: 'type', values: [...new Set(p.type)] });
  if (p.arrangement.length) found.push({ dim: 'arrangement', values: [...new Set(p.arrangement)] });
  if (p.level) found.push({ dim: 'level', values: [p.level] });
  if (found.length === 0) return { dim: 'all', values: [''] };
  return found.length === 1 ? (found[0] ?? null) : null;
}

export const PRECOMPUTED_COUNTS_SQL = `WITH cells AS (
       SELECT c.facet_dim, c.facet_value, c.n
       FROM job_search_counts c
       WHERE c.filter_dim = $1 AND c.filter_value = ANY($2::text[])
       UNION ALL
       -- Expired since the last sweep (migration 0016): still counted in the table, no longer
       -- live. Earlier ones are gone; bounding the range skips their dead index entries. No
       -- mark row (never swept) bounds nothing: a NULL bound would subtract nothing at all.
       SELECT k.facet_dim, k.facet_value, -1
       FROM job_search_index s
       CROSS JOIN LATERAL job_search_count_keys(s.location_id, s.province_id, s.category_id, s.employment_type,
                                                s.work_arrangement, s.experience_level) k
       WHERE s.valid_through > coalesce((SELECT swept_through FROM job_search_sweep), '-infinity')
         AND s.valid_through <= now()
         AND k.filter_dim = $1 AND k.filter_value = ANY($2::text[])
     ), summed AS (
       SELECT facet_dim, facet_value, sum(n)::integer AS n FROM cells GROUP BY facet_dim, facet_value HAVING sum(n) > 0
     )
     SELECT s.facet_dim AS facet,
            CASE s.facet_dim WHEN 'location' THEN l.slug WHEN 'category' THEN cat.slug WHEN 'total' THEN NULL
                 ELSE s.facet_value END AS value,
            coalesce(l.name_en, cat.name_en) AS label_en, coalesce(l.name_id, cat.name_id) AS label_id, s.n
     FROM summed s
     LEFT JOIN locations l ON s.facet_dim = 'location' AND l.id::text = s.facet_value
     LEFT JOIN job_categories cat ON s.facet_dim = 'category' AND cat.id::text = s.facet_value`;

export async function precomputedCounts(db: Db, f: PrecomputedFilter): Promise<FacetCountRow[]> {
  return (await db.query<FacetCountRow>(PRECOMPUTED_COUNTS_SQL, [f.dim, f.values])).rows;
}
