/**
 * Creating or replacing a job by the employer's own id. A body is checked by the schema
 * (employer-job-schema.ts), then against the site's places and categories, then written in one
 * transaction with the job row locked. The normalised body's hash is kept with the job: the
 * same body again is "unchanged" and writes nothing, so a retried request (or a nightly full
 * sync) neither touches the job's updated_at nor empties every cache.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/db';
import {
  insertEmployerJob,
  listCategories,
  listPlaces,
  lockEmployerJob,
  updateEmployerJob,
  type CategoryRow,
  type EmployerJobFields,
  type PlaceRow,
} from '../db/repos/employer-jobs-repo';
import { employerMessage, employerJobSchema, type EmployerJobInput } from '../../shared/validation/employer-job-schema';
import { toErrorsMap, type ErrorsMap } from '../../shared/validation/to-errors-map';
import { hasVisibleText, sanitizeDescription } from './job-description';
import { slugify } from '../../shared/slug';

export interface JobReferences {
  readonly places: ReadonlyMap<string, PlaceRow>;
  readonly categories: ReadonlyMap<string, CategoryRow>;
}

export async function loadReferences(db: Db): Promise<JobReferences> {
  const [places, categories] = await Promise.all([listPlaces(db), listCategories(db)]);
  return { places: new Map(places.map((p) => [p.slug, p])), categories: new Map(categories.map((c) => [c.slug, c])) };
}

/** Up to five known slugs that look like what was sent, so a typo's answer names the right value. */
function suggestions(value: string, known: Iterable<string>): string {
  const stem = value.slice(0, 4);
  const near = [...known].filter((slug) => stem && (slug.includes(stem) || value.includes(slug))).slice(0, 5);
  return near.join(', ');
}

export type CheckedJob = { ok: true; fields: EmployerJobFields; validThroughPassed: boolean } | { ok: false; errors: ErrorsMap };

const FIELD_ORDER = Object.keys(employerJobSchema.shape);

/** The body as the site stores it, or the errors (message keys) per field path. */
export function checkJob(body: unknown, refs: JobReferences, now = new Date()): CheckedJob {
  const parsed = employerJobSchema.safeParse(body && typeof body === 'object' && !Array.isArray(body) ? body : {});
  if (!parsed.success) return { ok: false, errors: toErrorsMap(parsed.error, FIELD_ORDER) };
  return resolve(parsed.data, refs, now);
}

function resolve(input: EmployerJobInput, refs: JobReferences, now: Date): CheckedJob {
  const errors: ErrorsMap = {};
  const place = refs.places.get(input.location);
  if (!place) {
    const near = suggestions(input.location, refs.places.keys());
    errors.location = [
      near
        ? employerMessage('employer:errors.unknownPlaceNear', { value: input.location, near })
        : employerMessage('employer:errors.unknownPlace', { value: input.location }),
    ];
  }
  const category = input.category ? refs.categories.get(input.category) : null;
  if (input.category && !category) {
    errors.category = [
      employerMessage('employer:errors.unknownCategory', { value: input.category, known: [...refs.categories.keys()].join(', ') }),
    ];
  }
  const descriptionHtml = sanitizeDescription(input.description);
  if (!hasVisibleText(descriptionHtml)) errors.description = [employerMessage('employer:errors.emptyDescription')];
  const slug = slugify(input.title);
  if (!slug) errors.title = [employerMessage('employer:errors.titleLetters')];
  if (Object.keys(errors).length > 0 || !place) return { ok: false, errors };

  const soleLanguage = input.languages.length === 1 ? input.languages[0]! : null;
  const fields: Omit<EmployerJobFields, 'bodyHash'> = {
    slug,
    position: input.title,
    descriptionHtml,
    categoryId: category?.id ?? null,
    locationId: place.id,
    employmentType: input.employmentType,
    workArrangement: input.workArrangement,
    experienceLevel: input.level,
    salaryMin: input.salary?.min ?? null,
    salaryMax: input.salary?.max ?? null,
    bonusSalary: input.salary?.bonus ?? null,
    salaryCurrency: input.salary?.currency ?? 'IDR',
    salaryPeriod: input.salary?.period ?? 'MONTH',
    salaryVisible: input.salary?.visible ?? true,
    benefits: [...new Set(input.benefits)],
    coverLetter: input.coverLetter,
    validThrough: input.validThrough ? new Date(input.validThrough).toISOString() : null,
    languages: input.languages,
    skills: input.skills,
    questions: input.screeningQuestions.map((q) => ({
      type: q.type,
      prompt: q.prompt,
      options: q.type === 'free_text' ? [] : q.options,
      required: q.required,
      lang: q.language ?? soleLanguage,
    })),
  };
  const bodyHash = createHash('sha256').update(JSON.stringify(fields)).digest('hex');
  const validThroughPassed = fields.validThrough !== null && new Date(fields.validThrough) <= now;
  return { ok: true, fields: { ...fields, bodyHash }, validThroughPassed };
}

export type SaveOutcome = 'created' | 'updated' | 'unchanged';
export type SaveResult = { ok: true; outcome: SaveOutcome } | { ok: false; errors: ErrorsMap };

const PAST_VALID_THROUGH: ErrorsMap = { validThrough: [employerMessage('employer:errors.pastDate')] };

/** Creates, replaces or leaves the company's job `externalId` (a checked body, see checkJob). */
export async function saveJob(
  db: Db,
  companyId: number,
  externalId: string,
  checked: Extract<CheckedJob, { ok: true }>,
): Promise<SaveResult> {
  const { fields, validThroughPassed } = checked;
  return db.transaction(async (tx) => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const existing = await lockEmployerJob(tx, companyId, externalId);
      if (existing) {
        if (existing.bodyHash === fields.bodyHash && existing.status === 'published') return { ok: true, outcome: 'unchanged' };
        // A date in the past would close the job as it is written: said, not stored.
        if (validThroughPassed) return { ok: false, errors: PAST_VALID_THROUGH };
        await updateEmployerJob(tx, existing.id, fields, existing.status === 'closed');
        return { ok: true, outcome: 'updated' };
      }
      if (validThroughPassed) return { ok: false, errors: PAST_VALID_THROUGH };
      // Null: a concurrent request inserted it between our look and our insert; look again.
      if ((await insertEmployerJob(tx, companyId, externalId, fields)) !== null) return { ok: true, outcome: 'created' };
    }
    throw new Error(`job ${externalId} could neither be found nor created`);
  });
}
