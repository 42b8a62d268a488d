import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import { applyMigrations, MigrationError } from './migrate.js';
import { loadMigrations, type Migration } from './load-migrations.js';
import { testEngines, type TestDb } from '../test-db.js';

const broken = (sql: string, name = '9999-broken.sql'): Migration => ({ name, sql, checksum: `test-${name}` });

async function tableExists(db: Db, name: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>('SELECT to_regclass($1) IS NOT NULL AS found', [name]);
  return rows[0]?.found ?? false;
}

describe.each(testEngines())('migrations on $engine', ({ open }) => {
  let t: TestDb;
  const all = loadMigrations();

  beforeAll(async () => {
    t = await open({ migrate: false });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('applies every file in order on an empty database', async () => {
    const applied = await applyMigrations(t.db, all);
    expect(applied).toEqual(all.map((m) => m.name));
    expect(applied.length).toBeGreaterThanOrEqual(10);
    const { rows } = await t.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((r) => r.name)).toEqual(all.map((m) => m.name));
  });

  it('is a no-op when run again', async () => {
    expect(await applyMigrations(t.db, all)).toEqual([]);
    expect(await applyMigrations(t.db, loadMigrations())).toEqual([]);
  });

  it('rolls a failing migration back completely and names it in the error', async () => {
    const bad = broken(`CREATE TABLE half_done (id int); INSERT INTO half_done VALUES (1); SELECT 1 / 0;`);
    const err = await applyMigrations(t.db, [...all, bad]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MigrationError);
    expect((err as Error).message).toContain('9999-broken.sql');
    expect((err as Error).message).toMatch(/division by zero/);
    expect(await tableExists(t.db, 'half_done')).toBe(false);
    const { rows } = await t.db.query('SELECT 1 FROM schema_migrations WHERE name = $1', [bad.name]);
    expect(rows).toHaveLength(0);
    // Earlier migrations are untouched and the database still works.
    expect(await tableExists(t.db, 'jobs')).toBe(true);
  });

  it('0028 gives menu links to translated content pages their Indonesian path, and leaves the rest alone', async () => {
    const fresh = await open({ migrate: false });
    try {
      await applyMigrations(
        fresh.db,
        all.filter((m) => m.name < '0028'),
      );
      await fresh.db.query(
        `INSERT INTO content_pages (key, slug_en, slug_id, title_en, title_id) VALUES ('faq', 'faq', 'tanya-jawab', 'FAQ', 'Tanya jawab'),
                                                                                     ('same', 'karir', 'karir', 'Karir', 'Karir')`,
      );
      const menus = {
        header: [
          { label: { en: 'Jobs' }, path: '/explore-jobs' },
          { label: { en: 'FAQ' }, path: '/page/faq' },
        ],
        footer: [
          {
            title: { en: 'Help' },
            links: [
              { label: { en: 'FAQ' }, path: '/page/faq' },
              { label: { en: 'Careers' }, path: '/page/karir' },
            ],
          },
          'odd column',
        ],
      };
      await fresh.db.query(`INSERT INTO site_content (site_name, logo, menus) VALUES ('Karir', '/logo.svg', $1)`, [JSON.stringify(menus)]);
      await applyMigrations(fresh.db, all);
      const { rows } = await fresh.db.query<{ menus: typeof menus }>('SELECT menus FROM site_content');
      const faq = { en: '/page/faq', id: '/page/tanya-jawab' };
      expect(rows[0]!.menus).toEqual({
        header: [
          { label: { en: 'Jobs' }, path: '/explore-jobs' },
          { label: { en: 'FAQ' }, path: faq },
        ],
        footer: [
          {
            title: { en: 'Help' },
            links: [
              { label: { en: 'FAQ' }, path: faq },
              { label: { en: 'Careers' }, path: '/page/karir' },
            ],
          },
          'odd column',
        ],
      });
    } finally {
      await fresh.cleanup();
    }
  });

  it('0061 records the language of questions written before it where their words show one, and leaves the rest unknown', async () => {
    const fresh = await open({ migrate: false });
    try {
      await applyMigrations(
        fresh.db,
        all.filter((m) => m.name < '0061'),
      );
      await fresh.db
        .query(`INSERT INTO locations (id, kind, parent_id, slug, name_id, name_en) VALUES (1, 'province', NULL, 'bali', 'Bali', 'Bali'),
                                                                                                 (2, 'city', 1, 'denpasar', 'Denpasar', 'Denpasar')`);
      const { rows: companies } = await fresh.db.query<{ id: number }>(
        `INSERT INTO companies (slug, name) VALUES ('pt-a', 'PT A') RETURNING id`,
      );
      const { rows: jobs } = await fresh.db.query<{ id: number }>(
        `INSERT INTO jobs (identifier, slug, company_id, position, description_html, location_id, province_id)
         VALUES ('abcdef12', 'staf', $1, 'Staf', '<p>x</p>', 2, 1) RETURNING id`,
        [companies[0]!.id],
      );
      const prompts = [
        'Apakah Anda bersedia bekerja shift?',
        'When can you start?',
        'Tell us about a project you are proud of.',
        'SIM A / SIM C',
      ];
      for (const [i, prompt] of prompts.entries()) {
        await fresh.db.query(`INSERT INTO job_screening_questions (job_id, type, prompt, sort_order) VALUES ($1, 'free_text', $2, $3)`, [
          jobs[0]!.id,
          prompt,
          i,
        ]);
      }
      await applyMigrations(fresh.db, all);
      const { rows } = await fresh.db.query<{ lang: string | null }>('SELECT lang FROM job_screening_questions ORDER BY sort_order');
      expect(rows.map((r) => r.lang)).toEqual(['id', 'en', 'en', null]);
    } finally {
      await fresh.cleanup();
    }
  });

  it('refuses an already applied migration whose file changed', async () => {
    const first = all[0];
    if (!first) throw new Error('no migrations');
    const edited = { ...first, checksum: 'edited' };
    await expect(applyMigrations(t.db, [edited])).rejects.toThrow(/0001-.*changed after it was applied/);
  });

  it('refuses a new migration numbered below one already applied, before running anything', async () => {
    const late = broken('CREATE TABLE late_migration_check (id int)', '0001-late-arrival.sql');
    const after = broken('CREATE TABLE after_late_check (id int)', '9998-after-late.sql');
    await expect(applyMigrations(t.db, [...all, late, after])).rejects.toThrow(/0001-late-arrival\.sql.*numbered below/);
    expect(await tableExists(t.db, 'late_migration_check')).toBe(false);
    expect(await tableExists(t.db, 'after_late_check')).toBe(false);
  });
});
