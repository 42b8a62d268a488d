/**
 * Deterministic demo/bench data: the same { jobs, companies, seed, now } always produces
 * the same rows. Everything is written in one transaction, so a failed run leaves the
 * database empty rather than half-seeded; or, with commitEvery (the bench at a million jobs),
 * in steps that a stopped run continues from.
 */
import type { Db } from '../db/db.js';
import { ARTICLES, TAGS } from './articles-data.js';
import { bulkInsert, chunks } from './bulk-insert.js';
import { CLIENT_LOGOS, CLIENT_STATS, INSIGHT_ITEMS, SERVICES, TEAM_MEMBERS, TESTIMONIALS } from './company-site-data.js';
import { generateCompanies, type CompanySeed } from './company-gen.js';
import { seedDemoCandidate } from './demo-candidate.js';
import { seedPublicCandidates } from './public-candidates.js';
import { seedConsents } from './seed-consents.js';
import { generateJob, type JobSeed } from './job-gen.js';
import { JOB_TEMPLATES } from './job-templates.js';
import { PROVINCES } from './locations-data.js';
import { CONTENT_PAGES, FAQS } from './pages-data.js';
import { Prng } from './prng.js';
import { generateReview } from './reviews-gen.js';
import { SITE_SETTINGS } from './site-settings-data.js';
import { INDUSTRIES, JOB_CATEGORIES } from './taxonomy-data.js';
import { daysBefore } from './text-utils.js';

export interface SeedOptions {
  jobs?: number;
  companies?: number;
  seed?: string;
  /** Reference time for posted/expiry dates; defaults to the start of the current UTC day. */
  now?: Date;
  onProgress?: (phase: string, done: number, total: number) => void;
  /**
   * Commit the jobs this many at a time (the rest in a step before and one after), keeping in
   * seed_progress how far the seed got: called again on that database with the same jobs,
   * companies and seed, it continues where it stopped. Until then the database is not usable
   * (triggers off, indexes dropped). Without it the seed is one transaction.
   */
  commitEvery?: number;
}

export const DEFAULT_SEED_JOBS = 400;
export const DEFAULT_SEED_COMPANIES = 60;
/** Above this many jobs, secondary indexes are dropped during the load and rebuilt after. */
const REBUILD_INDEXES_FROM = 20_000;
const JOB_BATCH = 1_000;

export async function isEmpty(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ empty: boolean }>(
    `SELECT NOT EXISTS (SELECT 1 FROM companies) AND NOT EXISTS (SELECT 1 FROM jobs)
        AND NOT EXISTS (SELECT 1 FROM users) AND NOT EXISTS (SELECT 1 FROM site_content) AS empty`,
  );
  return rows[0]?.empty ?? false;
}

/**
 * Tables that hold schema state rather than data. job_search_sweep has exactly one row, the
 * expiry sweep's mark (migration 0016), which nothing but that migration inserted before 0021:
 * truncated, the sweep had nothing to update and the counts subtracted nothing.
 * job_search_changes_state's epoch (0029) must outlive a reset for the in-memory keyword
 * indexes to notice the reset.
 */
const KEPT_ON_RESET = ['schema_migrations', 'job_search_sweep', 'job_search_changes_state'];

/** Empties every application table (not the migrations record nor the sweep mark) and restarts identities. */
export async function resetDb(db: Db): Promise<void> {
  const { rows } = await db.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = current_schema()`);
  const emptied = rows.filter((r) => !KEPT_ON_RESET.includes(r.tablename));
  if (emptied.length > 0) {
    const list = emptied.map((r) => `"${r.tablename.replace(/"/g, '""')}"`).join(', ');
    await db.exec(`TRUNCATE ${list} RESTART IDENTITY CASCADE`);
  }
  // The kept mark stays exact: the index is empty now, and every row written later is live
  // past the clock of its write, so beyond the mark. A mark an earlier reset lost comes back
  // as -infinity (always exact; the next sweep moves it).
  if (rows.some((r) => r.tablename === 'job_search_sweep')) {
    await db.query(`INSERT INTO job_search_sweep (swept_through) VALUES ('-infinity') ON CONFLICT (singleton) DO NOTHING`);
  }
}

function startOfUtcDay(d = new Date()): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

export interface SeedSummary {
  companies: number;
  jobs: number;
  reviews: number;
  demoUserId: number;
}

/**
 * What the site needs to work at all, without any demo content or account: places, industries,
 * job categories and the site settings (name, menus, footer). A
 * production server starting on an empty database gets this, and no more, unless
 * SEED_ON_EMPTY asks for the demo data.
 */
