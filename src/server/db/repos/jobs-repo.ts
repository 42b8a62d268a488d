/** Job detail and the small job lists around it (similar jobs, home page). */
import type { Db } from '../db.js';
import type { JobReadCache } from './job-read-cache.js';
import { JOB_CARD_COLUMNS, JOB_CARD_JOINS, LIVE_JOB, toJobCard, type JobCard, type JobCardRow } from './job-cards.js';
import type { Bilingual, ExperienceLevel, JobStatus } from '../../../shared/job-vocabulary.js';
import type { Language } from '../../../shared/locales.js';

export interface ScreeningQuestion {
  id: number;
  type: 'free_text' | 'single_select' | 'multi_select';
  prompt: string;
  options: string[];
  required: boolean;
  /** The language the question is written in; null when not known (written before it was recorded). */
  lang: Language | null;
  /** The question in the other language, when the employer gave it; options one for one with `options`. */
  translation: { lang: Language; prompt: string; options: string[] } | null;
}

export interface JobDetail extends JobCard {
  status: JobStatus;
  /** False when closed, draft or past validThrough: render "no longer accepting applications" (and no JobPosting markup). */
  isLive: boolean;
  /**
   * Whether another live job has the same position (at this company in this city, in this
   * city, anywhere): where what is left of the page title does not tell the two apart, the
   * title adds the identifier (pages/jobs/job-title.ts).
   */
  titleTwins: { company: boolean; place: boolean; anywhere: boolean };
  descriptionHtml: string;
  /** What the posting is written in, where stored (the employer API, the seed): empty when not known. */
  languages: Language[];
  experienceLevel: ExperienceLevel;
  category: { slug: string; name: Bilingual } | null;
  /** What similar jobs are chosen by, read with the job so they need no lookup of their own. */
  categoryId: number | null;
  provinceId: number;
  bonusSalary: number | null;
  benefits: string[];
  coverLetter: 'none' | 'optional' | 'required';
  skills: { must: string[]; optional: string[] };
  questions: ScreeningQuestion[];
  companyDetail: {
    id: number;
    address: string | null;
    /** Kode pos, five digits. */
    postalCode: string | null;
    /** The company's own place (its address's city and province), not the job's. */
    location: { city: Bilingual; province: Bilingual } | null;
    website: string | null;
    verified: boolean;
    /** Employee count band, e.g. "51-200". */
    sizeBand: string | null;
    industry: Bilingual | null;
  };
  createdAt: Date;
  updatedAt: Date;
}

interface DetailRow extends JobCardRow {
  status: JobStatus;
  is_live: boolean;
  title_twins: { company: boolean; place: boolean; anywhere: boolean };
  description_html: string;
  languages: Language[] | null;
  experience_level: ExperienceLevel;
  category_slug: string | null;
  category_en: string | null;
  category_id_name: string | null;
  category_ref: number | null;
  province_ref: number;
  bonus_salary: number | null;
  benefits: string[];
  cover_letter: 'none' | 'optional' | 'required';
  company_id: number;
  company_address: string | null;
  company_postal_code: string | null;
  company_city_en: string | null;
  company_city_id: string | null;
  company_province_en: string | null;
  company_province_id: string | null;
  company_website: string | null;
  company_verified: boolean;
  company_size_band: string | null;
  industry_en: string | null;
  industry_id_name: string | null;
  skills: { name: string; requirement: 'must' | 'optional' }[];
  questions: ScreeningQuestion[];
  created_at: Date;
  updated_at: Date;
}

/**
 * Any status is returned (drafts excluded) so a closed or expired job can still render a
 * page saying so; callers decide between that page, 404/410 and structured data via isLive.
 */
export async function getJobByIdentifier(db: Db, identifier: string, opts: { cache?: JobReadCache } = {}): Promise<JobDetail | null> {
  if (!/^[a-z0-9]{6,16}$/.test(identifier)) return null;
  return opts.cache ? opts.cache.jobOrLoad(identifier, () => loadJob(db, identifier)) : loadJob(db, identifier);
}

/**
 * Another live job with the same position. Three EXISTS, each stopping at the first twin the
 * position index (migration 0113) holds, where one count of every twin read tens of thousands
 * of rows for a common title at a million jobs.
 */
const TWIN = `twin.position = j.position AND twin.status = 'published' AND twin.id <> j.id
  AND (twin.valid_through IS NULL OR twin.valid_through > now())`;

