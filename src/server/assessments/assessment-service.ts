import type { Db } from '../db/db';
import {
  attemptItems,
  closeAttempt,
  createAttempt,
  findAttempt,
  findOpenAttempt,
  lastAttemptEnd,
  saveAnswers,
  type AttemptItemRow,
  type AttemptRow,
} from '../db/repos/assessments-repo';
import { ENGLISH_RULES, pageSizeOf, retakeWaitDaysOf, type Assessment } from './assessment-rules';
import { scoreAttempt } from './assessment-scoring';
import { LIKERT_KEYS, OPTION_KEYS } from './bank-types';
import { drawEnglishItems } from './english-draw';
import { ENGLISH_BANK, ENGLISH_BY_KEY } from './items/english-bank';
import { PERSONALITY_BY_KEY, PERSONALITY_STATEMENTS } from './items/personality-statements';

const DAY_MS = 86_400_000;

export interface OpenAttempt {
  readonly attempt: AttemptRow;
  readonly items: readonly AttemptItemRow[];
}

/** When the candidate may start this test again; null when they may now. */
export async function retakeAllowedFrom(db: Db, userId: number, assessment: Assessment, now: Date): Promise<Date | null> {
  const last = await lastAttemptEnd(db, userId, assessment);
  if (!last) return null;
  const from = new Date(last.getTime() + retakeWaitDaysOf(assessment) * DAY_MS);
  return from > now ? from : null;
}

export type StartOutcome = { readonly kind: 'started'; readonly attemptId: number } | { readonly kind: 'wait'; readonly until: Date };

/** Starts an attempt, unless one is open (then that one goes on) or the waiting period has not passed. */
export async function startAttempt(db: Db, userId: number, assessment: Assessment, now: Date): Promise<StartOutcome> {
  const open = await openAttempt(db, userId, assessment, now);
  if (open) return { kind: 'started', attemptId: open.attempt.id };
  const until = await retakeAllowedFrom(db, userId, assessment, now);
  if (until) return { kind: 'wait', until };
  const itemKeys = assessment === 'english' ? drawEnglishItems(ENGLISH_BANK) : PERSONALITY_STATEMENTS.map((s) => s.key);
  const expiresAt = assessment === 'english' ? new Date(now.getTime() + ENGLISH_RULES.minutes * 60_000) : null;
  const id = await createAttempt(db, { userId, assessment, startedAt: now, expiresAt, itemKeys });
  if (id !== null) return { kind: 'started', attemptId: id };
  const raced = await findOpenAttempt(db, userId, assessment);
  if (!raced) throw new Error('An attempt was neither created nor open');
  return { kind: 'started', attemptId: raced.id };
}

function isExpired(attempt: AttemptRow, now: Date): boolean {
  return attempt.status === 'in_progress' && attempt.expiresAt !== null && attempt.expiresAt <= now;
}

/** Scores an attempt whose time ran out, on the answers stored before its deadline. */
async function settleExpired(db: Db, attempt: AttemptRow): Promise<void> {
  const items = await attemptItems(db, attempt.id);
  const score = scoreAttempt(attempt.assessment, items);
  if (!score || !attempt.expiresAt) return;
  await closeAttempt(db, { attemptId: attempt.id, userId: attempt.userId, status: 'expired', endedAt: attempt.expiresAt, ...score });
}

/** The candidate's attempt in progress with its items; one past its deadline is scored and closed instead. */
export async function openAttempt(db: Db, userId: number, assessment: Assessment, now: Date): Promise<OpenAttempt | null> {
  const attempt = await findOpenAttempt(db, userId, assessment);
  if (!attempt) return null;
  if (isExpired(attempt, now)) {
    await settleExpired(db, attempt);
    return null;
  }
  return { attempt, items: await attemptItems(db, attempt.id) };
}

export function pageCountOf(attempt: OpenAttempt): number {
  return Math.max(1, Math.ceil(attempt.items.length / pageSizeOf(attempt.attempt.assessment)));
}

export function pageItems(attempt: OpenAttempt, page: number): readonly AttemptItemRow[] {
  const size = pageSizeOf(attempt.attempt.assessment);
  return attempt.items.slice(page * size, (page + 1) * size);
}

export type PageIntent = 'next' | 'back' | 'stay' | 'finish' | 'leave';

