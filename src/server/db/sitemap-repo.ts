/**
 * Everything public that belongs in the sitemap, with an honest lastmod (research notes
 * §1.5: Google only trusts lastmod when it tracks real edits). Jobs are walked in id order
 * with keyset paging, so a 100k-job sitemap never holds more than one page in memory.
 */
import type { Db } from './db.js';

export type SitemapEntry =
  | { kind: 'job'; slug: string; identifier: string; lastModified: Date }
  | { kind: 'company'; slug: string; lastModified: Date }
  | { kind: 'article'; slugEn: string | null; slugId: string | null; lastModified: Date }
  | { kind: 'page'; slugEn: string; slugId: string; lastModified: Date }
  | { kind: 'profile'; identifier: string; lastModified: Date };

const PAGE = 5_000;

/** Live jobs after `afterId`, in id order; pass the last id back to continue. */
export async function sitemapJobsPage(db: Db, afterId = 0, limit = PAGE) {
  const { rows } = await db.query<{ id: number; slug: string; identifier: string; updated_at: Date }>(
    `SELECT j.id, j.slug, j.identifier, j.updated_at FROM jobs j
     WHERE j.status = 'published' AND (j.valid_through IS NULL OR j.valid_through > now()) AND j.id > $1
     ORDER BY j.id LIMIT $2`,
    [afterId, Math.min(Math.max(limit, 1), 50_000)],
  );
  return rows;
}

/** Companies with at least one live job or an approved review (thin pages stay out). */
export async function sitemapCompaniesPage(db: Db, afterId = 0, limit = PAGE) {
  const { rows } = await db.query<{ id: number; slug: string; last_modified: Date }>(
    `SELECT c.id, c.slug,
            greatest(c.updated_at,
                     (SELECT max(j.updated_at) FROM jobs j WHERE j.company_id = c.id AND j.status = 'published'),
                     (SELECT max(r.updated_at) FROM company_reviews r WHERE r.company_id = c.id AND r.status = 'approved')) AS last_modified
     FROM companies c
     WHERE c.id > $1 AND (
       EXISTS (SELECT 1 FROM jobs j WHERE j.company_id = c.id AND j.status = 'published' AND (j.valid_through IS NULL OR j.valid_through > now()))
       OR EXISTS (SELECT 1 FROM company_reviews r WHERE r.company_id = c.id AND r.status = 'approved'))
     ORDER BY c.id LIMIT $2`,
    [afterId, Math.min(Math.max(limit, 1), 50_000)],
  );
  return rows;
}

export async function* sitemapEntries(db: Db): AsyncGenerator<SitemapEntry> {
  for (let after = 0; ; ) {
    const rows = await sitemapJobsPage(db, after);
    for (const r of rows) yield { kind: 'job', slug: r.slug, identifier: r.identifier, lastModified: r.updated_at };
    const last = rows[rows.length - 1];
    if (!last || rows.length < PAGE) break;
    after = last.id;
  }
  for (let after = 0; ; ) {
    const rows = await sitemapCompaniesPage(db, after);
    for (const r of rows) yield { kind: 'company', slug: r.slug, lastModified: r.last_modified };
    const last = rows[rows.length - 1];
    if (!last || rows.length < PAGE) break;
    after = last.id;
  }
  const articles = await db.query<{ slug_en: string | null; slug_id: string | null; updated_at: Date }>(
    `SELECT slug_en, slug_id, updated_at FROM articles WHERE status = 'published' AND published_at <= now() ORDER BY id`,
  );
  for (const a of articles.rows) yield { kind: 'article', slugEn: a.slug_en, slugId: a.slug_id, lastModified: a.updated_at };
  const pages = await db.query<{ slug_en: string; slug_id: string; updated_at: Date }>(
    'SELECT slug_en, slug_id, updated_at FROM content_pages WHERE published ORDER BY sort_order, id',
  );
  for (const p of pages.rows) yield { kind: 'page', slugEn: p.slug_en, slugId: p.slug_id, lastModified: p.updated_at };
  const profiles = await db.query<{ identifier: string; updated_at: Date }>(
    `SELECT identifier, updated_at FROM candidate_profiles WHERE visibility = 'public' ORDER BY user_id`,
  );
  for (const p of profiles.rows) yield { kind: 'profile', identifier: p.identifier, lastModified: p.updated_at };
}
