/** Assessment attempts, their drawn items and answers, and results; every query scoped to its candidate. */
import type { Db } from '../db.js';

type AttemptStatus = 'in_progress' | 'submitted' | 'expired';

export interface AttemptRow {
  readonly id: number;
  readonly userId: number;
  readonly assessment: 'english' | 'personality';
  readonly status: AttemptStatus;
  readonly startedAt: Date;
  readonly expiresAt: Date | null;
  readonly endedAt: Date | null;
  readonly currentPage: number;
}

export interface AttemptItemRow {
  readonly position: number;
  readonly itemKey: string;
  readonly answerKey: string | null;
}

export interface ResultRow {
  readonly id: number;
  readonly attemptId: number;
  readonly assessment: 'english' | 'personality';
  readonly score: number;
  readonly level: string | null;
  readonly traits: Record<string, number>;
  readonly testedAt: Date;
}

interface RawAttempt {
  id: number | string;
  user_id: number | string;
  assessment: 'english' | 'personality';
  status: AttemptStatus;
  started_at: Date | string;
  expires_at: Date | string | null;
  ended_at: Date | string | null;
  current_page: number;
}

const ATTEMPT_COLUMNS = 'id, user_id, assessment, status, started_at, expires_at, ended_at, current_page';
const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function toAttempt(row: RawAttempt): AttemptRow {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    assessment: row.assessment,
    status: row.status,
    startedAt: toDate(row.started_at),
    expiresAt: row.expires_at === null ? null : toDate(row.expires_at),
    endedAt: row.ended_at === null ? null : toDate(row.ended_at),
    currentPage: Number(row.current_page),
  };
}

/** The candidate's open attempt at a test, if any (at most one: a unique index holds it). */
export async function findOpenAttempt(db: Db, userId: number, assessment: string): Promise<AttemptRow | null> {
  const { rows } = await db.query<RawAttempt>(
    `SELECT ${ATTEMPT_COLUMNS} FROM assessment_attempts WHERE user_id = $1 AND assessment = $2 AND status = 'in_progress'`,
    [userId, assessment],
  );
  return rows[0] ? toAttempt(rows[0]) : null;
}

/** One attempt of this candidate's; another candidate's id finds nothing. */
export async function findAttempt(db: Db, userId: number, attemptId: number): Promise<AttemptRow | null> {
  const { rows } = await db.query<RawAttempt>(`SELECT ${ATTEMPT_COLUMNS} FROM assessment_attempts WHERE id = $1 AND user_id = $2`, [
    attemptId,
    userId,
  ]);
  return rows[0] ? toAttempt(rows[0]) : null;
}

/** When the candidate's last attempt at this test ended (or began, if it is still open). */
export async function lastAttemptEnd(db: Db, userId: number, assessment: string): Promise<Date | null> {
  const { rows } = await db.query<{ at: Date | string | null }>(
    `SELECT max(coalesce(ended_at, started_at)) AS at FROM assessment_attempts WHERE user_id = $1 AND assessment = $2`,
    [userId, assessment],
  );
  return rows[0]?.at ? toDate(rows[0].at) : null;
}

/**
 * Opens an attempt with its drawn items. Null when one is already open (a double click or
 * a second tab): the unique index refuses the second, and the caller shows the open one.
 */
export async function createAttempt(
  db: Db,
  attempt: { userId: number; assessment: string; startedAt: Date; expiresAt: Date | null; itemKeys: readonly string[] },
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number | string }>(
      `INSERT INTO assessment_attempts (user_id, assessment, started_at, expires_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, assessment) WHERE status = 'in_progress' DO NOTHING RETURNING id`,
      [attempt.userId, attempt.assessment, attempt.startedAt, attempt.expiresAt],
    );
    const id = rows[0] ? Number(rows[0].id) : null;
    if (id === null) return null;
    await tx.query(
      `INSERT INTO assessment_attempt_items (attempt_id, position, item_key)
       SELECT $1, ordinality - 1, key FROM unnest($2::text[]) WITH ORDINALITY AS t(key, ordinality)`,
      [id, [...attempt.itemKeys]],
    );
    return id;
  });
}

export async function attemptItems(db: Db, attemptId: number): Promise<AttemptItemRow[]> {
  const { rows } = await db.query<{ position: number; item_key: string; answer_key: string | null }>(
    'SELECT position, item_key, answer_key FROM assessment_attempt_items WHERE attempt_id = $1 ORDER BY position',
    [attemptId],
  );
  return rows.map((row) => ({ position: Number(row.position), itemKey: row.item_key, answerKey: row.answer_key }));
}

/**
 * Stores a page of answers and the page to resume on, only while the attempt is open and (for a
 * timed one) before its deadline, checked in the same statement as the write. Returns false when
 * the attempt was not open any more.
 */
export async function saveAnswers(
  db: Db,
  attemptId: number,
  answers: ReadonlyMap<string, string>,
  nextPage: number,
  at: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const open = await tx.query(
      `UPDATE assessment_attempts SET current_page = $2
       WHERE id = $1 AND status = 'in_progress' AND (expires_at IS NULL OR expires_at > $3)`,
      [attemptId, nextPage, at],
    );
    if (open.rowCount === 0) return false;
    if (answers.size > 0) {
      await tx.query(
        `UPDATE assessment_attempt_items i SET answer_key = a.answer, answered_at = $4
         FROM unnest($2::text[], $3::text[]) AS a(key, answer)
         WHERE i.attempt_id = $1 AND i.item_key = a.key`,
        [attemptId, [...answers.keys()], [...answers.values()], at],
      );
    }
    return true;
  });
}

