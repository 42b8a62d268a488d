import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { JOBS_PAGE_SIZE, MAX_PAGE, pageCountOf, parseJobSearchParams } from './search-params.js';
import { searchJobs } from './job-search.js';
import { anyOfLexemes, keywordParts, prefixUpperBound, toPrefixTsQuery } from './keyword-query.js';
import { seed } from '../seed/seed.js';
import { testEngines, type TestDb } from '../db/test-db.js';

describe('parseJobSearchParams', () => {
  it('drops or clamps bad values instead of failing', () => {
    const p = parseJobSearchParams({
      q: '  senior   engineer ',
      location: 'Bad Slug!',
      type: ['FULL_TIME', 'nope', 'part_time'],
      arrangement: 'remote,hybrid,moon',
      salaryMin: '-5',
      salaryMax: '9999999999999999',
      posted: '2',
      sort: 'cheapest',
      page: '0',
      level: 'guru',
    });
    expect(p).toEqual({
      q: 'senior engineer',
      type: ['FULL_TIME', 'PART_TIME'],
      arrangement: ['remote', 'hybrid'],
      salaryMax: 1_000_000_000_000,
      sort: 'relevance',
      page: 1,
    });
    expect(parseJobSearchParams(null)).toEqual({ type: [], arrangement: [], sort: 'relevance', page: 1 });
    expect(parseJobSearchParams({ page: '100000' }).page).toBe(500);
  });

  it('builds a prefix tsquery with inert operators', () => {
    expect(toPrefixTsQuery('Staf akunt')).toBe("'staf' & 'akunt':*");
    expect(toPrefixTsQuery("'; drop table jobs; --")).toBe("'drop' & 'table' & 'jobs':*");
    expect(toPrefixTsQuery('!!! ((( ')).toBeNull();
    // A last word of one character, or one ending in a symbol, is matched as it is.
    expect(toPrefixTsQuery('node.js C++')).toBe("'node.js' & 'c'");
    expect(toPrefixTsQuery('C#')).toBe("'c#'");
    expect(toPrefixTsQuery('SIM A')).toBe("'sim' & 'a'");
    expect(toPrefixTsQuery('Excel 2')).toBe("'excel' & '2'");
    expect(toPrefixTsQuery('akuntansi.')).toBe("'akuntansi'");
    expect(toPrefixTsQuery('UI/UX designer')).toBe("'ui/ux' & 'designer':*");
    expect(toPrefixTsQuery('S&OP')).toBe("'s&op'");
    expect(toPrefixTsQuery('/sales/ & ')).toBe("'sales'");
  });

  it('never counts more pages than a visitor can open (later pages are clamped to the last one)', () => {
    expect(pageCountOf(0)).toBe(0);
    expect(pageCountOf(315)).toBe(16);
    expect(pageCountOf(12_000)).toBe(MAX_PAGE);
    expect(parseJobSearchParams({ page: String(MAX_PAGE + 1) }).page).toBe(MAX_PAGE);
  });

  it('offers a plain last word for prefix expansion and quotes the lexemes it stands for', () => {
    expect(keywordParts('Software  Engin')).toEqual({ head: "'software'", expandablePrefix: 'engin' });
    expect(keywordParts('akuntan')).toEqual({ head: null, expandablePrefix: 'akuntan' });
    // Words the parser may split further keep the :* form.
    expect(keywordParts('senior node.js')).toEqual({ head: "'senior'", expandablePrefix: null });
    // Beyond ASCII letters and digits the server's parser decides (PostgreSQL reads "m²" as 'm').
    expect(keywordParts('luas m²')).toEqual({ head: "'luas'", expandablePrefix: null });
    expect(keywordParts('kafé')).toEqual({ head: null, expandablePrefix: null });
    expect(keywordParts('Excel2019')).toEqual({ head: null, expandablePrefix: 'excel2019' });
    expect(keywordParts('SIM A')).toEqual({ head: "'sim'", expandablePrefix: null });
    expect(keywordParts('C++')).toEqual({ head: null, expandablePrefix: null });
    expect(prefixUpperBound('engin')).toBe('engio');
    expect(prefixUpperBound('z9')).toBe('z:');
    expect(keywordParts(' !! ')).toBeNull();
    expect(anyOfLexemes(['engine', "it's", 'a\\b'])).toBe("'engine' | 'it''s' | 'a\\\\b'");
  });
});

