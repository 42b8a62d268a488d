/**
 * The landing pages' counts against the search's own totals, the sitemap's choice of pages
 * against them, and the categories' Indonesian slugs (migration 0093).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { countJobSearch } from './job-search.js';
import { seed } from '../seed/seed.js';
import { testEngines, type TestDb } from '../db/test-db.js';
import { findCategory, findPlace, INDEXABLE_MIN_JOBS, isIndexable, landingCatalogue, openJobs } from './landing-catalogue.js';
import { landingFacts, MIN_VISIBLE_SALARIES } from './landing-facts.js';
import { sitemapLandingPages } from '../db/repos/sitemap-chunks-repo.js';

describe.each(testEngines())('landing pages catalogue on $engine', ({ open }) => {
  let t: TestDb;
  let db: Db;

  beforeAll(async () => {
    t = await open();
    db = t.db;
    await seed(db, { jobs: 400, companies: 60, seed: 'landing-test' });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('counts each category, place and category in a place as the search does', async () => {
    const catalogue = await landingCatalogue(db);
    const it = findCategory(catalogue, 'information-technology', 'en')!;
    const sales = findCategory(catalogue, 'penjualan', 'id')!;
    expect(sales.slug).toBe('sales');
    for (const [category, place] of [
      [it, undefined],
      [sales, undefined],
      [undefined, findPlace(catalogue, 'dki-jakarta')],
      [undefined, findPlace(catalogue, 'bandung')],
      [it, findPlace(catalogue, 'jawa-barat')],
      [sales, findPlace(catalogue, 'jakarta-selatan')],
      [it, findPlace(catalogue, 'lubuklinggau')],
    ] as const) {
      const search = await countJobSearch(db, { category: category?.slug, location: place?.slug }, { direct: true });
      expect(openJobs(catalogue, category, place), `${category?.slug} ${place?.slug}`).toBe(search.total);
    }
    expect(openJobs(catalogue, undefined, findPlace(catalogue, 'dki-jakarta'))).toBeGreaterThan(INDEXABLE_MIN_JOBS);
  });

  const key = (category: string | null, place: string | null) => `${category ?? ''}/${place ?? ''}`;
  /** The pages the catalogue calls indexable, and the ones the sitemap lists. */
  const listedAndIndexable = async () => {
    const catalogue = await landingCatalogue(db);
    const listed = await sitemapLandingPages(db, INDEXABLE_MIN_JOBS);
    const expected = new Set<string>();
    for (const category of [undefined, ...catalogue.categories]) {
      for (const place of [undefined, ...catalogue.places]) {
        if ((category || place) && isIndexable(openJobs(catalogue, category, place)))
          expected.add(key(category?.slug ?? null, place?.slug ?? null));
      }
    }
    return { listed, expected };
  };

  it('lists in the sitemap exactly the pages with enough open jobs, dated by their newest job', async () => {
    const { listed, expected } = await listedAndIndexable();
    expect(new Set(listed.map((p) => key(p.category_slug, p.place_slug)))).toEqual(expected);
    const jakarta = listed.find((p) => p.category_slug === null && p.place_slug === 'dki-jakarta')!;
    const { rows } = await db.query<{ newest: Date }>(
      `SELECT max(j.updated_at) AS newest FROM jobs j JOIN locations l ON l.id = j.province_id
       WHERE l.slug = 'dki-jakarta' AND j.status = 'published' AND (j.valid_through IS NULL OR j.valid_through > now())`,
    );
    expect(jakarta.lastmod.toISOString()).toBe(rows[0]!.newest.toISOString());
  });

  it("counts a job without a category on its places' pages in the sitemap, not on any category's", async () => {
    const { rows } = await db.query<{ id: number; category: string }>(
      `SELECT j.id, cat.slug AS category FROM jobs j JOIN locations l ON l.id = j.location_id JOIN job_categories cat ON cat.id = j.category_id
       WHERE l.slug = 'bandung' AND j.status = 'published' AND (j.valid_through IS NULL OR j.valid_through > now()) ORDER BY j.id LIMIT 4`,
    );
    expect(rows).toHaveLength(4);
    const ids = rows.map((r) => r.id);
    try {
      const { rows: edited } = await db.query<{ updated_at: Date }>(
        `UPDATE jobs SET category_id = NULL, updated_at = now() + interval '1 minute' WHERE id = ANY($1::int8[]) RETURNING updated_at`,
        [ids],
      );
      const { listed, expected } = await listedAndIndexable();
      expect(new Set(listed.map((p) => key(p.category_slug, p.place_slug)))).toEqual(expected);
      const newest = edited[0]!.updated_at.toISOString();
      const lastmod = (category: string | null, place: string | null) =>
        listed.find((p) => p.category_slug === category && p.place_slug === place)?.lastmod.toISOString();
      expect(lastmod(null, 'bandung')).toBe(newest);
      expect(lastmod(null, 'jawa-barat')).toBe(newest);
      expect(lastmod(rows[0]!.category, null)).not.toBe(newest);
      expect(listed.some((p) => p.category_slug === null && p.place_slug === null)).toBe(false);
    } finally {
      await db.query(
        `UPDATE jobs j SET category_id = cat.id FROM job_categories cat, unnest($1::int8[], $2::text[]) AS back(id, slug)
         WHERE j.id = back.id AND cat.slug = back.slug`,
        [ids, rows.map((r) => r.category)],
      );
    }
  });

  it('writes the intro facts from shown salaries only, and names the companies with most jobs', async () => {
    const catalogue = await landingCatalogue(db);
    const place = findPlace(catalogue, 'dki-jakarta')!;
    const facts = await landingFacts(db, undefined, place);
    expect(facts.topCompanies.length).toBe(3);
    expect(facts.topCompanies[0]!.jobs).toBeGreaterThanOrEqual(facts.topCompanies[2]!.jobs);
    expect(facts.salary!.shown).toBeGreaterThanOrEqual(MIN_VISIBLE_SALARIES);
    // Hiding every salary there leaves the intro without a range.
    await db.query(`UPDATE jobs SET salary_visible = false WHERE province_id = $1`, [place.id]);
    expect((await landingFacts(db, undefined, place)).salary).toBeNull();
  });

  it('gives every category an Indonesian slug, also one added later, and keeps it when the category is renamed', async () => {
    const { rows } = await db.query<{ slug: string; slug_id: string }>(`SELECT slug, slug_id FROM job_categories ORDER BY sort_order`);
    expect(rows.find((r) => r.slug === 'information-technology')?.slug_id).toBe('teknologi-informasi');
    expect(rows.find((r) => r.slug === 'human-resources')?.slug_id).toBe('sumber-daya-manusia');
    expect(new Set(rows.map((r) => r.slug_id)).size).toBe(rows.length);
    await db.query(`INSERT INTO job_categories (slug, name_en, name_id) VALUES ('data-science', 'Data Science', 'Sains Data')`);
    // The same Indonesian name as a category already has: the English slug stands in.
    await db.query(`INSERT INTO job_categories (slug, name_en, name_id) VALUES ('it-support', 'IT Support', 'Teknologi Informasi')`);
    await db.query(`UPDATE job_categories SET name_id = 'Ilmu Data' WHERE slug = 'data-science'`);
    const added = await db.query<{ slug: string; slug_id: string }>(
      `SELECT slug, slug_id FROM job_categories WHERE slug IN ('data-science', 'it-support') ORDER BY slug`,
    );
    expect(added.rows).toEqual([
      { slug: 'data-science', slug_id: 'sains-data' },
      { slug: 'it-support', slug_id: 'it-support' },
    ]);
  });
});
