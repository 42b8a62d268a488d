import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import {
  attemptItems,
  deleteResults,
  latestResults,
  pastAttempts,
  resultsShownOnProfile,
  setResultsShownOnProfile,
} from '../db/repos/assessments-repo.js';
import { ensureProfile, getPublicProfile } from '../db/repos/profiles-repo.js';
import { testEngines, type TestDb } from '../db/test-db.js';
import { openAttempt, pageItems, retakeAllowedFrom, savePage, startAttempt } from './assessment-service.js';
import { ENGLISH_BY_KEY } from './items/english-bank.js';

const MINUTE = 60_000;

describe.each(testEngines())('assessment attempts on $engine', ({ open }) => {
  let t: TestDb;
  let db: Db;
  let alice: number;
  let bob: number;
  const t0 = new Date('2026-03-02T03:00:00Z');
  const at = (minutes: number) => new Date(t0.getTime() + minutes * MINUTE);

  beforeAll(async () => {
    t = await open();
    db = t.db;
    const users = await db.query<{ id: number }>(
      `INSERT INTO users (email, name) VALUES ('alice@example.com', 'Alice'), ('bob@example.com', 'Bob') RETURNING id`,
    );
    [alice, bob] = users.rows.map((row) => Number(row.id)) as [number, number];
    // Opening PGlite and migrating takes most of a minute on a busy machine.
  }, 180_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  it('ends an English attempt with questions unanswered only when the candidate confirmed it', async () => {
    const carol = Number(
      (await db.query<{ id: number }>(`INSERT INTO users (email, name) VALUES ('carol@example.com', 'Carol') RETURNING id`)).rows[0]!.id,
    );
    const started = await startAttempt(db, carol, 'english', at(0));
    const attemptId = started.kind === 'started' ? started.attemptId : 0;
    const attempt = (await openAttempt(db, carol, 'english', at(1)))!;
    const firstPage = new Map(pageItems(attempt, 0).map((item) => [item.itemKey, ENGLISH_BY_KEY.get(item.itemKey)!.answer]));
    // A finish sent from the first page (a forged post, or the countdown's guard): asked, not ended.
    expect(await savePage(db, carol, { attemptId, page: 0, intent: 'finish', answers: firstPage }, at(2))).toEqual({
      kind: 'confirm-finish',
      assessment: 'english',
      unanswered: 30,
    });
    const still = (await openAttempt(db, carol, 'english', at(3)))!;
    expect(still.attempt.id).toBe(attemptId);
    expect(still.items.filter((item) => item.answerKey !== null)).toHaveLength(6);
    expect(await savePage(db, carol, { attemptId, page: 0, intent: 'finish', answers: new Map(), finishConfirmed: true }, at(4))).toEqual({
      kind: 'finished',
      assessment: 'english',
      attemptId,
    });
    expect(await openAttempt(db, carol, 'english', at(5))).toBeNull();
  });

  it('runs an English attempt: pages saved, refusals, deadline, expiry scored on what was saved, retake date', async () => {
    const started = await startAttempt(db, alice, 'english', at(0));
    expect(started.kind).toBe('started');
    const attemptId = started.kind === 'started' ? started.attemptId : 0;
    // A second start (another tab) goes on with the same attempt.
    expect(await startAttempt(db, alice, 'english', at(1))).toEqual({ kind: 'started', attemptId });

    const attempt = (await openAttempt(db, alice, 'english', at(1)))!;
    expect(attempt.items).toHaveLength(36);
    const first = pageItems(attempt, 0).map((item) => item.itemKey);
    const right = new Map(first.map((key) => [key, ENGLISH_BY_KEY.get(key)!.answer]));

    expect(await savePage(db, bob, { attemptId, page: 0, intent: 'next', answers: right }, at(2))).toEqual({
      kind: 'refused',
      reason: 'not-found',
    });
    const stranger = [...ENGLISH_BY_KEY.keys()].find((key) => !attempt.items.some((item) => item.itemKey === key))!;
    expect(await savePage(db, alice, { attemptId, page: 0, intent: 'next', answers: new Map([[stranger, 'a']]) }, at(2))).toEqual({
      kind: 'refused',
      reason: 'unknown-item',
    });
    expect(await savePage(db, alice, { attemptId, page: 0, intent: 'next', answers: new Map([[first[0]!, 'e']]) }, at(2))).toEqual({
      kind: 'refused',
      reason: 'bad-answer',
    });

    expect(await savePage(db, alice, { attemptId, page: 0, intent: 'next', answers: right }, at(3))).toEqual({
      kind: 'saved',
      assessment: 'english',
      page: 1,
    });
    expect((await openAttempt(db, alice, 'english', at(4)))!.attempt.currentPage).toBe(1);

    // After the deadline: the page's answers are refused, the attempt is scored on the six saved.
    const second = pageItems(attempt, 1).map((item) => item.itemKey);
    const late = new Map(second.map((key) => [key, ENGLISH_BY_KEY.get(key)!.answer]));
    expect(await savePage(db, alice, { attemptId, page: 1, intent: 'next', answers: late }, at(30))).toEqual({
      kind: 'time-up',
      assessment: 'english',
      attemptId,
    });
    const stored = await attemptItems(db, attemptId);
    expect(
      stored
        .filter((item) => item.answerKey !== null)
        .map((item) => item.itemKey)
        .sort(),
    ).toEqual([...first].sort());
    const { english } = await latestResults(db, alice);
    expect(english).toMatchObject({ attemptId, score: 17, level: 'A1', traits: { correct: 6, answered: 6, total: 36 } });
    expect(english!.testedAt).toEqual(at(30));
    expect(await savePage(db, alice, { attemptId, page: 1, intent: 'next', answers: late }, at(31))).toEqual({
      kind: 'refused',
      reason: 'closed',
    });

    // Retake: 14 days after the deadline, not before; deleting results does not reset it.
    expect(await retakeAllowedFrom(db, alice, 'english', at(40))).toEqual(new Date(at(30).getTime() + 14 * 86_400_000));
    expect(await startAttempt(db, alice, 'english', at(40))).toEqual({ kind: 'wait', until: new Date(at(30).getTime() + 14 * 86_400_000) });
    expect(await deleteResults(db, alice, 'english')).toBe(1);
    expect((await latestResults(db, alice)).english).toBeNull();
    expect(await attemptItems(db, attemptId)).toEqual([]);
    expect((await pastAttempts(db, alice, 'english'))[0]).toMatchObject({ attempt: { status: 'expired' }, result: null });
    expect((await startAttempt(db, alice, 'english', at(41))).kind).toBe('wait');
    expect((await startAttempt(db, alice, 'english', at(30 + 14 * 24 * 60))).kind).toBe('started');
  });

  it('finishes a personality attempt only when every statement is answered', async () => {
    const started = await startAttempt(db, bob, 'personality', at(0));
    const attemptId = started.kind === 'started' ? started.attemptId : 0;
    const attempt = (await openAttempt(db, bob, 'personality', at(0)))!;
    expect(attempt.attempt.expiresAt).toBeNull();
    for (let page = 0; page < 4; page += 1) {
      const answers = new Map(pageItems(attempt, page).map((item) => [item.itemKey, '4']));
      await savePage(db, bob, { attemptId, page, intent: 'next', answers }, at(page + 1));
    }
    expect(await savePage(db, bob, { attemptId, page: 4, intent: 'finish', answers: new Map() }, at(5))).toEqual({
      kind: 'incomplete',
      assessment: 'personality',
      page: 4,
    });
    const last = new Map(pageItems(attempt, 4).map((item) => [item.itemKey, '4']));
    // A day later still fine: the test is untimed.
    expect(await savePage(db, bob, { attemptId, page: 4, intent: 'finish', answers: last }, at(24 * 60))).toEqual({
      kind: 'finished',
      assessment: 'personality',
      attemptId,
    });
    expect((await latestResults(db, bob)).personality).toMatchObject({
      traits: { openness: 50, conscientiousness: 50, extraversion: 50, agreeableness: 50, stability: 50 },
    });
    expect(await retakeAllowedFrom(db, bob, 'personality', at(24 * 60))).toBeNull();
  });

  it('shows the latest results on the public profile unless the candidate turns it off', async () => {
    await ensureProfile(db, bob);
    const { rows } = await db.query<{ identifier: string }>(
      `UPDATE candidate_profiles SET visibility = 'public' WHERE user_id = $1 RETURNING identifier`,
      [bob],
    );
    const identifier = rows[0]!.identifier;
    expect(await resultsShownOnProfile(db, bob)).toBe(true);
    expect((await getPublicProfile(db, identifier))?.personalityTest?.traits).toMatchObject({ openness: 50 });
    await setResultsShownOnProfile(db, bob, false);
    expect(await resultsShownOnProfile(db, bob)).toBe(false);
    expect((await getPublicProfile(db, identifier))?.personalityTest).toBeNull();
    await setResultsShownOnProfile(db, bob, true);
    expect((await getPublicProfile(db, identifier))?.personalityTest).not.toBeNull();
  });
});
