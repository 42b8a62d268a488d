/** Job applications written by the apply form (statuses and history are kept by triggers, 0006). */
import type { Db } from '../db.js';
import { LIVE_JOB } from './job-cards.js';
import type { ApplicationStatus } from '../../../shared/application-status.js';
import type { Bilingual } from '../../../shared/job-vocabulary.js';
import { pageInfo, pageRequest } from './paging.js';
import { asProfileSnapshot, type ProfileSnapshot } from '../../../shared/profile/profile-snapshot.js';

export interface NewApplication {
  candidateId: number;
  jobId: number;
  coverLetter?: string | undefined;
  shortDescription?: string | undefined;
  /** questionId → a string (free text, single select) or a list (multi select). */
  answers: ReadonlyMap<number, string | readonly string[]>;
  /** The copy of the resume sent with it (candidate-files/application-resume.ts). */
  resume?: { storageKey: string; fileName: string; sizeBytes: number; mime: string } | undefined;
  /** The profile as it was when sent (shared/profile/profile-snapshot.ts). */
  profileSnapshot?: ProfileSnapshot | undefined;
}

export type CreateApplicationResult = { kind: 'created'; id: number } | { kind: 'duplicate' } | { kind: 'job-closed' };

/**
 * One transaction: the application (only for a live job) and its answers. Applying twice
 * to the same job is reported, not an error (UNIQUE (candidate_id, job_id)).
 */
export async function createApplication(db: Db, input: NewApplication): Promise<CreateApplicationResult> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO applications (candidate_id, job_id, cover_letter, short_description, agreed_at,
                                 resume_storage_key, resume_file_name, resume_size_bytes, resume_mime, profile_snapshot)
       SELECT $1, j.id, $3, $4, now(), $5, $6, $7, $8, $9 FROM jobs j
       WHERE j.id = $2 AND j.status = 'published' AND (j.valid_through IS NULL OR j.valid_through > now())
       ON CONFLICT (candidate_id, job_id) DO NOTHING
       RETURNING id`,
      [
        input.candidateId,
        input.jobId,
        input.coverLetter ?? null,
        input.shortDescription ?? null,
        input.resume?.storageKey ?? null,
        input.resume?.fileName ?? null,
        input.resume?.sizeBytes ?? null,
        input.resume?.mime ?? null,
        input.profileSnapshot ? JSON.stringify(input.profileSnapshot) : null,
      ],
    );
    const id = rows[0]?.id;
    if (id === undefined) {
      const existing = await tx.query('SELECT 1 FROM applications WHERE candidate_id = $1 AND job_id = $2', [
        input.candidateId,
        input.jobId,
      ]);
      return existing.rowCount > 0 ? { kind: 'duplicate' } : { kind: 'job-closed' };
    }
    const answers = [...input.answers].filter(([, answer]) => (Array.isArray(answer) ? answer.length > 0 : answer !== ''));
    if (answers.length > 0) {
      await tx.query(
        `INSERT INTO application_answers (application_id, question_id, answer)
         SELECT $1, q.id, a.answer FROM unnest($2::int8[], $3::jsonb[]) AS a(question_id, answer)
         JOIN job_screening_questions q ON q.id = a.question_id AND q.job_id = $4`,
        [id, answers.map(([questionId]) => questionId), answers.map(([, answer]) => JSON.stringify(answer)), input.jobId],
      );
    }
    return { kind: 'created', id };
  });
}

/** Whether the candidate already applied (the questions page says so instead of a second form). */
export async function hasApplied(db: Db, candidateId: number, jobId: number): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM applications WHERE candidate_id = $1 AND job_id = $2', [candidateId, jobId]);
  return rowCount > 0;
}

export type { ApplicationStatus };

/** Where an application ends: nothing more happens to it, and it cannot be withdrawn. */
export const FINAL_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['hired', 'not_selected', 'withdrawn'];

export interface CandidateApplication {
  id: number;
  status: ApplicationStatus;
  appliedAt: Date;
  statusChangedAt: Date;
  /** The resume sent with it, if there was one. */
  resume: { fileName: string; sizeBytes: number } | null;
  /** The profile sent with it, if it was sent with one. */
  profile: ProfileSnapshot | null;
  job: { slug: string; identifier: string; position: string; live: boolean; company: { name: string; slug: string }; city: Bilingual };
}

/** The candidate's applications, newest first, a page at a time. */
export async function listCandidateApplications(
  db: Db,
  candidateId: number,
  page: number,
  pageSize = 20,
): Promise<{ applications: CandidateApplication[]; total: number; page: number; pageCount: number }> {
  const request = pageRequest(page, pageSize);
  const [list, count] = await Promise.all([
    db.query<{
      id: number;
      status: ApplicationStatus;
      created_at: Date;
      status_changed_at: Date;
      slug: string;
      identifier: string;
      position: string;
      resume_file_name: string | null;
      resume_size_bytes: number | null;
      profile_snapshot: unknown;
      live: boolean;
      company_name: string;
      company_slug: string;
      city_en: string;
      city_id: string;
    }>(
      `SELECT a.id, a.status, a.created_at, a.status_changed_at, j.slug, j.identifier, j.position,
              a.resume_file_name, a.resume_size_bytes, a.profile_snapshot,
              (${LIVE_JOB}) AS live,
              c.name AS company_name, c.slug AS company_slug, l.name_en AS city_en, l.name_id AS city_id
       FROM applications a JOIN jobs j ON j.id = a.job_id JOIN companies c ON c.id = j.company_id JOIN locations l ON l.id = j.location_id
       WHERE a.candidate_id = $1 AND j.status <> 'draft'
       ORDER BY a.created_at DESC, a.id DESC
       LIMIT $2 OFFSET $3`,
      [candidateId, request.size, request.offset],
    ),
    // A job taken back to draft is not public: its applications are not listed (its link would be a 404).
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM applications a JOIN jobs j ON j.id = a.job_id WHERE a.candidate_id = $1 AND j.status <> 'draft'`,
      [candidateId],
    ),
  ]);
  return {
    applications: list.rows.map((r) => ({
      id: Number(r.id),
      status: r.status,
      appliedAt: r.created_at,
      statusChangedAt: r.status_changed_at,
      resume: r.resume_file_name === null ? null : { fileName: r.resume_file_name, sizeBytes: Number(r.resume_size_bytes) },
      profile: asProfileSnapshot(r.profile_snapshot),
      job: {
        slug: r.slug,
        identifier: r.identifier,
        position: r.position,
        live: r.live,
        company: { name: r.company_name, slug: r.company_slug },
        city: { en: r.city_en, id: r.city_id },
      },
    })),
    ...pageInfo(Number(count.rows[0]?.n ?? 0), request),
  };
}

