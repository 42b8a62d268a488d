/**
 * Fixed-size slices of the job and company sitemaps, so each child sitemap stays under
 * Google's 50,000-URL limit and can be addressed by number (`jobs-3.xml`).
 */
import type { Db } from './db.js';

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
  const { rows } = await db.query<{ slug: string; identifier: string; updated_at: Date }>(
    `SELECT slug, identifier, updated_at FROM jobs WHERE ${LIVE} ORDER BY id OFFSET $1 LIMIT $2`,
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

export async function sitemapCompaniesSlice(db: Db, index: number, size: number) {
  const { rows } = await db.query<{ slug: string; updated_at: Date }>(
    `SELECT c.slug, c.updated_at FROM companies c WHERE ${LISTED_COMPANY} ORDER BY c.id OFFSET $1 LIMIT $2`,
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
    'SELECT slug_en, slug_id, updated_at FROM content_pages WHERE published ORDER BY sort_order, id',
  );
  return rows;
}

/** The newest edit of anything public: lastmod for the static pages and the index. */
export async function latestContentChange(db: Db): Promise<Date> {
  const { rows } = await db.query<{ at: Date | null }>(
    `SELECT greatest((SELECT max(updated_at) FROM jobs WHERE ${LIVE}), (SELECT max(updated_at) FROM companies),
                     (SELECT max(updated_at) FROM articles), (SELECT max(updated_at) FROM content_pages)) AS at`,
  );
  return rows[0]?.at ?? new Date(0);
}