export async function seedEssentials(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedLocations(tx);
    await seedTerms(tx, 'industries', INDUSTRIES);
    await seedTerms(tx, 'job_categories', JOB_CATEGORIES, true);
    await seedSiteContent(tx);
  });
}

/** What a seed was asked for; the same plan always gives the same rows. */
interface SeedPlan {
  jobs: number;
  companies: number;
  seed: string;
  now: Date;
}

/** Runs one part of the seed in a transaction: the caller's one, or a new one per part (commitEvery). */
type Step = <T>(fn: (tx: Db) => Promise<T>) => Promise<T>;

/** The seed left unfinished in this database (see commitEvery), or null. */
export async function unfinishedSeed(db: Db): Promise<(SeedPlan & { jobsDone: number }) | null> {
  const { rows } = await db.query<{ jobs: number; companies: number; seed: string; seeded_at: Date; jobs_done: number }>(
    `SELECT jobs, companies, seed, seeded_at, jobs_done FROM seed_progress`,
  );
  const r = rows[0];
  return r ? { jobs: r.jobs, companies: r.companies, seed: r.seed, now: new Date(r.seeded_at), jobsDone: r.jobs_done } : null;
}

export async function seed(db: Db, opts: SeedOptions = {}): Promise<SeedSummary> {
  const progress = opts.onProgress ?? (() => undefined);
  const asked = {
    jobs: Math.max(0, Math.floor(opts.jobs ?? DEFAULT_SEED_JOBS)),
    companies: Math.max(1, Math.floor(opts.companies ?? DEFAULT_SEED_COMPANIES)),
    seed: opts.seed ?? 'karir',
  };
  let summary: SeedSummary;
  if (opts.commitEvery) {
    const left = await unfinishedSeed(db);
    if (left && (left.jobs !== asked.jobs || left.companies !== asked.companies || left.seed !== asked.seed)) {
      throw new Error(
        `an unfinished seed of ${left.jobs} jobs / ${left.companies} companies (seed "${left.seed}") is in this database; reset it or finish that one`,
      );
    }
    const plan = left ?? { ...asked, now: opts.now ?? startOfUtcDay() };
    const batch = Math.max(1, Math.floor(opts.commitEvery));
    summary = await seedInSteps(db, (fn) => db.transaction(fn), plan, left?.jobsDone ?? null, batch, progress);
  } else {
    const plan = { ...asked, now: opts.now ?? startOfUtcDay() };
    summary = await db.transaction((tx) => seedInSteps(tx, (fn) => fn(tx), plan, null, plan.jobs, progress));
  }
  // Outside the transaction: VACUUM cannot run inside one. Fresh statistics and a visibility
  // map matter for the first searches (index-only scans, facet plans).
  await db.exec('VACUUM ANALYZE');
  progress('statistics', 1, 1);
  progress('done', 1, 1);
  return summary;
}

/**
 * The seed as a series of steps: places, categories and companies; the jobs, `batch` at a time;
 * then the search index, the dropped indexes and everything else. `jobsDone` is where an
 * unfinished seed stopped (null: a fresh one); its jobs are generated again, not written, so the
 * rest come out as they would have in one go.
 */
