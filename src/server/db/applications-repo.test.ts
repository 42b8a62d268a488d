import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db.js';
import { createApplication, hasApplied } from './applications-repo.js';
import { bookmarkedJobIds, setBookmark, toggleBookmark } from './bookmarks-repo.js';
import { seed } from './seed/seed.js';
import { testEngines, type TestDb } from './test-db.js';

describe.each(testEngines())('applications and bookmarks on $engine', ({ open }) => {
  let t: TestDb;
  let db: Db;
  let userId: number;
  let liveJob: { id: number; questions: { id: number; type: string; options: string[] }[] };
  let closedJobId: number;

  beforeAll(async () => {
    t = await open();
    db = t.db;
    const summary = await seed(db, { jobs: 120, companies: 20, seed: 'apply-test' });
    userId = summary.demoUserId;
    const live = await db.query<{ id: number; questions: { id: number; type: string; options: string[] }[] }>(
      `SELECT j.id, json_agg(json_build_object('id', q.id, 'type', q.type, 'options', q.options)) AS questions
       FROM jobs j JOIN job_screening_questions q ON q.job_id = j.id
       WHERE j.status = 'published' AND (j.valid_through IS NULL OR j.valid_through > now())
         AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.job_id = j.id AND a.candidate_id = $1)
       GROUP BY j.id ORDER BY j.id LIMIT 1`,
      [userId],
    );
    liveJob = live.rows[0]!;
    const closed = await db.query<{ id: number }>(`SELECT id FROM jobs WHERE status = 'closed' ORDER BY id LIMIT 1`);
    closedJobId = closed.rows[0]!.id;
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('stores an application with its answers once', async () => {
    const answers = new Map(liveJob.questions.map((q) => [Number(q.id), q.type === 'multi_select' ? [q.options[0]!] : q.options[0] ?? 'Jawaban saya'] as const));
    const first = await createApplication(db, { candidateId: userId, jobId: liveJob.id, coverLetter: 'Halo', answers });
    expect(first.kind).toBe('created');
    const { rows } = await db.query<{ n: number }>('SELECT count(*) AS n FROM application_answers WHERE application_id = $1', [first.kind === 'created' ? first.id : 0]);
    expect(rows[0]?.n).toBe(liveJob.questions.length);
    expect(await hasApplied(db, userId, liveJob.id)).toBe(true);
    expect((await createApplication(db, { candidateId: userId, jobId: liveJob.id, answers: new Map() })).kind).toBe('duplicate');
  });

  it('refuses closed jobs', async () => {
    expect((await createApplication(db, { candidateId: userId, jobId: closedJobId, answers: new Map() })).kind).toBe('job-closed');
  });

  it('toggles bookmarks and reports them for a grid in one query', async () => {
    const before = await bookmarkedJobIds(db, userId, [liveJob.id]);
    const first = await toggleBookmark(db, userId, liveJob.id);
    expect(first).toBe(!before.has(liveJob.id));
    expect((await bookmarkedJobIds(db, userId, [liveJob.id, closedJobId])).has(liveJob.id)).toBe(first);
    expect(await toggleBookmark(db, userId, liveJob.id)).toBe(!first);
    expect(await toggleBookmark(db, userId, 987654321)).toBeNull();
    expect(await bookmarkedJobIds(db, userId, [])).toEqual(new Set());
  });

  it('saves and unsaves as asked, so a repeated request (double click, reload) changes nothing more', async () => {
    const count = async () =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookmarks WHERE user_id = $1 AND job_id = $2', [userId, liveJob.id])).rows[0]!.n;
    expect(await setBookmark(db, userId, liveJob.id, true)).toBe(true);
    expect(await setBookmark(db, userId, liveJob.id, true)).toBe(true);
    expect(await count()).toBe(1);
    expect(await setBookmark(db, userId, liveJob.id, false)).toBe(false);
    expect(await setBookmark(db, userId, liveJob.id, false)).toBe(false);
    expect(await count()).toBe(0);
    expect(await setBookmark(db, userId, 987654321, true)).toBeNull();
  });
});