/**
 * The candidate withdraws (an application can be cancelled). Only their own, and
 * only while it is still open; the status history records it (trigger, migration 0006), as the
 * candidate's move (actor, 0076). Pass a transaction, as the withdraw action does.
 */
export async function withdrawApplication(db: Db, candidateId: number, applicationId: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE applications SET status = 'withdrawn'
     WHERE id = $1 AND candidate_id = $2 AND status <> ALL($3::text[])`,
    [applicationId, candidateId, [...FINAL_APPLICATION_STATUSES]],
  );
  if (rowCount === 0) return false;
  await db.query(
    `UPDATE application_status_history SET actor = 'candidate'
     WHERE id = (SELECT max(id) FROM application_status_history WHERE application_id = $1)`,
    [applicationId],
  );
  return true;
}

/** The resume sent with one of the candidate's own applications (another's reads as none). */
export async function getApplicationResume(
  db: Db,
  candidateId: number,
  applicationId: number,
): Promise<{ storageKey: string; fileName: string; sizeBytes: number; mime: string } | null> {
  const { rows } = await db.query<{ key: string | null; name: string; size: number; mime: string }>(
    `SELECT resume_storage_key AS key, resume_file_name AS name, resume_size_bytes AS size, resume_mime AS mime
     FROM applications WHERE id = $1 AND candidate_id = $2`,
    [applicationId, candidateId],
  );
  const row = rows[0];
  return row?.key ? { storageKey: row.key, fileName: row.name, sizeBytes: Number(row.size), mime: row.mime } : null;
}

/** The job an application of this candidate went to, for the mails about it (another's reads as none). */
export async function findApplicationJob(
  db: Db,
  candidateId: number,
  applicationId: number,
): Promise<{ position: string; company: string; slug: string; identifier: string } | null> {
  const { rows } = await db.query<{ position: string; company: string; slug: string; identifier: string }>(
    `SELECT j.position, c.name AS company, j.slug, j.identifier
       FROM applications a JOIN jobs j ON j.id = a.job_id JOIN companies c ON c.id = j.company_id
      WHERE a.id = $1 AND a.candidate_id = $2`,
    [applicationId, candidateId],
  );
  return rows[0] ?? null;
}