describe.each(testEngines())('searchJobs on $engine', ({ open }) => {
  let t: TestDb;
  let db: Db;
  let liveCount: number;

  beforeAll(async () => {
    t = await open();
    db = t.db;
    await seed(db, { jobs: 400, companies: 60, seed: 'search-test' });
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*) AS n FROM jobs WHERE status = 'published' AND (valid_through IS NULL OR valid_through > now())`,
    );
    liveCount = rows[0]?.n ?? 0;
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  /** Live jobs matching a tsquery, counted on the jobs table (the source of truth), not on the search index under test. */
  const count = async (tsquery: string) =>
    (
      await db.query<{ n: number }>(
        `SELECT count(*) AS n FROM jobs j WHERE j.status = 'published' AND (j.valid_through IS NULL OR j.valid_through > now())
         AND j.search_vector @@ $1::tsquery`,
        [tsquery],
      )
    ).rows[0]!.n;

  it('matches a last word of one character, or one ending in a symbol, as it is, not as a prefix', async () => {
    const everyC = await count("'c':*");
    const cSharp = await searchJobs(db, { q: 'C#' });
    expect(cSharp.total).toBe(await count("'c'"));
    expect(cSharp.total).toBeLessThan(everyC);
    const simA = await searchJobs(db, { q: 'SIM A' });
    expect(simA.total).toBe(await count("'sim' & 'a'"));
  });

  it('finds titles and skills written with "/" or "&" ("UI/UX Designer", "S&OP") as typed', async () => {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO jobs (slug, company_id, position, description_html, location_id, status, posted_at, valid_through)
       SELECT 'symbols-test', (SELECT min(id) FROM companies), t.position, t.body, (SELECT min(id) FROM locations WHERE kind = 'city'),
              'published', now(), now() + interval '30 days'
       FROM (VALUES ('UI/UX Designer', '<p>Design flows.</p>'), ('Supply Planner', '<p>Run the S&amp;OP cycle.</p>')) t (position, body)
       RETURNING id`,
    );
    try {
      const uiUx = await count("'ui/ux'");
      expect(uiUx).toBeGreaterThan(0);
      const designers = await searchJobs(db, { q: 'UI/UX Designer' });
      expect(designers.total).toBe(await count("'ui/ux' & 'designer':*"));
      expect(designers.jobs.map((j) => j.id)).toContain(rows[0]!.id);
      expect((await searchJobs(db, { q: 'ui/ux' })).total).toBe(uiUx);
      const sop = await searchJobs(db, { q: 'S&OP' });
      expect(sop.total).toBe(await count("'s' <-> 'op'"));
      expect(sop.jobs.map((j) => j.id)).toContain(rows[1]!.id);
    } finally {
      await db.query(`DELETE FROM jobs WHERE id = ANY($1::int8[])`, [rows.map((r) => r.id)]);
    }
  });

  it('a keyword with no letters or digits is no keyword: all jobs, and no keyword shown as applied', async () => {
    for (const q of ['😀', '\\', '..', '-']) {
      const r = await searchJobs(db, { q });
      expect(r.params.q).toBeUndefined();
      expect(r.total).toBe(liveCount);
    }
  });

  it('names the applied place, category and company, and offers the other places and categories to switch to', async () => {
    const { rows } = await db.query<{
      city: string;
      city_en: string;
      province: string;
      province_id: string;
      category: string;
      category_en: string;
      company: string;
      name: string;
    }>(
      `SELECT l.slug AS city, l.name_en AS city_en, p.slug AS province, p.name_id AS province_id, c.slug AS category, c.name_en AS category_en,
              co.slug AS company, co.name
       FROM jobs j JOIN locations l ON l.id = j.location_id JOIN locations p ON p.id = l.parent_id
       JOIN job_categories c ON c.id = j.category_id JOIN companies co ON co.id = j.company_id
       WHERE j.status = 'published' ORDER BY j.id LIMIT 1`,
    );
    const row = rows[0]!;
    const plain = await searchJobs(db, {});
    expect(plain.labels).toEqual({});
    expect(plain.otherChoices).toEqual({ location: [], category: [] });

    const inCity = await searchJobs(db, { location: row.city, category: row.category, company: row.company });
    expect(inCity.labels.location?.en).toBe(row.city_en);
    expect(inCity.labels.category?.en).toBe(row.category_en);
    expect(inCity.labels.company).toBe(row.name);
    // The counted facet holds only the applied city; the other places come from the unfiltered counts.
    expect(inCity.facets.location.map((f) => f.value)).toEqual([row.city]);
    expect(inCity.otherChoices.location.map((f) => f.value)).toEqual(plain.facets.location.map((f) => f.value));
    expect(inCity.otherChoices.category.map((f) => f.value)).toEqual(plain.facets.category.map((f) => f.value));
    expect(inCity.otherChoices.location.length).toBeGreaterThan(1);

    const inProvince = await searchJobs(db, { location: row.province });
    expect(inProvince.labels.location?.id).toBe(row.province_id);
    expect(inProvince.otherChoices.category).toEqual([]);
  });

  it('drops a place, category or company that does not exist instead of showing it as applied', async () => {
    const r = await searchJobs(db, { location: 'atlantis', category: 'no-such-field', company: 'gone-co', type: 'FULL_TIME' });
    expect(r.params.location).toBeUndefined();
    expect(r.params.category).toBeUndefined();
    expect(r.params.company).toBeUndefined();
    expect(r.params.type).toEqual(['FULL_TIME']);
    expect(r.total).toBe((await searchJobs(db, { type: 'FULL_TIME' })).total);
    const { rows } = await db.query<{ slug: string }>(`SELECT slug FROM locations WHERE kind = 'city' ORDER BY id LIMIT 1`);
    expect((await searchJobs(db, { location: rows[0]!.slug })).params.location).toBe(rows[0]!.slug);
  });

  it('reads a salary range typed the wrong way round as the same range', async () => {
    const reversed = await searchJobs(db, { salaryMin: '15000000', salaryMax: '5000000' });
    const range = await searchJobs(db, { salaryMin: '5000000', salaryMax: '15000000' });
    expect(reversed.params.salaryMin).toBe(5_000_000);
    expect(reversed.params.salaryMax).toBe(15_000_000);
    expect(reversed.total).toBe(range.total);
    expect(range.total).toBeGreaterThan(0);
  });

  it('lists only live jobs, 20 per page, with a consistent total', async () => {
    const r = await searchJobs(db, {});
    expect(r.total).toBe(liveCount);
    expect(liveCount).toBeGreaterThan(300);
    expect(r.jobs).toHaveLength(JOBS_PAGE_SIZE);
    expect(r.pageCount).toBe(Math.ceil(liveCount / JOBS_PAGE_SIZE));
    const ids = r.jobs.map((j) => j.id);
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*) AS n FROM jobs WHERE id = ANY($1::int8[]) AND status = 'published' AND (valid_through IS NULL OR valid_through > now())`,
      [ids],
    );
    expect(rows[0]?.n).toBe(ids.length);
  });

  it('never returns closed, draft or expired jobs', async () => {
    const hidden = await db.query<{ id: number }>(`SELECT id FROM jobs WHERE status <> 'published' OR valid_through <= now()`);
    expect(hidden.rows.length).toBeGreaterThan(0);
    const hiddenIds = new Set(hidden.rows.map((r) => r.id));
    for (let page = 1; page <= Math.ceil(liveCount / JOBS_PAGE_SIZE); page++) {
      const r = await searchJobs(db, { page: String(page) });
      for (const j of r.jobs) expect(hiddenIds.has(j.id)).toBe(false);
    }
  });

  it('sorts by newest and by visible salary', async () => {
    const newest = await searchJobs(db, { sort: 'newest' });
    const times = newest.jobs.map((j) => j.postedAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const bySalary = await searchJobs(db, { sort: 'salary' });
    const maxes = bySalary.jobs.map((j) => j.salary.max ?? -1);
    expect(bySalary.jobs.every((j) => j.salary.visible)).toBe(true);
    expect([...maxes].sort((a, b) => b - a)).toEqual(maxes);
  });

  it('never leaks a hidden salary range', async () => {
    const r = await searchJobs(db, { sort: 'newest', page: '1' });
    const all = [...r.jobs, ...(await searchJobs(db, { sort: 'newest', page: '2' })).jobs];
    const hidden = all.filter((j) => !j.salary.visible);
    expect(hidden.length).toBeGreaterThan(0);
    for (const j of hidden) expect([j.salary.min, j.salary.max]).toEqual([null, null]);
  });

  it('filters by location (city or whole province), type, arrangement, category, level and company', async () => {
    const province = await searchJobs(db, { location: 'dki-jakarta' });
    expect(province.total).toBeGreaterThan(0);
    expect(province.jobs.every((j) => j.location.provinceSlug === 'dki-jakarta')).toBe(true);
    const city = await searchJobs(db, { location: 'jakarta-selatan' });
    expect(city.total).toBeLessThan(province.total);
    expect(city.jobs.every((j) => j.location.citySlug === 'jakarta-selatan')).toBe(true);

    const typed = await searchJobs(db, { type: ['CONTRACTOR', 'PART_TIME'] });
    expect(typed.total).toBeGreaterThan(0);
    expect(typed.jobs.every((j) => ['CONTRACTOR', 'PART_TIME'].includes(j.employmentType))).toBe(true);

    const remote = await searchJobs(db, { arrangement: 'remote' });
    expect(remote.total).toBeGreaterThan(0);
    expect(remote.jobs.every((j) => j.workArrangement === 'remote')).toBe(true);

    const it = await searchJobs(db, { category: 'information-technology', level: 'associate' });
    expect(it.total).toBeGreaterThan(0);
    const { rows } = await db.query<{ ok: boolean }>(
      `SELECT bool_and(c.slug = 'information-technology' AND j.experience_level = 'associate') AS ok
       FROM jobs j JOIN job_categories c ON c.id = j.category_id WHERE j.id = ANY($1::int8[])`,
      [it.jobs.map((j) => j.id)],
    );
    expect(rows[0]?.ok).toBe(true);

    const first = province.jobs[0];
    if (!first) throw new Error('no job');
    const company = await searchJobs(db, { company: first.company.slug });
    expect(company.jobs.every((j) => j.company.slug === first.company.slug)).toBe(true);
  });

  it('filters by salary range overlap and by posting age', async () => {
    const r = await searchJobs(db, { salaryMin: '20000000' });
    expect(r.total).toBeGreaterThan(0);
    const { rows } = await db.query<{ ok: boolean }>(
      `SELECT bool_and(coalesce(salary_max, salary_min) >= 20000000) AS ok FROM jobs WHERE id = ANY($1::int8[])`,
      [r.jobs.map((j) => j.id)],
    );
    expect(rows[0]?.ok).toBe(true);
    const low = await searchJobs(db, { salaryMax: '5000000' });
    expect(low.jobs.every((j) => !j.salary.visible || (j.salary.min ?? 0) <= 5_000_000)).toBe(true);

    const week = await searchJobs(db, { posted: '7' });
    const cutoff = Date.now() - 7 * 86_400_000;
    expect(week.total).toBeLessThan(liveCount);
    expect(week.jobs.every((j) => j.postedAt.getTime() >= cutoff)).toBe(true);
  });

  it('matches English and Indonesian words, the prefix of the last word, and skills', async () => {
    const en = await searchJobs(db, { q: 'engineer' });
    expect(en.total).toBeGreaterThan(0);
    expect(en.jobs.some((j) => /engineer/i.test(j.position))).toBe(true);

    const id = await searchJobs(db, { q: 'akuntansi' });
    expect(id.total).toBeGreaterThan(0);
    expect(id.jobs.some((j) => j.position === 'Staf Akuntansi')).toBe(true);

    const prefix = await searchJobs(db, { q: 'staf akunt' });
    expect(prefix.total).toBeGreaterThan(0);
    expect(prefix.jobs[0]?.position).toBe('Staf Akuntansi');

    const skill = await searchJobs(db, { q: 'postgresql' });
    expect(skill.total).toBeGreaterThan(0);
    const { rows } = await db.query<{ ok: boolean }>(
      `SELECT bool_and(EXISTS (SELECT 1 FROM job_skills s WHERE s.job_id = j.id AND lower(s.name) = 'postgresql')
                       OR j.description_html ILIKE '%postgresql%') AS ok
       FROM jobs j WHERE j.id = ANY($1::int8[])`,
      [skill.jobs.map((j) => j.id)],
    );
    expect(rows[0]?.ok).toBe(true);

    const company = en.jobs[0]?.company.name.split(' ')[2];
    expect(company).toBeTruthy();
    expect((await searchJobs(db, { q: company! })).total).toBeGreaterThan(0);

    const none = await searchJobs(db, { q: 'zzzqqqxxx' });
    expect(none).toMatchObject({ total: 0, jobs: [], pageCount: 0 });
  });

  it('treats SQL-looking input as plain words', async () => {
    const r = await searchJobs(db, { q: "'; drop table jobs; --", location: "x'; delete from jobs; --", type: "FULL_TIME'--" });
    expect(r.jobs).toEqual([]);
    const after = await searchJobs(db, {});
    expect(after.total).toBe(liveCount);
    const odd = await searchJobs(db, { q: "engineer') OR 1=1 --" });
    expect(odd.total).toBeGreaterThanOrEqual(0);
  });

  it('returns an empty page past the end with the right total', async () => {
    const r = await searchJobs(db, { page: '400' });
    expect(r.jobs).toEqual([]);
    expect(r.total).toBe(liveCount);
    expect(r.page).toBe(400);
  });

  it('pages without overlap', async () => {
    const p1 = await searchJobs(db, { sort: 'newest', page: '1' });
    const p2 = await searchJobs(db, { sort: 'newest', page: '2' });
    const ids1 = new Set(p1.jobs.map((j) => j.id));
    expect(p2.jobs.some((j) => ids1.has(j.id))).toBe(false);
  });

  it('counts facets over the current filters, labelled in both languages', async () => {
    const r = await searchJobs(db, { location: 'dki-jakarta' });
    const sum = (xs: { count: number }[]) => xs.reduce((s, x) => s + x.count, 0);
    expect(sum(r.facets.type)).toBe(r.total);
    expect(sum(r.facets.arrangement)).toBe(r.total);
    expect(sum(r.facets.category)).toBe(r.total);
    expect(sum(r.facets.location)).toBe(r.total);
    expect(r.facets.location.every((l) => l.value.startsWith('jakarta-'))).toBe(true);
    expect(r.facets.type.find((f) => f.value === 'FULL_TIME')?.label).toEqual({ en: 'Full-time', id: 'Penuh waktu' });
    expect(r.facets.category[0]?.label.id).toBeTruthy();

    const remote = await searchJobs(db, { location: 'dki-jakarta', arrangement: 'remote' });
    expect(remote.facets.arrangement).toEqual([expect.objectContaining({ value: 'remote', count: remote.total })]);
  });
});
