/**
 * Jobs written through the employer API, addressed by (company, external_id) (migration 0075).
 * Every query is scoped to the caller's company: another company's job is simply not found.
 * Writes go to the same tables as every other job, so the search index, caches and sitemaps
 * follow through their triggers and change notifications.
 */
import type { Db } from '../db.js';

export interface PlaceRow {
  id: number;
  slug: string;
  kind: 'province' | 'city';
  nameEn: string;
  nameId: string;
  provinceSlug: string | null;
}

export interface CategoryRow {
  id: number;
  slug: string;
  nameEn: string;
  nameId: string;
}

export async function listPlaces(db: Db): Promise<PlaceRow[]> {
  const { rows } = await db.query<{
    id: number;
    slug: string;
    kind: 'province' | 'city';
    name_en: string;
    name_id: string;
    province_slug: string | null;
  }>(
    `SELECT l.id, l.slug, l.kind, l.name_en, l.name_id, p.slug AS province_slug
     FROM locations l LEFT JOIN locations p ON p.id = l.parent_id
     ORDER BY coalesce(p.slug, l.slug), l.kind DESC, l.slug`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    slug: r.slug,
    kind: r.kind,
    nameEn: r.name_en,
    nameId: r.name_id,
    provinceSlug: r.province_slug,
  }));
}

export async function listCategories(db: Db): Promise<CategoryRow[]> {
  const { rows } = await db.query<{ id: number; slug: string; name_en: string; name_id: string }>(
    'SELECT id, slug, name_en, name_id FROM job_categories ORDER BY sort_order, slug',
  );
  return rows.map((r) => ({ id: Number(r.id), slug: r.slug, nameEn: r.name_en, nameId: r.name_id }));
}

/** A job as the API stores it: ids resolved, description sanitised. */
export interface EmployerJobFields {
  slug: string;
  position: string;
  descriptionHtml: string;
  categoryId: number | null;
  locationId: number;
  employmentType: string;
  workArrangement: string;
  experienceLevel: string;
  salaryMin: number | null;
  salaryMax: number | null;
  bonusSalary: number | null;
  salaryCurrency: string;
  salaryPeriod: string;
  salaryVisible: boolean;
  benefits: string[];
  coverLetter: string;
  validThrough: string | null;
  languages: string[];
  skills: { name: string; requirement: 'must' | 'optional' }[];
  questions: { type: string; prompt: string; options: string[]; required: boolean; lang: string | null }[];
  bodyHash: string;
}

export interface StoredJobState {
  id: number;
  status: 'draft' | 'published' | 'closed';
  bodyHash: string | null;
}

/** The company's job with this external id, locked until the transaction ends. */
export async function lockEmployerJob(tx: Db, companyId: number, externalId: string): Promise<StoredJobState | null> {
  const { rows } = await tx.query<{ id: number; status: StoredJobState['status']; api_body_hash: string | null }>(
    'SELECT id, status, api_body_hash FROM jobs WHERE company_id = $1 AND external_id = $2 FOR UPDATE',
    [companyId, externalId],
  );
  const r = rows[0];
  return r ? { id: Number(r.id), status: r.status, bodyHash: r.api_body_hash } : null;
}

const FIELD_VALUES = (f: EmployerJobFields) => [
  f.slug,
  f.position,
  f.descriptionHtml,
  f.categoryId,
  f.locationId,
  f.employmentType,
  f.workArrangement,
  f.experienceLevel,
  f.salaryMin,
  f.salaryMax,
  f.bonusSalary,
  f.salaryCurrency,
  f.salaryPeriod,
  f.salaryVisible,
  JSON.stringify(f.benefits),
  f.coverLetter,
  f.validThrough,
  f.languages,
  f.bodyHash,
];