async function seedInSteps(
  db: Db,
  step: Step,
  plan: SeedPlan,
  jobsDone: number | null,
  batch: number,
  progress: (phase: string, done: number, total: number) => void,
): Promise<SeedSummary> {
  const root = new Prng(plan.seed);
  const cityList = PROVINCES.flatMap((p) => p.cities);
  const companies = generateCompanies(root.fork('companies'), plan.companies, INDUSTRIES, cityList);
  const refs =
    jobsDone === null ? await step((tx) => seedCatalogue(tx, plan, companies, root, progress)) : await readCatalogue(db, companies);
  const need = <T>(map: Map<string, T>, key: string): T => {
    const v = map.get(key);
    if (v === undefined) throw new Error(`seed: unknown reference ${key}`);
    return v;
  };
  const stream = jobStream(root.fork('jobs'), plan.now, companies, cityList);
  for (let i = 0; i < (jobsDone ?? 0); i++) stream(i);
  for (let start = jobsDone ?? 0; start < plan.jobs; start += batch) {
    const end = Math.min(plan.jobs, start + batch);
    await step(async (tx) => {
      await seedJobs(tx, start, end, plan.jobs, stream, refs, progress);
      await tx.query('UPDATE seed_progress SET jobs_done = $1', [end]);
    });
  }
  return step(async (tx) => {
    await tx.exec(`ALTER TABLE job_skills ENABLE TRIGGER job_skills_after_insert;
                   ALTER TABLE jobs ENABLE TRIGGER jobs_search_index_insert;
                   ALTER TABLE jobs ENABLE TRIGGER jobs_search_index_update`);
    await fillSearchIndex(tx);
    progress('search index', 1, 1);
    for (const def of refs.dropped) await tx.exec(def);
    if (refs.dropped.length) progress('indexes', refs.dropped.length, refs.dropped.length);

    const reviews = await seedReviews(tx, refs.companyIds, plan.now, root.fork('reviews'));
    progress('reviews', 1, 1);
    await seedEditorial(tx, plan.now);
    await seedSiteContent(tx);
    progress('articles and pages', 1, 1);
    const liveJobIds = (
      await tx.query<{ id: number }>(
        `SELECT id FROM jobs WHERE status = 'published' AND (valid_through IS NULL OR valid_through > $1) ORDER BY id LIMIT 200`,
        [plan.now],
      )
    ).rows.map((r) => r.id);
    const demoUserId = await seedDemoCandidate(tx, root.fork('demo'), plan.now, {
      cityId: (slug) => need(refs.cityIds, slug),
      categoryId: (slug) => need(refs.categoryIds, slug),
      jobIds: liveJobIds,
    });
    await seedPublicCandidates(tx, plan.now, {
      cityId: (slug) => refs.cityIds.get(slug),
      categoryId: (slug) => refs.categoryIds.get(slug),
    });
    await seedConsents(tx);
    await tx.exec('DELETE FROM seed_progress');
    progress('candidates', 1, 1);
    return { companies: plan.companies, jobs: plan.jobs, reviews, demoUserId };
  });
}

/** Ids the jobs refer to, and the index definitions dropped for the load. */
interface CatalogueRefs {
  cityIds: Map<string, number>;
  categoryIds: Map<string, number>;
  companyIds: number[];
  dropped: string[];
}

/** Everything before the jobs, and the record of the seed under way (seed_progress). */
async function seedCatalogue(
  tx: Db,
  plan: SeedPlan,
  companies: CompanySeed[],
  root: Prng,
  progress: (phase: string, done: number, total: number) => void,
): Promise<CatalogueRefs> {
  const { cityIds } = await seedLocations(tx);
  const industryIds = await seedTerms(tx, 'industries', INDUSTRIES);
  const categoryIds = await seedTerms(tx, 'job_categories', JOB_CATEGORIES, true);
  progress('places and categories', 1, 1);
  const companyIds = await seedCompanies(tx, companies, industryIds, cityIds, plan.now, root.fork('company-dates'));
  progress('companies', plan.companies, plan.companies);
  await seedGallery(tx, companyIds, root.fork('gallery'));

  const dropped =
    plan.jobs >= REBUILD_INDEXES_FROM ? await dropSecondaryIndexes(tx, ['jobs', 'job_skills', 'job_search_index', 'job_search_facts']) : [];
  // Bulk load: refresh search vectors per batch ourselves instead of per skills statement,
  // and fill the search index once at the end: through the jobs triggers every index row
  // would be written twice (insert, then the vector refresh), leaving half the table dead.
  // Committed with this step when the seed commits as it goes: until its last step the
  // database is a seed under way, which the bench refuses to measure.
  await tx.exec(`ALTER TABLE job_skills DISABLE TRIGGER job_skills_after_insert;
                 ALTER TABLE jobs DISABLE TRIGGER jobs_search_index_insert;
                 ALTER TABLE jobs DISABLE TRIGGER jobs_search_index_update`);
  await tx.query(`INSERT INTO seed_progress (jobs, companies, seed, seeded_at, dropped_indexes) VALUES ($1, $2, $3, $4, $5::text[])`, [
    plan.jobs,
    plan.companies,
    plan.seed,
    plan.now,
    dropped,
  ]);
  return { cityIds, categoryIds, companyIds, dropped };
}