/**
 * Closes an open attempt and records its result, once: a second caller (two tabs finishing at
 * once, or the deadline passing while the page loads) finds it closed and writes nothing.
 */
export async function closeAttempt(
  db: Db,
  close: {
    attemptId: number;
    userId: number;
    status: 'submitted' | 'expired';
    endedAt: Date;
    score: number;
    level: string | null;
    traits: Record<string, number>;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const closed = await tx.query(
      `UPDATE assessment_attempts SET status = $3, ended_at = $4, submitted_at = CASE WHEN $3 = 'submitted' THEN $4::timestamptz END
       WHERE id = $1 AND user_id = $2 AND status = 'in_progress' RETURNING assessment`,
      [close.attemptId, close.userId, close.status, close.endedAt],
    );
    const row = closed.rows[0] as { assessment: string } | undefined;
    if (!row) return false;
    await tx.query(
      `INSERT INTO assessment_results (attempt_id, user_id, assessment, score, level, traits, tested_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [close.attemptId, close.userId, row.assessment, close.score, close.level, JSON.stringify(close.traits), close.endedAt],
    );
    return true;
  });
}

interface RawResult {
  id: number | string;
  attempt_id: number | string;
  assessment: 'english' | 'personality';
  score: number;
  level: string | null;
  traits: Record<string, number> | string;
  tested_at: Date | string;
}

function toResult(row: RawResult): ResultRow {
  return {
    id: Number(row.id),
    attemptId: Number(row.attempt_id),
    assessment: row.assessment,
    score: Number(row.score),
    level: row.level,
    traits: typeof row.traits === 'string' ? (JSON.parse(row.traits) as Record<string, number>) : row.traits,
    testedAt: toDate(row.tested_at),
  };
}

const RESULT_COLUMNS = 'id, attempt_id, assessment, score, level, traits, tested_at';

/** The candidate's latest result per test (the one shown on profiles). */
export async function latestResults(db: Db, userId: number): Promise<{ english: ResultRow | null; personality: ResultRow | null }> {
  const { rows } = await db.query<RawResult>(
    `SELECT DISTINCT ON (assessment) ${RESULT_COLUMNS} FROM assessment_results WHERE user_id = $1 ORDER BY assessment, tested_at DESC, id DESC`,
    [userId],
  );
  const of = (assessment: string) => {
    const row = rows.find((r) => r.assessment === assessment);
    return row ? toResult(row) : null;
  };
  return { english: of('english'), personality: of('personality') };
}

export async function resultOfAttempt(db: Db, userId: number, attemptId: number): Promise<ResultRow | null> {
  const { rows } = await db.query<RawResult>(`SELECT ${RESULT_COLUMNS} FROM assessment_results WHERE attempt_id = $1 AND user_id = $2`, [
    attemptId,
    userId,
  ]);
  return rows[0] ? toResult(rows[0]) : null;
}

export interface PastAttempt {
  readonly attempt: AttemptRow;
  readonly result: ResultRow | null;
}

/** Every attempt at one test, newest first, with its result where it has one (not deleted). */
export async function pastAttempts(db: Db, userId: number, assessment: string): Promise<PastAttempt[]> {
  const { rows } = await db.query<RawAttempt & { result: RawResult | string | null }>(
    `SELECT a.id, a.user_id, a.assessment, a.status, a.started_at, a.expires_at, a.ended_at, a.current_page,
            (SELECT row_to_json(r) FROM assessment_results r WHERE r.attempt_id = a.id) AS result
     FROM assessment_attempts a WHERE a.user_id = $1 AND a.assessment = $2 ORDER BY a.started_at DESC, a.id DESC`,
    [userId, assessment],
  );
  return rows.map((row) => {
    const result = typeof row.result === 'string' ? (JSON.parse(row.result) as RawResult) : row.result;
    return { attempt: toAttempt(row), result: result ? toResult(result) : null };
  });
}

/**
 * Deletes the candidate's results at one test and the answers behind them. The attempts stay
 * (dates only): the retake waiting period counts from them, so deleting cannot skip it.
 */
export async function deleteResults(db: Db, userId: number, assessment: string): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await tx.query('DELETE FROM assessment_results WHERE user_id = $1 AND assessment = $2', [userId, assessment]);
    await tx.query(
      `DELETE FROM assessment_attempt_items i USING assessment_attempts a
       WHERE i.attempt_id = a.id AND a.user_id = $1 AND a.assessment = $2 AND a.status <> 'in_progress'`,
      [userId, assessment],
    );
    return removed.rowCount;
  });
}

/** Whether the candidate's results appear on their public profile (yes unless turned off). */
export async function resultsShownOnProfile(db: Db, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ show_on_profile: boolean }>(
    'SELECT show_on_profile FROM assessment_profile_settings WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.show_on_profile ?? true;
}

export async function setResultsShownOnProfile(db: Db, userId: number, shown: boolean): Promise<void> {
  await db.query(
    `INSERT INTO assessment_profile_settings (user_id, show_on_profile) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET show_on_profile = EXCLUDED.show_on_profile, updated_at = now()`,
    [userId, shown],
  );
}