export type SaveOutcome =
  | { readonly kind: 'saved'; readonly assessment: Assessment; readonly page: number }
  | { readonly kind: 'finished'; readonly assessment: Assessment; readonly attemptId: number }
  | { readonly kind: 'left'; readonly assessment: Assessment }
  | { readonly kind: 'time-up'; readonly assessment: Assessment; readonly attemptId: number }
  | { readonly kind: 'incomplete'; readonly assessment: Assessment; readonly page: number }
  | { readonly kind: 'confirm-finish'; readonly assessment: Assessment; readonly unanswered: number }
  | { readonly kind: 'refused'; readonly reason: 'not-found' | 'closed' | 'unknown-item' | 'bad-answer' };

const validAnswer = (assessment: Assessment, key: string, answer: string) =>
  assessment === 'english'
    ? ENGLISH_BY_KEY.has(key) && (OPTION_KEYS as readonly string[]).includes(answer)
    : PERSONALITY_BY_KEY.has(key) && (LIKERT_KEYS as readonly string[]).includes(answer);

/**
 * One page's post: checks the attempt is the candidate's and open, that every answered item
 * belongs to it and every answer is one of its options, and that the deadline has not passed
 * (answers after it are refused; the attempt is then scored on what was stored in time). Then
 * stores the answers and moves to the page asked for, or finishes: with questions left
 * unanswered only once the candidate confirmed it (`finishConfirmed`), else it asks.
 */
export async function savePage(
  db: Db,
  userId: number,
  post: { attemptId: number; page: number; intent: PageIntent; answers: ReadonlyMap<string, string>; finishConfirmed?: boolean },
  now: Date,
): Promise<SaveOutcome> {
  const attempt = await findAttempt(db, userId, post.attemptId);
  if (!attempt) return { kind: 'refused', reason: 'not-found' };
  const { assessment } = attempt;
  if (isExpired(attempt, now)) {
    await settleExpired(db, attempt);
    return { kind: 'time-up', assessment, attemptId: attempt.id };
  }
  if (attempt.status !== 'in_progress') return { kind: 'refused', reason: 'closed' };
  const items = await attemptItems(db, attempt.id);
  const drawn = new Set(items.map((item) => item.itemKey));
  for (const [key, answer] of post.answers) {
    if (!drawn.has(key)) return { kind: 'refused', reason: 'unknown-item' };
    if (!validAnswer(assessment, key, answer)) return { kind: 'refused', reason: 'bad-answer' };
  }
  const open: OpenAttempt = { attempt, items };
  const lastPage = pageCountOf(open) - 1;
  const page = Math.min(Math.max(post.page, 0), lastPage);
  const target = post.intent === 'next' ? Math.min(page + 1, lastPage) : post.intent === 'back' ? Math.max(page - 1, 0) : page;
  if (!(await saveAnswers(db, attempt.id, post.answers, target, now))) {
    // Closed between the read and the write (another tab finished it, or the deadline passed).
    const again = await findAttempt(db, userId, attempt.id);
    if (again && isExpired(again, now)) await settleExpired(db, again);
    return again && again.status === 'in_progress'
      ? { kind: 'time-up', assessment, attemptId: attempt.id }
      : { kind: 'refused', reason: 'closed' };
  }
  if (post.intent === 'leave') return { kind: 'left', assessment };
  if (post.intent !== 'finish') return { kind: 'saved', assessment, page: target };
  const updated = await attemptItems(db, attempt.id);
  const score = scoreAttempt(assessment, updated);
  if (!score) {
    const firstOpen = updated.findIndex((item) => item.answerKey === null);
    const size = pageSizeOf(assessment);
    const resume = Math.max(0, Math.floor(firstOpen / size));
    await saveAnswers(db, attempt.id, new Map(), resume, now);
    return { kind: 'incomplete', assessment, page: resume };
  }
  const unanswered = updated.filter((item) => item.answerKey === null).length;
  if (unanswered > 0 && post.finishConfirmed !== true) return { kind: 'confirm-finish', assessment, unanswered };
  await closeAttempt(db, { attemptId: attempt.id, userId, status: 'submitted', endedAt: now, ...score });
  return { kind: 'finished', assessment, attemptId: attempt.id };
}