/** seedCatalogue's ids, read back when continuing an unfinished seed. */
async function readCatalogue(db: Db, companies: CompanySeed[]): Promise<CatalogueRefs> {
  const pairs = async (sql: string) => new Map((await db.query<{ slug: string; id: number }>(sql)).rows.map((r) => [r.slug, Number(r.id)]));
  const cityIds = await pairs(`SELECT slug, id FROM locations WHERE kind = 'city'`);
  const categoryIds = await pairs(`SELECT slug, id FROM job_categories`);
  const bySlug = await pairs(`SELECT slug, id FROM companies`);
  const companyIds = companies.map((c) => {
    const id = bySlug.get(c.slug);
    if (id === undefined) throw new Error(`seed: company ${c.slug} of the unfinished seed is missing`);
    return id;
  });
  // The batch under way when the seed stopped drew ids that were rolled back with it: the
  // next ids follow the last committed row, as they would have in one go.
  for (const table of ['jobs', 'job_screening_questions']) {
    await db.query(`SELECT setval(pg_get_serial_sequence($1, 'id'), coalesce((SELECT max(id) FROM ${table}), 0) + 1, false)`, [table]);
  }
  const { rows } = await db.query<{ dropped_indexes: string[] }>('SELECT dropped_indexes FROM seed_progress');
  return { cityIds, categoryIds, companyIds, dropped: rows[0]?.dropped_indexes ?? [] };
}

async function seedLocations(db: Db) {
  const provinces = await bulkInsert<{ id: number; slug: string }>(
    db,
    'locations',
    { kind: 'text', slug: 'text', name_id: 'text', name_en: 'text' },
    PROVINCES.map((p) => ({ kind: 'province', slug: p.slug, name_id: p.nameId, name_en: p.nameEn })),
    'id, slug',
  );
  const provinceId = new Map(provinces.map((p) => [p.slug, p.id]));
  const cityRows = PROVINCES.flatMap((p) =>
    p.cities.map((c) => ({ kind: 'city', parent_id: provinceId.get(p.slug), slug: c.slug, name_id: c.name, name_en: c.name })),
  );
  const cities = await bulkInsert<{ id: number; slug: string }>(
    db,
    'locations',
    { kind: 'text', parent_id: 'int4', slug: 'text', name_id: 'text', name_en: 'text' },
    cityRows,
    'id, slug',
  );
  const cityIds = new Map(cities.map((c) => [c.slug, c.id]));
  const cityList = PROVINCES.flatMap((p) => p.cities);
  return { cityIds, cityList };
}

async function seedTerms(db: Db, table: string, terms: { slug: string; en: string; id: string }[], sorted = false) {
  const rows = await bulkInsert<{ id: number; slug: string }>(
    db,
    table,
    sorted ? { slug: 'text', name_en: 'text', name_id: 'text', sort_order: 'int4' } : { slug: 'text', name_en: 'text', name_id: 'text' },
    terms.map((t, i) => ({ slug: t.slug, name_en: t.en, name_id: t.id, sort_order: i })),
    'id, slug',
  );
  return new Map(rows.map((r) => [r.slug, r.id]));
}

async function seedCompanies(
  db: Db,
  companies: CompanySeed[],
  industryIds: Map<string, number>,
  cityIds: Map<string, number>,
  now: Date,
  rng: Prng,
): Promise<number[]> {
  const ids: number[] = [];
  for (const batch of chunks(companies, 2_000)) {
    const rows = await bulkInsert<{ id: number; slug: string }>(
      db,
      'companies',
      {
        slug: 'text',
        name: 'text',
        logo_url: 'text',
        address: 'text',
        postal_code: 'text',
        phone: 'text',
        industry_id: 'int4',
        location_id: 'int4',
        overview: 'text',
        website: 'text',
        size_band: 'text',
        founded_year: 'int2',
        verified: 'bool',
        created_at: 'timestamptz',
        updated_at: 'timestamptz',
      },
      batch.map((c) => {
        const created = daysBefore(now, rng.int(100, 900));
        return {
          slug: c.slug,
          name: c.name,
          logo_url: c.logoUrl,
          address: c.address,
          postal_code: c.postalCode,
          phone: c.phone,
          industry_id: industryIds.get(c.industrySlug),
          location_id: cityIds.get(c.citySlug),
          overview: c.overview,
          website: c.website,
          size_band: c.sizeBand,
          founded_year: c.foundedYear,
          verified: c.verified,
          created_at: created,
          updated_at: daysBefore(now, rng.int(0, 90)),
        };
      }),
      'id, slug',
    );
    const bySlug = new Map(rows.map((r) => [r.slug, r.id]));
    for (const c of batch) {
      const id = bySlug.get(c.slug);
      if (id === undefined) throw new Error(`company ${c.slug} not inserted`);
      ids.push(id);
    }
  }
  return ids;
}

