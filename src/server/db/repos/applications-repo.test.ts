import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import {
  createApplication,
  getApplicationResume,
  hasApplied,
  listCandidateApplications,
  withdrawApplication,
} from './applications-repo.js';
import { storageKeysOfUser } from './profile-files-repo.js';
import { listInterviewInvitations, respondToInterview } from './interviews-repo.js';
import { bookmarkedJobIds, setBookmark, toggleBookmark } from './bookmarks-repo.js';
import { seed } from '../../seed/seed.js';
import { testEngines, type TestDb } from '../test-db.js';

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
    const answers = new Map(
      liveJob.questions.map((q) => [Number(q.id), q.type === 'multi_select' ? [q.options[0]!] : (q.options[0] ?? 'Jawaban saya')] as const),
    );
    const first = await createApplication(db, { candidateId: userId, jobId: liveJob.id, coverLetter: 'Halo', answers });
    expect(first.kind).toBe('created');
    const { rows } = await db.query<{ n: number }>('SELECT count(*) AS n FROM application_answers WHERE application_id = $1', [
      first.kind === 'created' ? first.id : 0,
    ]);
    expect(rows[0]?.n).toBe(liveJob.questions.length);
    expect(await hasApplied(db, userId, liveJob.id)).toBe(true);
    expect((await createApplication(db, { candidateId: userId, jobId: liveJob.id, answers: new Map() })).kind).toBe('duplicate');
  });

  it('keeps the resume sent with an application for its candidate alone, and counts its object among theirs', async () => {
    const { rows } = await db.query<{ id: number }>(
      `SELECT j.id FROM jobs j
       WHERE j.status = 'published' AND (j.valid_through IS NULL OR j.valid_through > now())
         AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.job_id = j.id AND a.candidate_id = $1)
       ORDER BY j.id DESC LIMIT 1`,
      [userId],
    );
    const resume = {
      storageKey: 'application-resume/nnnnnnnnnnnnnnnnnnnnnnnn.pdf',
      fileName: 'CV Demo.pdf',
      sizeBytes: 4321,
      mime: 'application/pdf',
    };
    const created = await createApplication(db, { candidateId: userId, jobId: Number(rows[0]!.id), answers: new Map(), resume });
    if (created.kind !== 'created') throw new Error(`not created: ${created.kind}`);
    expect(await getApplicationResume(db, userId, created.id)).toEqual(resume);
    const { rows: others } = await db.query<{ id: number }>(`SELECT id FROM users WHERE id <> $1 ORDER BY id LIMIT 1`, [userId]);
    expect(await getApplicationResume(db, Number(others[0]!.id), created.id)).toBeNull();
    const listed = (await listCandidateApplications(db, userId, 1, 100)).applications.find((a) => a.id === created.id);
    expect(listed?.resume).toEqual({ fileName: 'CV Demo.pdf', sizeBytes: 4321 });
    expect(await storageKeysOfUser(db, userId)).toContain(resume.storageKey);
  });

  it("lists the candidate's applications and lets only them withdraw one that is still open, with the history kept", async () => {
    const list = await listCandidateApplications(db, userId, 1);
    const mine = list.applications.find((a) => a.status !== 'withdrawn' && a.status !== 'hired' && a.status !== 'not_selected');
    expect(list.total).toBeGreaterThan(0);
    expect(mine).toBeDefined();
    const { rows: others } = await db.query<{ id: number }>(`SELECT id FROM users WHERE id <> $1 ORDER BY id LIMIT 1`, [userId]);
    // Somebody else's id in the form changes nothing.
    expect(others[0]).toBeDefined();
    expect(await withdrawApplication(db, Number(others[0]!.id), mine!.id)).toBe(false);
    expect(await withdrawApplication(db, userId, mine!.id)).toBe(true);
    expect(await withdrawApplication(db, userId, mine!.id)).toBe(false);
    const after = await listCandidateApplications(db, userId, 1);
    expect(after.applications.find((a) => a.id === mine!.id)?.status).toBe('withdrawn');
    const history = await db.query<{ to_status: string; actor: string | null }>(
      'SELECT to_status, actor FROM application_status_history WHERE application_id = $1 ORDER BY id',
      [mine!.id],
    );
    // The employer's API tells who moved it (history[].by): the candidate.
    expect(history.rows.at(-1)).toEqual({ to_status: 'withdrawn', actor: 'candidate' });
  });

  it('an interview invitation can be answered while its application is open, and not once it is withdrawn or its job is a draft', async () => {
    const [invitation] = await listInterviewInvitations(db, userId);
    expect(invitation).toBeDefined();
    const { rows } = await db.query<{ application_id: number; job_id: number }>(
      'SELECT i.application_id, a.job_id FROM interview_invitations i JOIN applications a ON a.id = i.application_id WHERE i.id = $1',
      [invitation!.id],
    );
    const { application_id: applicationId, job_id: jobId } = rows[0]!;
    await db.query(`UPDATE applications SET status = 'interview' WHERE id = $1`, [applicationId]);
    await db.query(`UPDATE interview_invitations SET scheduled_at = now() + interval '3 days' WHERE id = $1`, [invitation!.id]);
    expect((await listInterviewInvitations(db, userId))[0]!.answerable).toBe(true);
    expect((await respondToInterview(db, userId, invitation!.id, { response: 'accepted', note: null })).kind).toBe('answered');
    expect((await respondToInterview(db, userId + 1_000_000, invitation!.id, { response: 'declined', note: null })).kind).toBe('closed');

    await db.query(`UPDATE applications SET status = 'withdrawn' WHERE id = $1`, [applicationId]);
    expect((await listInterviewInvitations(db, userId)).find((i) => i.id === invitation!.id)?.answerable).toBe(false);
    expect((await respondToInterview(db, userId, invitation!.id, { response: 'declined', note: null })).kind).toBe('closed');

    const { rows: status } = await db.query<{ status: string }>('SELECT status FROM jobs WHERE id = $1', [jobId]);
    await db.query(`UPDATE jobs SET status = 'draft' WHERE id = $1`, [jobId]);
    try {
      expect((await listInterviewInvitations(db, userId)).find((i) => i.id === invitation!.id)).toBeUndefined();
      expect((await listCandidateApplications(db, userId, 1)).applications.find((a) => a.id === Number(applicationId))).toBeUndefined();
    } finally {
      await db.query('UPDATE jobs SET status = $2 WHERE id = $1', [jobId, status[0]!.status]);
    }
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
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookmarks WHERE user_id = $1 AND job_id = $2', [userId, liveJob.id]))
        .rows[0]!.n;
    expect(await setBookmark(db, userId, liveJob.id, true)).toBe(true);
    expect(await setBookmark(db, userId, liveJob.id, true)).toBe(true);
    expect(await count()).toBe(1);
    expect(await setBookmark(db, userId, liveJob.id, false)).toBe(false);
    expect(await setBookmark(db, userId, liveJob.id, false)).toBe(false);
    expect(await count()).toBe(0);
    expect(await setBookmark(db, userId, 987654321, true)).toBeNull();
  });
});
