/**
 * Every table a public page shows announces its changes on `content_changed` (with its name),
 * so page and search caches on every instance drop what they hold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, type TestDb } from '../test-db.js';

const PUBLIC_TABLES = [
  'jobs',
  'job_skills',
  'job_screening_questions',
  'companies',
  'company_gallery_items',
  'company_reviews',
  'articles',
  'content_pages',
  'team_members',
  'testimonials',
  'services',
  'client_logos',
  'client_stats',
  'insight_items',
  'job_categories',
  'locations',
  'industries',
  'tags',
  'article_tags',
  'content_page_faqs',
];

describe.each(testEngines())('change notifications on $engine', ({ open }) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await open();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('names each public table a statement ran on, once it commits, and nothing for a rollback', async () => {
    const heard = new Set<string>();
    const stop = await t.db.listen('content_changed', (table) => heard.add(table));
    try {
      // A statement-level trigger fires even when the statement touches no row.
      for (const table of PUBLIC_TABLES) await t.db.query(`DELETE FROM ${table} WHERE false`);
      await expect.poll(() => [...heard].sort(), { timeout: 5_000 }).toEqual([...PUBLIC_TABLES].sort());
      heard.clear();
      await expect(
        t.db.transaction(async (tx) => {
          await tx.query('DELETE FROM tags WHERE false');
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await t.db.query('DELETE FROM industries WHERE false');
      await expect.poll(() => [...heard], { timeout: 5_000 }).toEqual(['industries']);
    } finally {
      await stop();
    }
  });
});