async function loadJob(db: Db, identifier: string): Promise<JobDetail | null> {
  const { rows } = await db.query<DetailRow>(
    `SELECT ${JOB_CARD_COLUMNS},
       j.status, (${LIVE_JOB}) AS is_live,
       json_build_object(
         'company', EXISTS (SELECT 1 FROM jobs twin WHERE ${TWIN} AND twin.location_id = j.location_id AND twin.company_id = j.company_id),
         'place', EXISTS (SELECT 1 FROM jobs twin WHERE ${TWIN} AND twin.location_id = j.location_id),
         'anywhere', EXISTS (SELECT 1 FROM jobs twin WHERE ${TWIN})) AS title_twins,
       j.description_html, j.languages, j.experience_level,
       cat.slug AS category_slug, cat.name_en AS category_en, cat.name_id AS category_id_name,
       j.category_id AS category_ref, j.province_id AS province_ref, j.bonus_salary, j.benefits, j.cover_letter, j.created_at, j.updated_at,
       c.id AS company_id, c.address AS company_address, c.postal_code AS company_postal_code,
       ccity.name_en AS company_city_en, ccity.name_id AS company_city_id, cprov.name_en AS company_province_en, cprov.name_id AS company_province_id, c.website AS company_website, c.verified AS company_verified,
       c.size_band AS company_size_band,
       ind.name_en AS industry_en, ind.name_id AS industry_id_name,
       coalesce((SELECT json_agg(json_build_object('name', s.name, 'requirement', s.requirement) ORDER BY s.requirement, s.sort_order, s.name)
                 FROM job_skills s WHERE s.job_id = j.id), '[]') AS skills,
       coalesce((SELECT json_agg(json_build_object('id', q.id, 'type', q.type, 'prompt', q.prompt, 'options', q.options, 'required', q.required, 'lang', q.lang, 'translation', q.translation)
                        ORDER BY q.sort_order, q.id)
                 FROM job_screening_questions q WHERE q.job_id = j.id), '[]') AS questions
     FROM jobs j ${JOB_CARD_JOINS}
     LEFT JOIN job_categories cat ON cat.id = j.category_id
     LEFT JOIN industries ind ON ind.id = c.industry_id
     LEFT JOIN locations ccity ON ccity.id = c.location_id
     LEFT JOIN locations cprov ON cprov.id = ccity.parent_id
     WHERE j.identifier = $1 AND j.status <> 'draft'`,
    [identifier],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    ...toJobCard(r),
    status: r.status,
    isLive: r.is_live,
    titleTwins: r.title_twins,
    descriptionHtml: r.description_html,
    languages: r.languages ?? [],
    experienceLevel: r.experience_level,
    category: r.category_slug ? { slug: r.category_slug, name: { en: r.category_en ?? '', id: r.category_id_name ?? '' } } : null,
    categoryId: r.category_ref,
    provinceId: r.province_ref,
    bonusSalary: r.salary_visible ? r.bonus_salary : null,
    benefits: r.benefits,
    coverLetter: r.cover_letter,
    skills: {
      must: r.skills.filter((s) => s.requirement === 'must').map((s) => s.name),
      optional: r.skills.filter((s) => s.requirement === 'optional').map((s) => s.name),
    },
    questions: r.questions.map((q) => ({ ...q, id: Number(q.id) })),
    companyDetail: {
      id: r.company_id,
      address: r.company_address,
      postalCode: r.company_postal_code,
      location: r.company_city_en
        ? {
            city: { en: r.company_city_en, id: r.company_city_id ?? r.company_city_en },
            province: { en: r.company_province_en ?? '', id: r.company_province_id ?? '' },
          }
        : null,
      website: r.company_website,
      verified: r.company_verified,
      sizeBand: r.company_size_band,
      industry: r.industry_en ? { en: r.industry_en, id: r.industry_id_name ?? '' } : null,
    },
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** What similar jobs are chosen by: the job's own row, read with it. */
type SimilarTo = Pick<JobDetail, 'id' | 'position' | 'categoryId' | 'provinceId'> & { companyDetail: { id: number } };

/**
 * Live jobs like this one: same category, then sharing words with its position, then nearby
 * (same province), then from another company, then fresher.
 *
 * The job's category, province and company come from its own row (read with the job) and are
 * passed as parameters, so the planner sees real values and reads the newest matches straight
 * from the (category, province, posted_at) index. Taken from a CTE they were unknown at
 * planning time and a popular category was read whole and sorted (tens of milliseconds at
 * 100k jobs). Candidates are ranked on the narrow search index; only the winners touch `jobs`.
 */
export async function getSimilarJobs(db: Db, job: SimilarTo, limit = 6, opts: { cache?: JobReadCache } = {}): Promise<JobCard[]> {
  const load = () => loadSimilarJobs(db, job, limit);
  return opts.cache ? opts.cache.similarOrLoad(`${job.id}:${limit}`, load) : load();
}

async function loadSimilarJobs(db: Db, job: SimilarTo, limit: number): Promise<JobCard[]> {
  if (job.categoryId === null) return [];
  const { rows } = await db.query<JobCardRow>(
    `WITH candidates AS (
       (SELECT s.job_id FROM job_search_index s
        WHERE s.category_id = $1 AND s.province_id = $2 AND s.job_id <> $3
          AND (s.valid_through IS NULL OR s.valid_through > now())
        ORDER BY s.posted_at DESC LIMIT 50)
       UNION
       (SELECT s.job_id FROM job_search_index s
        WHERE s.category_id = $1 AND s.job_id <> $3
          AND (s.valid_through IS NULL OR s.valid_through > now())
        ORDER BY s.posted_at DESC LIMIT 50)
     ), words AS (
       SELECT to_tsquery('simple', array_to_string(tsvector_to_array(to_tsvector('simple', $4::text)), ' | ')) AS query
     ), ranked AS MATERIALIZED (
       SELECT s.job_id, s.posted_at, (s.search_vector @@ w.query) AS same_words, (s.province_id = $2) AS nearby,
              (s.company_id <> $5) AS other_company
       FROM candidates x JOIN job_search_index s ON s.job_id = x.job_id, words w
       ORDER BY same_words DESC, nearby DESC, other_company DESC, s.posted_at DESC, s.job_id DESC
       LIMIT $6
     )
     SELECT ${JOB_CARD_COLUMNS}
     FROM ranked r JOIN jobs j ON j.id = r.job_id ${JOB_CARD_JOINS}
     ORDER BY r.same_words DESC, r.nearby DESC, r.other_company DESC, r.posted_at DESC, r.job_id DESC`,
    [job.categoryId, job.provinceId, job.id, job.position, job.companyDetail.id, Math.min(Math.max(limit, 1), 24)],
  );
  return rows.map(toJobCard);
}

/** Home page: featured live jobs, newest first. */
export async function getFeaturedJobs(db: Db, limit = 8): Promise<JobCard[]> {
  const { rows } = await db.query<JobCardRow>(
    `SELECT ${JOB_CARD_COLUMNS} FROM jobs j ${JOB_CARD_JOINS}
     WHERE ${LIVE_JOB} AND j.featured ORDER BY j.posted_at DESC, j.id DESC LIMIT $1`,
    [Math.min(Math.max(limit, 1), 50)],
  );
  return rows.map(toJobCard);
}

export async function getLatestJobs(db: Db, limit = 8): Promise<JobCard[]> {
  const { rows } = await db.query<JobCardRow>(
    `SELECT ${JOB_CARD_COLUMNS} FROM jobs j ${JOB_CARD_JOINS}
     WHERE ${LIVE_JOB} ORDER BY j.posted_at DESC, j.id DESC LIMIT $1`,
    [Math.min(Math.max(limit, 1), 50)],
  );
  return rows.map(toJobCard);
}

/** Live jobs of one company (company page), newest first. */
export async function getCompanyJobs(db: Db, companyId: number, page = 1, pageSize = 20): Promise<{ jobs: JobCard[]; total: number }> {
  const size = Math.min(Math.max(pageSize, 1), 100);
  const offset = (Math.max(1, Math.floor(page)) - 1) * size;
  // The page and the count come from the narrow search index (published jobs, migration 0012):
  // counting a company's wide job rows cost more than the rest of the company page.
  const [list, count] = await Promise.all([
    db.query<JobCardRow>(
      `WITH page AS MATERIALIZED (
         SELECT s.job_id, s.posted_at FROM job_search_index s
         WHERE s.company_id = $1 AND (s.valid_through IS NULL OR s.valid_through > now())
         ORDER BY s.posted_at DESC, s.job_id DESC LIMIT $2 OFFSET $3
       )
       SELECT ${JOB_CARD_COLUMNS} FROM page JOIN jobs j ON j.id = page.job_id ${JOB_CARD_JOINS}
       ORDER BY page.posted_at DESC, page.job_id DESC`,
      [companyId, size, offset],
    ),
    db.query<{ n: number }>(
      `SELECT count(*) AS n FROM job_search_index s WHERE s.company_id = $1 AND (s.valid_through IS NULL OR s.valid_through > now())`,
      [companyId],
    ),
  ]);
  return { jobs: list.rows.map(toJobCard), total: count.rows[0]?.n ?? 0 };
}