/** A new published job; null when a concurrent request created it first (the caller locks and updates it instead). */
export async function insertEmployerJob(tx: Db, companyId: number, externalId: string, f: EmployerJobFields): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO jobs (slug, position, description_html, category_id, location_id, employment_type, work_arrangement,
       experience_level, salary_min, salary_max, bonus_salary, salary_currency, salary_period, salary_visible, benefits,
       cover_letter, valid_through, languages, api_body_hash, company_id, external_id, status, posted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb, $16, $17, $18::text[], $19, $20, $21, 'published', now())
     ON CONFLICT (company_id, external_id) WHERE external_id IS NOT NULL DO NOTHING
     RETURNING id`,
    [...FIELD_VALUES(f), companyId, externalId],
  );
  const id = rows[0] ? Number(rows[0].id) : null;
  if (id !== null) await writeChildren(tx, id, f, false);
  return id;
}

/**
 * Replaces the job's content and publishes it again (a closed job put again reopens). A job
 * reopened after its posting time was long ago is posted anew, so it is not listed as stale.
 */
export async function updateEmployerJob(tx: Db, id: number, f: EmployerJobFields, reopen: boolean): Promise<void> {
  await tx.query(
    `UPDATE jobs SET slug = $1, position = $2, description_html = $3, category_id = $4, location_id = $5, employment_type = $6,
       work_arrangement = $7, experience_level = $8, salary_min = $9, salary_max = $10, bonus_salary = $11, salary_currency = $12,
       salary_period = $13, salary_visible = $14, benefits = $15::jsonb, cover_letter = $16, valid_through = $17,
       languages = $18::text[], api_body_hash = $19, status = 'published',
       posted_at = CASE WHEN $21 THEN now() ELSE coalesce(posted_at, now()) END
     WHERE id = $20`,
    [...FIELD_VALUES(f), id, reopen],
  );
  await writeChildren(tx, id, f, true);
}

async function writeChildren(tx: Db, jobId: number, f: EmployerJobFields, replace: boolean): Promise<void> {
  if (replace) {
    // Questions are replaced as a whole: answers already given keep their own copy of the prompt.
    await tx.query('DELETE FROM job_skills WHERE job_id = $1', [jobId]);
    await tx.query('DELETE FROM job_screening_questions WHERE job_id = $1', [jobId]);
  }
  if (f.skills.length > 0) {
    await tx.query(
      `INSERT INTO job_skills (job_id, name, requirement, sort_order)
       SELECT $1, s.name, s.requirement, s.ord - 1 FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS s(name, requirement, ord)`,
      [jobId, f.skills.map((s) => s.name), f.skills.map((s) => s.requirement)],
    );
  }
  if (f.questions.length > 0) {
    await tx.query(
      `INSERT INTO job_screening_questions (job_id, type, prompt, options, required, lang, sort_order)
       SELECT $1, q.type, q.prompt, q.options::jsonb, q.required, q.lang, q.ord - 1
       FROM unnest($2::text[], $3::text[], $4::text[], $5::boolean[], $6::text[]) WITH ORDINALITY AS q(type, prompt, options, required, lang, ord)`,
      [
        jobId,
        f.questions.map((q) => q.type),
        f.questions.map((q) => q.prompt),
        f.questions.map((q) => JSON.stringify(q.options)),
        f.questions.map((q) => q.required),
        f.questions.map((q) => q.lang),
      ],
    );
  }
}

/** Closes the job (never deletes it: applications and bookmarks keep pointing at it). False when the company has no such job. */
export async function closeEmployerJob(db: Db, companyId: number, externalId: string): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    `WITH target AS (SELECT id, status FROM jobs WHERE company_id = $1 AND external_id = $2),
     closed AS (UPDATE jobs j SET status = 'closed' FROM target WHERE j.id = target.id AND target.status <> 'closed' RETURNING j.id)
     SELECT id FROM target`,
    [companyId, externalId],
  );
  return rows.length > 0;
}

/** The job as the API answers it (the body's fields, as stored, plus what the site made of it). */
export interface EmployerJobView {
  externalId: string;
  identifier: string;
  slug: string;
  status: 'draft' | 'published' | 'closed';
  title: string;
  description: string;
  location: string;
  employmentType: string;
  workArrangement: string;
  level: string;
  category: string | null;
  skills: { name: string; requirement: 'must' | 'optional' }[];
  salary: { min: number | null; max: number | null; currency: string; period: string; visible: boolean; bonus: number | null } | null;
  benefits: string[];
  validThrough: string | null;
  screeningQuestions: { type: string; prompt: string; options: string[]; required: boolean; language: string | null }[];
  coverLetter: string;
  languages: string[];
  postedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

interface ViewRow {
  id: number;
  external_id: string;
  identifier: string;
  slug: string;
  status: EmployerJobView['status'];
  position: string;
  description_html: string;
  location_slug: string;
  employment_type: string;
  work_arrangement: string;
  experience_level: string;
  category_slug: string | null;
  skills: EmployerJobView['skills'];
  salary_min: number | null;
  salary_max: number | null;
  bonus_salary: number | null;
  salary_currency: string;
  salary_period: string;
  salary_visible: boolean;
  benefits: string[];
  valid_through: Date | null;
  questions: EmployerJobView['screeningQuestions'];
  cover_letter: string;
  languages: string[];
  posted_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const VIEW_SELECT = `
  SELECT j.id, j.external_id, j.identifier, j.slug, j.status, j.position, j.description_html, l.slug AS location_slug,
    j.employment_type, j.work_arrangement, j.experience_level, cat.slug AS category_slug,
    coalesce((SELECT json_agg(json_build_object('name', s.name, 'requirement', s.requirement) ORDER BY s.sort_order, s.name)
              FROM job_skills s WHERE s.job_id = j.id), '[]') AS skills,
    j.salary_min, j.salary_max, j.bonus_salary, j.salary_currency, j.salary_period, j.salary_visible, j.benefits, j.valid_through,
    coalesce((SELECT json_agg(json_build_object('type', q.type, 'prompt', q.prompt, 'options', q.options, 'required', q.required, 'language', q.lang)
                     ORDER BY q.sort_order, q.id)
              FROM job_screening_questions q WHERE q.job_id = j.id), '[]') AS questions,
    j.cover_letter, j.languages, j.posted_at, j.created_at, j.updated_at
  FROM jobs j
  JOIN locations l ON l.id = j.location_id
  LEFT JOIN job_categories cat ON cat.id = j.category_id`;

function toView(r: ViewRow): EmployerJobView {
  const hasSalary = r.salary_min !== null || r.salary_max !== null || r.bonus_salary !== null;
  return {
    externalId: r.external_id,
    identifier: r.identifier,
    slug: r.slug,
    status: r.status,
    title: r.position,
    description: r.description_html,
    location: r.location_slug,
    employmentType: r.employment_type,
    workArrangement: r.work_arrangement,
    level: r.experience_level,
    category: r.category_slug,
    skills: r.skills,
    salary: hasSalary
      ? {
          min: r.salary_min,
          max: r.salary_max,
          currency: r.salary_currency,
          period: r.salary_period,
          visible: r.salary_visible,
          bonus: r.bonus_salary,
        }
      : null,
    benefits: r.benefits,
    validThrough: r.valid_through ? r.valid_through.toISOString() : null,
    screeningQuestions: r.questions,
    coverLetter: r.cover_letter,
    languages: r.languages,
    postedAt: r.posted_at ? r.posted_at.toISOString() : null,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}

export async function getEmployerJob(db: Db, companyId: number, externalId: string): Promise<EmployerJobView | null> {
  const { rows } = await db.query<ViewRow>(`${VIEW_SELECT} WHERE j.company_id = $1 AND j.external_id = $2`, [companyId, externalId]);
  return rows[0] ? toView(rows[0]) : null;
}

export interface EmployerJobListQuery {
  status?: 'published' | 'closed';
  updatedSince?: string;
  afterId?: number;
  limit: number;
}

/** One page of the company's API jobs in id order; `nextAfterId` is set when more follow. */
export async function listEmployerJobs(
  db: Db,
  companyId: number,
  q: EmployerJobListQuery,
): Promise<{ jobs: EmployerJobView[]; nextAfterId: number | null }> {
  const { rows } = await db.query<ViewRow>(
    `${VIEW_SELECT}
     WHERE j.company_id = $1 AND j.external_id IS NOT NULL
       AND ($2::text IS NULL OR j.status = $2)
       AND ($3::timestamptz IS NULL OR j.updated_at >= $3)
       AND j.id > $4
     ORDER BY j.id
     LIMIT $5`,
    [companyId, q.status ?? null, q.updatedSince ?? null, q.afterId ?? 0, q.limit + 1],
  );
  const more = rows.length > q.limit;
  const page = rows.slice(0, q.limit);
  return { jobs: page.map(toView), nextAfterId: more ? Number(page.at(-1)!.id) : null };
}

/** The company's jobs among `externalIds`, locked until the transaction ends. */
export async function lockEmployerJobs(tx: Db, companyId: number, externalIds: readonly string[]): Promise<Map<string, StoredJobState>> {
  const { rows } = await tx.query<{ id: number; external_id: string; status: StoredJobState['status']; api_body_hash: string | null }>(
    'SELECT id, external_id, status, api_body_hash FROM jobs WHERE company_id = $1 AND external_id = ANY($2::text[]) ORDER BY id FOR UPDATE',
    [companyId, [...externalIds]],
  );
  return new Map(rows.map((r) => [r.external_id, { id: Number(r.id), status: r.status, bodyHash: r.api_body_hash }]));
}

/**
 * Many new jobs in one statement each for the jobs, their skills and their questions: the
 * statement-level triggers (search document, change notifications) then run once for all of
 * them instead of once per job. Returns the ids by external id; one that a concurrent request
 * created first is missing (the caller saves it on its own).
 */
export async function insertEmployerJobs(
  tx: Db,
  companyId: number,
  items: readonly { externalId: string; fields: EmployerJobFields }[],
): Promise<Map<string, number>> {
  if (items.length === 0) return new Map();
  const column = <T>(pick: (f: EmployerJobFields) => T) => items.map((item) => pick(item.fields));
  const { rows } = await tx.query<{ id: number; external_id: string }>(
    `INSERT INTO jobs (slug, position, description_html, category_id, location_id, employment_type, work_arrangement,
       experience_level, salary_min, salary_max, bonus_salary, salary_currency, salary_period, salary_visible, benefits,
       cover_letter, valid_through, languages, api_body_hash, company_id, external_id, status, posted_at)
     SELECT v.slug, v.position, v.description_html, v.category_id, v.location_id, v.employment_type, v.work_arrangement,
       v.experience_level, v.salary_min, v.salary_max, v.bonus_salary, v.salary_currency, v.salary_period, v.salary_visible,
       v.benefits::jsonb, v.cover_letter, v.valid_through, string_to_array(v.languages, ','), v.api_body_hash, $20, v.external_id,
       'published', now()
     FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::int[], $6::text[], $7::text[], $8::text[], $9::bigint[],
       $10::bigint[], $11::bigint[], $12::text[], $13::text[], $14::boolean[], $15::text[], $16::text[], $17::timestamptz[],
       $18::text[], $19::text[], $21::text[])
       AS v(slug, position, description_html, category_id, location_id, employment_type, work_arrangement, experience_level,
         salary_min, salary_max, bonus_salary, salary_currency, salary_period, salary_visible, benefits, cover_letter,
         valid_through, languages, api_body_hash, external_id)
     ON CONFLICT (company_id, external_id) WHERE external_id IS NOT NULL DO NOTHING
     RETURNING id, external_id`,
    [
      column((f) => f.slug),
      column((f) => f.position),
      column((f) => f.descriptionHtml),
      column((f) => f.categoryId),
      column((f) => f.locationId),
      column((f) => f.employmentType),
      column((f) => f.workArrangement),
      column((f) => f.experienceLevel),
      column((f) => f.salaryMin),
      column((f) => f.salaryMax),
      column((f) => f.bonusSalary),
      column((f) => f.salaryCurrency),
      column((f) => f.salaryPeriod),
      column((f) => f.salaryVisible),
      column((f) => JSON.stringify(f.benefits)),
      column((f) => f.coverLetter),
      column((f) => f.validThrough),
      column((f) => f.languages.join(',')),
      column((f) => f.bodyHash),
      companyId,
      items.map((item) => item.externalId),
    ],
  );
  const ids = new Map(rows.map((r) => [r.external_id, Number(r.id)]));
  const skills = items.flatMap((item) =>
    ids.has(item.externalId) ? item.fields.skills.map((s, ord) => ({ jobId: ids.get(item.externalId)!, ...s, ord })) : [],
  );
  if (skills.length > 0) {
    await tx.query(
      `INSERT INTO job_skills (job_id, name, requirement, sort_order)
       SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::smallint[])`,
      [skills.map((s) => s.jobId), skills.map((s) => s.name), skills.map((s) => s.requirement), skills.map((s) => s.ord)],
    );
  }
  const questions = items.flatMap((item) =>
    ids.has(item.externalId) ? item.fields.questions.map((q, ord) => ({ jobId: ids.get(item.externalId)!, ...q, ord })) : [],
  );
  if (questions.length > 0) {
    await tx.query(
      `INSERT INTO job_screening_questions (job_id, type, prompt, options, required, lang, sort_order)
       SELECT q.job_id, q.type, q.prompt, q.options::jsonb, q.required, q.lang, q.ord
       FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::boolean[], $6::text[], $7::smallint[])
         AS q(job_id, type, prompt, options, required, lang, ord)`,
      [
        questions.map((q) => q.jobId),
        questions.map((q) => q.type),
        questions.map((q) => q.prompt),
        questions.map((q) => JSON.stringify(q.options)),
        questions.map((q) => q.required),
        questions.map((q) => q.lang),
        questions.map((q) => q.ord),
      ],
    );
  }
  return ids;
}
