/** Job applications written by the apply form (statuses and history are kept by triggers, 0006). */
import type { Db } from './db.js';

export interface NewApplication {
  candidateId: number;
  jobId: number;
  coverLetter?: string | undefined;
  shortDescription?: string | undefined;
  /** questionId → a string (free text, single select) or a list (multi select). */
  answers: ReadonlyMap<number, string | readonly string[]>;
}

export type CreateApplicationResult = { kind: 'created'; id: number } | { kind: 'duplicate' } | { kind: 'job-closed' };

/**
 * One transaction: the application (only for a live job) and its answers. Applying twice
 * to the same job is reported, not an error (UNIQUE (candidate_id, job_id)).
 */
export async function createApplication(db: Db, input: NewApplication): Promise<CreateApplicationResult> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO applications (candidate_id, job_id, cover_letter, short_description, agreed_at)
       SELECT $1, j.id, $3, $4, now() FROM jobs j
       WHERE j.id = $2 AND j.status = 'published' AND (j.valid_through IS NULL OR j.valid_through > now())
       ON CONFLICT (candidate_id, job_id) DO NOTHING
       RETURNING id`,
      [input.candidateId, input.jobId, input.coverLetter ?? null, input.shortDescription ?? null],
    );
    const id = rows[0]?.id;
    if (id === undefined) {
      const existing = await tx.query('SELECT 1 FROM applications WHERE candidate_id = $1 AND job_id = $2', [input.candidateId, input.jobId]);
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
