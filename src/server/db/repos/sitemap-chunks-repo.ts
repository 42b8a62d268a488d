/**
 * Fixed-size slices of the job and company sitemaps, so each child sitemap stays under
 * Google's 50,000-URL limit and can be addressed by number (`jobs-3.xml`).
 */
import type { Db } from '../db.js';
import { CONTENT_KEYS_WITH_OWN_ROUTE } from '../../../shared/content-page-routes';

const LIVE = `status = 'published' AND (valid_through IS NULL OR valid_through > now())`;

export async function countSitemapJobs(db: Db): Promise<number> {
  // The narrow search copy holds exactly the published jobs (live when written); its newest
  // index carries valid_through, so this is an index-only count, not a pass over wide job rows.
  const { rows } = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM job_search_facts s WHERE s.valid_through IS NULL OR s.valid_through > now()`,
  );
  return Number(rows[0]?.n ?? 0);
}

export async function sitemapJobsSlice(db: Db, index: number, size: number) {
  // The slice's first and last id are counted on the narrow id index (migration 0113); an
  // OFFSET over the job rows themselves read every earlier slice's rows too (seconds for the
  // last slices at a million jobs).
  const { rows } = await db.query<{ slug: string; identifier: string; updated_at: Date }>(
    `WITH bounds AS (
       SELECT min(id) AS lo, max(id) AS hi FROM (SELECT id FROM jobs WHERE ${LIVE} ORDER BY id OFFSET $1 LIMIT $2) slice
     )
     SELECT j.slug, j.identifier, j.updated_at FROM bounds, jobs j
     WHERE j.id BETWEEN bounds.lo AND bounds.hi AND ${LIVE} ORDER BY j.id`,
    [index * size, size],
  );
  return rows;
}

/** Companies with a live job or an approved review: thin pages stay out of the sitemap. */
const LISTED_COMPANY = `(EXISTS (SELECT 1 FROM jobs j WHERE j.company_id = c.id AND j.status = 'published'
    AND (j.valid_through IS NULL OR j.valid_through > now()))
  OR EXISTS (SELECT 1 FROM company_reviews r WHERE r.company_id = c.id AND r.status = 'approved'))`;

export async function countSitemapCompanies(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM companies c WHERE ${LISTED_COMPANY}`);
  return Number(rows[0]?.n ?? 0);
}

/**
 * A company page shows its live jobs and approved reviews too, so its last change is the
 * newest of the three.
 */
export async function sitemapCompaniesSlice(db: Db, index: number, size: number) {
  const { rows } = await db.query<{ slug: string; updated_at: Date }>(
    `SELECT c.slug,
            greatest(c.updated_at,
                     (SELECT max(j.updated_at) FROM jobs j WHERE j.company_id = c.id AND j.status = 'published'
                        AND (j.valid_through IS NULL OR j.valid_through > now())),
                     (SELECT max(r.updated_at) FROM company_reviews r WHERE r.company_id = c.id AND r.status = 'approved')) AS updated_at
     FROM companies c WHERE ${LISTED_COMPANY} ORDER BY c.id OFFSET $1 LIMIT $2`,
    [index * size, size],
  );
  return rows;
}

export async function sitemapArticles(db: Db) {
  const { rows } = await db.query<{ slug_en: string | null; slug_id: string | null; updated_at: Date }>(
    `SELECT slug_en, slug_id, updated_at FROM articles WHERE status = 'published' AND published_at <= now() ORDER BY id`,
  );
  return rows;
}

export async function sitemapContentPages(db: Db) {
  const { rows } = await db.query<{ slug_en: string; slug_id: string; updated_at: Date }>(
    'SELECT slug_en, slug_id, updated_at FROM content_pages WHERE published AND NOT (key = ANY($1)) ORDER BY sort_order, id',
    [CONTENT_KEYS_WITH_OWN_ROUTE],
  );
  return rows;
}

export interface LatestChanges {
  readonly jobs: Date | null;
  readonly companies: Date | null;
  readonly articles: Date | null;
  readonly pages: Date | null;
  readonly reviews: Date | null;
}

/**
 * The newest edit per kind of content, for the lastmod of the pages that list it and of the
 * sitemap files. Jobs count whether still live or not, so the date never moves back when
 * the most recently edited job expires.
 */
export async function latestChanges(db: Db): Promise<LatestChanges> {
  const { rows } = await db.query<{
    jobs: Date | null;
    companies: Date | null;
    articles: Date | null;
    pages: Date | null;
    reviews: Date | null;
  }>(
    `SELECT (SELECT max(updated_at) FROM jobs WHERE status <> 'draft') AS jobs,
            (SELECT max(updated_at) FROM companies) AS companies,
            (SELECT max(updated_at) FROM articles WHERE status = 'published') AS articles,
            (SELECT max(updated_at) FROM content_pages WHERE published) AS pages,
            (SELECT max(updated_at) FROM company_reviews WHERE status = 'approved') AS reviews`,
  );
  const r = rows[0];
  return {
    jobs: r?.jobs ?? null,
    companies: r?.companies ?? null,
    articles: r?.articles ?? null,
    pages: r?.pages ?? null,
    reviews: r?.reviews ?? null,
  };
}

/**
 * The landing pages (/jobs/…) with at least `minJobs` open jobs, and when their newest job
 * changed: every category, place (city and province) and category in a place. The live jobs
 * counted are the ones the search's copy holds, as the pages themselves count
 * (search/landing-catalogue.ts); jobs without a category count for their places only.
 */
export async function sitemapLandingPages(db: Db, minJobs: number) {
  const { rows } = await db.query<{
    category_slug: string | null;
    category_slug_id: string | null;
    place_slug: string | null;
    lastmod: Date;
  }>(
    // One pass over the landing index (migration 0113) counts each category × city × province
    // cell; every page's figures are sums and maxima of its cells.
    `WITH cells AS (
       SELECT category_id, location_id, province_id, count(*) AS n, max(updated_at) AS lastmod
       FROM jobs WHERE ${LIVE}
       GROUP BY category_id, location_id, province_id
     ), grouped AS (
       SELECT category_id, coalesce(location_id, province_id) AS place_id, sum(n) AS n, max(lastmod) AS lastmod,
              grouping(category_id) AS any_category
       FROM cells
       GROUP BY GROUPING SETS ((category_id), (location_id), (province_id), (category_id, location_id), (category_id, province_id))
     )
     SELECT c.slug AS category_slug, c.slug_id AS category_slug_id, l.slug AS place_slug, g.lastmod
     FROM grouped g
     LEFT JOIN job_categories c ON c.id = g.category_id
     LEFT JOIN locations l ON l.id = g.place_id
     WHERE g.n >= $1 AND (g.any_category = 1 OR g.category_id IS NOT NULL)
     ORDER BY c.sort_order NULLS FIRST, c.id NULLS FIRST, l.id NULLS FIRST`,
    [minJobs],
  );
  return rows;
}