async function seedGallery(db: Db, companyIds: number[], rng: Prng) {
  const rows: Record<string, unknown>[] = [];
  const photo = (n: number, alt: string, order: number, companyId: number) => ({
    company_id: companyId,
    src: `/images/gallery/photo-${n}.jpg`,
    alt,
    thumbnail: `/images/gallery/photo-${n}.jpg`,
    thumbnail_width: 320,
    thumbnail_height: 213,
    autoplay: false,
    controls: false,
    description: alt,
    is_video: false,
    sort_order: order,
  });
  const first = companyIds[0];
  if (first !== undefined) {
    // The first company shows every media kind the lightbox supports.
    rows.push(
      photo(1, 'Open-plan office', 0, first),
      photo(2, 'Team meeting room', 1, first),
      photo(3, 'Pantry and lounge', 2, first),
      {
        company_id: first,
        src: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        alt: 'Company profile video',
        thumbnail: '/images/gallery/photo-4.jpg',
        thumbnail_width: 320,
        thumbnail_height: 180,
        autoplay: false,
        controls: true,
        description: 'Company profile (YouTube)',
        is_video: true,
        sort_order: 3,
      },
      {
        company_id: first,
        src: 'https://vimeo.com/1084537',
        alt: 'Life at the office',
        thumbnail: '/images/gallery/photo-5.jpg',
        thumbnail_width: 320,
        thumbnail_height: 180,
        autoplay: false,
        controls: true,
        description: 'Life at the office (Vimeo)',
        is_video: true,
        sort_order: 4,
      },
      {
        company_id: first,
        src: '/videos/gallery/office-tour.mp4',
        alt: 'Office tour',
        thumbnail: '/images/gallery/photo-6.jpg',
        thumbnail_width: 320,
        thumbnail_height: 180,
        autoplay: true,
        controls: true,
        description: 'Office tour (MP4)',
        is_video: true,
        sort_order: 5,
      },
    );
  }
  const captions = ['Our office', 'Team outing', 'Training session', 'Production floor', 'Ruang kerja', 'Kegiatan tim'];
  for (const companyId of companyIds.slice(1, 300)) {
    const count = rng.int(0, 4);
    const pics = rng.sample([1, 2, 3, 4, 5, 6], count);
    pics.forEach((n, i) => rows.push(photo(n, rng.pick(captions), i, companyId)));
  }
  await bulkInsert(
    db,
    'company_gallery_items',
    {
      company_id: 'int8',
      src: 'text',
      alt: 'text',
      thumbnail: 'text',
      thumbnail_width: 'int4',
      thumbnail_height: 'int4',
      autoplay: 'bool',
      controls: 'bool',
      description: 'text',
      is_video: 'bool',
      sort_order: 'int4',
    },
    rows,
  );
}

async function dropSecondaryIndexes(db: Db, tables: string[]): Promise<string[]> {
  const { rows } = await db.query<{ indexname: string; indexdef: string }>(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
     WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [tables],
  );
  for (const r of rows) await db.exec(`DROP INDEX "${r.indexname.replace(/"/g, '""')}"`);
  return rows.map((r) => r.indexdef);
}

