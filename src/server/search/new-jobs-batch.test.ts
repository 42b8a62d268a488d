import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { testEngines, type TestDb } from '../db/test-db';
import { saveJobBatch } from '../employer/job-batch';
import { findNewJobs } from './new-jobs';
import { findNewJobsBatch } from './new-jobs-batch';
import { parseJobSearchParams } from './search-params';
import { searchRefsResolver } from './search-refs-batch';

const VALID_THROUGH = new Date(Date.now() + 30 * 86_400_000).toISOString();

function jobBody(title: string, overrides: Record<string, unknown> = {}) {
  return {
    title,
    description: '<p>A real job with real duties.</p>',
    location: 'jakarta-selatan',
    employmentType: 'FULL_TIME',
    workArrangement: 'onsite',
    level: 'mid_senior',
    category: 'engineering',
    salary: { min: 9_000_000, max: 12_000_000, currency: 'IDR', period: 'MONTH', visible: true },
    validThrough: VALID_THROUGH,
    languages: ['en'],
    ...overrides,
  };
}

// Every kind of filter the search page has, keywords of every form keyword-query.ts makes
// (a listed prefix, the :* form, one character, symbols, another script, a word nobody used),
// and slugs that exist and that do not.
const SEARCHES: Record<string, unknown>[] = [
  {},
  { q: 'backend' },
  { q: 'senior backend' },
  { q: 'back' },
  { q: 'engineer' },
  { q: 'senior engineer' },
  { q: 'b' },
  { q: 'c++' },
  { q: 'node.js developer' },
  { q: 'ui/ux' },
  { q: 'pengembang perangkat' },
  { q: 'développeur' },
  { q: 'zzzq' },
  { q: 'full-stack' },
  { q: 'backend', location: 'jakarta-selatan' },
  { location: 'dki-jakarta' },
  { location: 'kota-surabaya' },
  { location: 'no-such-place' },
  { category: 'engineering' },
  { category: 'sales' },
  { company: 'pt-second' },
  { company: 'no-such-company', q: 'developer' },
  { type: 'FULL_TIME,PART_TIME' },
  { type: 'CONTRACTOR' },
  { arrangement: 'remote' },
  { level: 'entry' },
  { salaryMin: '15000000' },
  { salaryMax: '10000000' },
  { salaryMin: '10000000', salaryMax: '20000000', q: 'developer' },
  { posted: '1' },
  {
    q: 'developer',
    location: 'dki-jakarta',
    type: 'FULL_TIME',
    arrangement: 'onsite,hybrid',
    level: 'mid_senior',
    category: 'engineering',
  },
];

describe.each(testEngines())('findNewJobsBatch on $engine', ({ open }) => {
  let t: TestDb;
  let db: Db;
  let start: Date;
  let middle: Date;
  let end: Date;

  beforeAll(async () => {
    t = await open();
    db = t.db;
    await db.exec(`
      INSERT INTO locations (kind, slug, name_id, name_en) VALUES ('province', 'dki-jakarta', 'DKI Jakarta', 'Jakarta'), ('province', 'jawa-timur', 'Jawa Timur', 'East Java');
      INSERT INTO locations (kind, parent_id, slug, name_id, name_en)
        SELECT 'city', id, 'jakarta-selatan', 'Jakarta Selatan', 'South Jakarta' FROM locations WHERE slug = 'dki-jakarta';
      INSERT INTO locations (kind, parent_id, slug, name_id, name_en)
        SELECT 'city', id, 'jakarta-barat', 'Jakarta Barat', 'West Jakarta' FROM locations WHERE slug = 'dki-jakarta';
      INSERT INTO locations (kind, parent_id, slug, name_id, name_en)
        SELECT 'city', id, 'kota-surabaya', 'Kota Surabaya', 'Surabaya' FROM locations WHERE slug = 'jawa-timur';
      INSERT INTO job_categories (slug, name_en, name_id) VALUES ('engineering', 'Engineering', 'Teknik'), ('sales', 'Sales', 'Penjualan');
      INSERT INTO companies (slug, name) VALUES ('pt-first', 'PT First'), ('pt-second', 'PT Second');
      -- "engineer" begins more lexemes than are listed (MAX_PREFIX_EXPANSION): its :* form is searched.
      INSERT INTO job_search_lexemes (lexeme) SELECT 'engineer' || i FROM generate_series(1, 40) AS i;
    `);
    const company = async (slug: string) =>
      Number((await db.query<{ id: string }>('SELECT id FROM companies WHERE slug = $1', [slug])).rows[0]!.id);
    const [first, second] = [await company('pt-first'), await company('pt-second')];
    let n = 0;
    const post = async (companyId: number, jobs: [string, Record<string, unknown>?][]) => {
      const results = await saveJobBatch(
        db,
        companyId,
        jobs.map(([title, overrides]) => ({ externalId: `batch-${++n}`, job: jobBody(title, overrides) })),
      );
      for (const r of results) expect(r.outcome, JSON.stringify(r)).toBe('created');
    };
    const tick = () => new Promise((resolve) => setTimeout(resolve, 20));
    start = new Date();
    await tick();
    await post(first, [
      ['Backend Engineer'],
      [
        'Senior Backend Developer',
        { location: 'jakarta-barat', salary: { min: 20_000_000, max: 30_000_000, currency: 'IDR', period: 'MONTH', visible: false } },
      ],
      ['C++ Developer', { employmentType: 'CONTRACTOR', workArrangement: 'remote' }],
      ['Node.js Developer', { level: 'entry', salary: null }],
      ['UI/UX Designer', { location: 'kota-surabaya', category: 'sales' }],
    ]);
    await tick();
    middle = new Date();
    await tick();
    await post(second, [
      ['Pengembang Perangkat Lunak', { languages: ['id'] }],
      ['Développeur Full-Stack', { employmentType: 'PART_TIME', workArrangement: 'hybrid' }],
      [
        'Backend Engineer II',
        { location: 'kota-surabaya', salary: { min: 5_000_000, max: 8_000_000, currency: 'IDR', period: 'MONTH', visible: true } },
      ],
      ['Sales Engineer', { category: 'sales' }],
      ['Engineering Manager'],
    ]);
    // A job the sweep has not yet removed, whose time is over: live no more.
    await db.query(
      `UPDATE job_search_index SET valid_through = now() - interval '1 second' WHERE job_id = (SELECT id FROM jobs WHERE external_id = 'batch-1')`,
    );
    await tick();
    end = new Date();
  }, 300_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  it('finds for each search exactly what findNewJobs finds, in the same order, with the same totals', async () => {
    const searches = SEARCHES.flatMap((raw, i) =>
      [start, middle].map((after, k) => ({ key: 2 * i + k, params: parseJobSearchParams({ ...raw, sort: 'newest' }), after })),
    );
    for (const limit of [2, 50]) {
      const batch = await findNewJobsBatch(db, searches, { until: end, limit, refs: searchRefsResolver() });
      const one = await Promise.all(searches.map((s) => findNewJobs(db, s.params, { after: s.after, until: end, limit })));
      expect(searches.map((s) => [SEARCHES[s.key >> 1], batch.get(s.key)])).toEqual(searches.map((s, i) => [SEARCHES[s.key >> 1], one[i]]));
    }
    // The comparison is worth something only when the searches do find jobs, and not all the same ones.
    const one = await Promise.all(searches.map((s) => findNewJobs(db, s.params, { after: s.after, until: end, limit: 50 })));
    expect(one.filter((r) => r.total > 0).length).toBeGreaterThan(20);
    expect(new Set(one.map((r) => r.ids.join())).size).toBeGreaterThan(15);
  });
});