/** What the jobs triggers (migrations 0012, 0016) would have put in job_search_index, in one statement. */
async function fillSearchIndex(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO job_search_index (job_id, company_id, location_id, province_id, category_id, employment_type,
         work_arrangement, experience_level, salary_hi, salary_lo, salary_sort, posted_at, valid_through, search_vector)
     SELECT id, company_id, location_id, province_id, category_id, employment_type, work_arrangement, experience_level,
         coalesce(salary_max, salary_min), coalesce(salary_min, salary_max), salary_sort, posted_at, valid_through, search_vector
     FROM jobs WHERE status = 'published' AND (valid_through IS NULL OR valid_through > clock_timestamp())
     ORDER BY posted_at, id`,
  );
}

/**
 * The bench's jobs one by one, in order: job i is generateJob's i-th call, so a seed that
 * continues regenerates the jobs already written to reach the same state.
 */
function jobStream(rng: Prng, now: Date, companies: CompanySeed[], cityList: { slug: string; name: string; weight: number }[]) {
  const identifiers = new Set<string>();
  const cityName = new Map(cityList.map((c) => [c.slug, c.name]));
  // Bigger employers post more: weight companies by size band.
  const sizeWeight: Record<string, number> = {
    '1-10': 1,
    '11-50': 2,
    '51-200': 3,
    '201-500': 4,
    '501-1000': 5,
    '1001-5000': 7,
    '5001+': 9,
  };
  const companyWeights = companies.map((c, i) => [i, sizeWeight[c.sizeBand] ?? 1] as const);
  return (i: number): JobSeed => {
    // The first jobs go round-robin so every company has at least one posting.
    const ci = i < companies.length ? i : rng.weighted(companyWeights);
    const c = companies[ci];
    if (!c) throw new Error('company index out of range');
    return generateJob(rng, now, ci, { ...c, cityName: cityName.get(c.citySlug) ?? c.citySlug }, cityList, identifiers);
  };
}

/** Jobs [start, end) of `count`, with their skills and questions. */
async function seedJobs(
  db: Db,
  start: number,
  end: number,
  count: number,
  next: (i: number) => JobSeed,
  refs: CatalogueRefs,
  progress: (phase: string, done: number, total: number) => void,
): Promise<void> {
  for (let from = start; from < end; from += JOB_BATCH) {
    const batch: JobSeed[] = [];
    for (let i = from; i < Math.min(end, from + JOB_BATCH); i++) batch.push(next(i));
    const inserted = await bulkInsert<{ id: number; identifier: string }>(
      db,
      'jobs',
      {
        identifier: 'text',
        slug: 'text',
        company_id: 'int8',
        position: 'text',
        description_html: 'text',
        category_id: 'int4',
        location_id: 'int4',
        employment_type: 'text',
        work_arrangement: 'text',
        experience_level: 'text',
        salary_min: 'int8',
        salary_max: 'int8',
        bonus_salary: 'int8',
        salary_visible: 'bool',
        benefits: 'jsonb',
        cover_letter: 'text',
        status: 'text',
        featured: 'bool',
        posted_at: 'timestamptz',
        valid_through: 'timestamptz',
        created_at: 'timestamptz',
        updated_at: 'timestamptz',
        languages: 'text[]',
      },
      batch.map((j) => ({
        identifier: j.identifier,
        slug: j.slug,
        company_id: refs.companyIds[j.companyIndex],
        position: j.position,
        description_html: j.descriptionHtml,
        category_id: refs.categoryIds.get(j.categorySlug),
        location_id: refs.cityIds.get(j.citySlug),
        employment_type: j.employmentType,
        work_arrangement: j.workArrangement,
        experience_level: j.experienceLevel,
        salary_min: j.salaryMin,
        salary_max: j.salaryMax,
        bonus_salary: j.bonusSalary,
        salary_visible: j.salaryVisible,
        benefits: j.benefits,
        cover_letter: j.coverLetter,
        status: j.status,
        featured: j.featured,
        posted_at: j.postedAt,
        valid_through: j.validThrough,
        created_at: j.createdAt,
        updated_at: j.updatedAt,
        // What the posting is written in, as the employer API stores it: a page in the other language marks it.
        languages: [j.lang],
      })),
      'id, identifier',
    );
    const idOf = new Map(inserted.map((r) => [r.identifier, r.id]));
    const skills: Record<string, unknown>[] = [];
    const questions: Record<string, unknown>[] = [];
    for (const j of batch) {
      const jobId = idOf.get(j.identifier);
      if (jobId === undefined) throw new Error(`job ${j.identifier} not inserted`);
      j.skills.forEach((s, i) => skills.push({ job_id: jobId, name: s.name, requirement: s.requirement, sort_order: i }));
      j.questions.forEach((q, i) =>
        questions.push({
          job_id: jobId,
          type: q.type,
          prompt: q.prompt,
          options: q.options,
          required: q.required,
          sort_order: i,
          lang: q.lang,
          translation: q.translation,
        }),
      );
    }
    await bulkInsert(db, 'job_skills', { job_id: 'int8', name: 'text', requirement: 'text', sort_order: 'int2' }, skills);
    // The per-statement skills trigger is off during the load (see seedJobs' caller); this is
    // the same refresh, driven by the known ids so it stays a primary-key lookup per job.
    await db.query(
      `UPDATE jobs j SET search_vector = job_search_document(j.id, j.position, j.company_id, j.description_html)
       WHERE j.id = ANY($1::int8[])`,
      [[...idOf.values()]],
    );
    await bulkInsert(
      db,
      'job_screening_questions',
      {
        job_id: 'int8',
        type: 'text',
        prompt: 'text',
        options: 'jsonb',
        required: 'bool',
        sort_order: 'int2',
        lang: 'text',
        translation: 'jsonb',
      },
      questions,
    );
    // Fresh statistics during the load keep the per-batch id lookups on the primary key;
    // with stale ones the planner drifts to full scans and the load turns quadratic.
    if ((from / JOB_BATCH) % 10 === 0) await db.exec('ANALYZE jobs, job_skills');
    progress('jobs', Math.min(end, from + JOB_BATCH), count);
  }
}

async function seedReviews(db: Db, companyIds: number[], now: Date, rng: Prng): Promise<number> {
  const reviewers = await bulkInsert<{ id: number }>(
    db,
    'users',
    { email: 'text', name: 'text', email_verified_at: 'timestamptz', created_at: 'timestamptz', updated_at: 'timestamptz' },
    Array.from({ length: 40 }, (_, i) => ({
      email: `reviewer${i + 1}@example.com`,
      name: `Reviewer ${i + 1}`,
      email_verified_at: daysBefore(now, 400),
      created_at: daysBefore(now, 400),
      updated_at: daysBefore(now, 400),
    })),
    'id',
  );
  const rows: Record<string, unknown>[] = [];
  for (const companyId of companyIds.slice(0, 400)) {
    const template = rng.pick(JOB_TEMPLATES);
    for (let k = rng.int(companyId === companyIds[0] ? 12 : 0, companyId === companyIds[0] ? 16 : 8); k > 0; k--) {
      const r = generateReview(rng, template.salary);
      const created = daysBefore(now, r.ageDays);
      rows.push({
        company_id: companyId,
        user_id: rng.pick(reviewers).id,
        type: r.type,
        rating: r.rating,
        title: r.title,
        body: r.body,
        details: r.details,
        anonymous: r.anonymous,
        status: r.status,
        employer_reply: r.employerReply,
        employer_replied_at: r.employerReply ? daysBefore(now, Math.max(0, r.ageDays - 3)) : null,
        moderated_at: r.status === 'pending' ? null : daysBefore(now, Math.max(0, r.ageDays - 1)),
        created_at: created,
        updated_at: created,
      });
    }
  }
  for (const batch of chunks(rows, 2_000)) {
    await bulkInsert(
      db,
      'company_reviews',
      {
        company_id: 'int8',
        user_id: 'int8',
        type: 'text',
        rating: 'int2',
        title: 'text',
        body: 'text',
        details: 'jsonb',
        anonymous: 'bool',
        status: 'text',
        employer_reply: 'text',
        employer_replied_at: 'timestamptz',
        moderated_at: 'timestamptz',
        created_at: 'timestamptz',
        updated_at: 'timestamptz',
      },
      batch,
    );
  }
  return rows.length;
}

const html = (paras: string[]) => paras.map((p) => `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`).join('');

async function seedEditorial(db: Db, now: Date) {
  const team = await bulkInsert<{ id: number }>(
    db,
    'team_members',
    { name: 'text', role_en: 'text', role_id: 'text', bio_en: 'text', bio_id: 'text', photo_url: 'text', sort_order: 'int4' },
    TEAM_MEMBERS.map((m, i) => ({
      name: m.name,
      role_en: m.roleEn,
      role_id: m.roleId,
      bio_en: m.bioEn,
      bio_id: m.bioId,
      photo_url: `/images/team/member-${i + 1}.jpg`,
      sort_order: i,
    })),
    'id',
  );
  const tags = await bulkInsert<{ id: number; slug: string }>(
    db,
    'tags',
    { slug: 'text', name_en: 'text', name_id: 'text' },
    TAGS.map((t) => ({ slug: t.slug, name_en: t.en, name_id: t.id })),
    'id, slug',
  );
  const tagId = new Map(tags.map((t) => [t.slug, t.id]));
  for (const [i, a] of ARTICLES.entries()) {
    const published = daysBefore(now, a.ageDays);
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO articles (slug_en, slug_id, title_en, title_id, excerpt_en, excerpt_id, body_en, body_id, cover_image_url,
         author_id, status, published_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'published', $11, $11, $11) RETURNING id`,
      [
        a.slugEn,
        a.slugId,
        a.titleEn,
        a.titleId,
        a.excerptEn,
        a.excerptId,
        html(a.paragraphsEn),
        html(a.paragraphsId),
        `/images/articles/cover-${(i % 8) + 1}.jpg`,
        team[i % team.length]?.id ?? null,
        published,
      ],
    );
    await db.query(`INSERT INTO article_tags (article_id, tag_id) SELECT $1, unnest($2::int4[])`, [
      rows[0]?.id,
      a.tags.map((t) => tagId.get(t)),
    ]);
  }
  for (const [i, page] of CONTENT_PAGES.entries()) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO content_pages (key, slug_en, slug_id, title_en, title_id, body_en, body_id, sort_order, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
      [page.key, page.slugEn, page.slugId, page.titleEn, page.titleId, page.bodyEn, page.bodyId, i, daysBefore(now, 60)],
    );
    if (page.key === 'faq') {
      await bulkInsert(
        db,
        'content_page_faqs',
        {
          page_id: 'int8',
          question_en: 'text',
          question_id: 'text',
          answer_en: 'text',
          answer_id: 'text',
          sort_order: 'int4',
        },
        FAQS.map((f, k) => ({
          page_id: rows[0]?.id,
          question_en: f.qEn,
          question_id: f.qId,
          answer_en: f.aEn,
          answer_id: f.aId,
          sort_order: k,
        })),
      );
    }
  }
  await bulkInsert(
    db,
    'insight_items',
    {
      slug: 'text',
      kind: 'text',
      title_en: 'text',
      title_id: 'text',
      summary_en: 'text',
      summary_id: 'text',
      figure_en: 'text',
      figure_id: 'text',
      image_url: 'text',
      published_at: 'timestamptz',
      sort_order: 'int4',
    },
    INSIGHT_ITEMS.map((x, i) => ({
      slug: x.slug,
      kind: x.kind,
      title_en: x.titleEn,
      title_id: x.titleId,
      summary_en: x.summaryEn,
      summary_id: x.summaryId,
      figure_en: x.figureEn,
      figure_id: x.figureId,
      image_url: `/images/articles/cover-${(i % 8) + 1}.jpg`,
      published_at: daysBefore(now, 5 + i * 7),
      sort_order: i,
    })),
  );
  await bulkInsert(
    db,
    'testimonials',
    {
      author_name: 'text',
      author_role_en: 'text',
      author_role_id: 'text',
      company_name: 'text',
      quote_en: 'text',
      quote_id: 'text',
      photo_url: 'text',
      kind: 'text',
      sort_order: 'int4',
    },
    TESTIMONIALS.map((t, i) => ({
      author_name: t.authorName,
      author_role_en: t.roleEn,
      author_role_id: t.roleId,
      company_name: t.companyName,
      quote_en: t.quoteEn,
      quote_id: t.quoteId,
      photo_url: `/images/team/member-${((i + 3) % 8) + 1}.jpg`,
      kind: t.kind,
      sort_order: i,
    })),
  );
  await bulkInsert(
    db,
    'client_logos',
    { name: 'text', logo_url: 'text', sort_order: 'int4' },
    CLIENT_LOGOS.map((c, i) => ({ name: c.name, logo_url: c.logoUrl, sort_order: i })),
  );
  await bulkInsert(
    db,
    'client_stats',
    { key: 'text', value: 'int8', suffix: 'text', label_en: 'text', label_id: 'text', sort_order: 'int4' },
    CLIENT_STATS.map((s, i) => ({ key: s.key, value: s.value, suffix: s.suffix, label_en: s.labelEn, label_id: s.labelId, sort_order: i })),
  );
  await bulkInsert(
    db,
    'services',
    {
      slug: 'text',
      title_en: 'text',
      title_id: 'text',
      summary_en: 'text',
      summary_id: 'text',
      body_en: 'text',
      body_id: 'text',
      icon: 'text',
      sort_order: 'int4',
    },
    SERVICES.map((s, i) => ({
      slug: s.slug,
      title_en: s.titleEn,
      title_id: s.titleId,
      summary_en: s.summaryEn,
      summary_id: s.summaryId,
      body_en: `<p>${s.bodyEn}</p>`,
      body_id: `<p>${s.bodyId}</p>`,
      icon: s.icon,
      sort_order: i,
    })),
  );
}

async function seedSiteContent(db: Db) {
  const s = SITE_SETTINGS;
  await db.query(
    `INSERT INTO site_content (id, site_name, logo, locale, base_currency, currency_symbol, menus, footer_content,
       footer_bg_image_enable, footer_bg_image_url, social_media, option_select)
     VALUES (1, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      s.siteName,
      s.logo,
      s.locale,
      s.baseCurrency,
      s.currencySymbol,
      JSON.stringify(s.menus),
      JSON.stringify(s.footerContent),
      s.footerBgImageEnable,
      s.footerBgImageUrl,
      JSON.stringify(s.socialMedia),
      JSON.stringify(s.optionSelect),
    ],
  );
}
