/**
 * The fan-out behind the candidate's live pages: one LISTEN per process, every open stream of
 * the account changed told within moments, nobody else's, limits that refuse clearly, and the
 * streams of a session that ended (logout) closed.
 */
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LiveState } from '../../shared/live-updates';
import type { Db } from '../db/db';
import { testEngines, type TestDb } from '../db/test-db';
import { seed } from '../seed/seed';
import { ACCOUNT_CHANNEL } from './account-events';
import { createLiveHub, type LiveHub, type LiveLimits } from './live-hub';
import { readLiveState } from './live-state';

interface TestSink {
  readonly states: LiveState[];
  ended: boolean;
  send(state: LiveState): boolean;
  heartbeat(): boolean;
  end(): void;
}

function sink(): TestSink {
  return {
    states: [],
    ended: false,
    send(state) {
      this.states.push(state);
      return true;
    },
    heartbeat: () => true,
    end() {
      this.ended = true;
    },
  };
}

const LIMITS: LiveLimits = { perAccount: 3, perProcess: 5, heartbeatMs: 60_000 };

describe.each(testEngines())('live updates fan-out on $engine', ({ open }) => {
  let t: TestDb;
  let db: Db;
  let candidate: number;
  let other: number;
  let applicationId: number;
  let hub: LiveHub;
  let stopListening: () => Promise<void>;

  beforeAll(async () => {
    t = await open();
    db = t.db;
    candidate = (await seed(db, { jobs: 12, companies: 3, seed: 'live-hub-test' })).demoUserId;
    const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE id <> $1 ORDER BY id LIMIT 1', [candidate]);
    other = Number(rows[0]!.id);
    const job = await db.query<{ id: number }>(
      `SELECT id FROM jobs WHERE id NOT IN (SELECT job_id FROM applications WHERE candidate_id = $1) LIMIT 1`,
      [candidate],
    );
    applicationId = Number(
      (
        await db.query<{ id: number }>('INSERT INTO applications (candidate_id, job_id, agreed_at) VALUES ($1, $2, now()) RETURNING id', [
          candidate,
          job.rows[0]!.id,
        ])
      ).rows[0]!.id,
    );
  }, 300_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  const start = async (limits = LIMITS) => {
    hub = createLiveHub(db, limits);
    stopListening = await db.listen(ACCOUNT_CHANNEL, (payload) => hub.hear(payload));
  };
  afterEach(async () => {
    hub?.closeAll();
    await stopListening?.();
  });

  const version = async (userId: number) =>
    Number((await db.query<{ v: number }>('SELECT session_version AS v FROM users WHERE id = $1', [userId])).rows[0]!.v);

  it('tells every open stream of the account of a new notification and of a status change, and nobody else', async () => {
    await start();
    const current = await readLiveState(db, candidate);
    const tabs = [sink(), sink()];
    for (const tab of tabs)
      expect(hub.open({ userId: candidate, sessionVersion: await version(candidate) }, current.token, tab).ok).toBe(true);
    const bystander = sink();
    hub.open({ userId: other, sessionVersion: await version(other) }, (await readLiveState(db, other)).token, bystander);
    await db.query(`INSERT INTO notifications (user_id, type) VALUES ($1, 'application.status_changed')`, [candidate]);
    for (const tab of tabs) {
      await expect.poll(() => tab.states.at(-1)?.unread, { timeout: 2_000 }).toBe(current.unread + 1);
    }
    // The browser already showed the state it opened with: the notification's is the only one sent.
    expect(tabs[0]!.states).toHaveLength(1);
    const afterNotification = tabs[0]!.states.at(-1)!;
    expect(afterNotification.applications).toBe(current.applications);

    await db.query(`UPDATE applications SET status = 'viewed' WHERE id = $1`, [applicationId]);
    await expect.poll(() => tabs[1]!.states.at(-1)?.applications, { timeout: 2_000 }).not.toBe(current.applications);
    expect(tabs[1]!.states.at(-1)?.unread).toBe(current.unread + 1);

    await db.query(
      `INSERT INTO interview_invitations (application_id, scheduled_at, mode, meeting_url) VALUES ($1, now() + interval '3 days', 'online', 'https://meet.example/x')`,
      [applicationId],
    );
    const beforeInvite = tabs[0]!.states.at(-1)!.applications;
    await expect.poll(() => tabs[0]!.states.at(-1)?.applications, { timeout: 2_000 }).not.toBe(beforeInvite);

    await db.query(`UPDATE notifications SET read_at = now() WHERE user_id = $1`, [candidate]);
    await expect.poll(() => tabs[0]!.states.at(-1)?.unread, { timeout: 2_000 }).toBe(0);
    expect(bystander.states).toEqual([]);
  });

  it('starts a stream with the state when the browser saw an older one (a reconnect after a gap), and sends nothing for a rollback', async () => {
    await start();
    const seen = await readLiveState(db, candidate);
    // Made while no stream was open.
    await db.query(`INSERT INTO notifications (user_id, type) VALUES ($1, 'profile.reminder')`, [candidate]);
    const back = sink();
    hub.open({ userId: candidate, sessionVersion: await version(candidate) }, seen.token, back);
    await expect.poll(() => back.states.length, { timeout: 2_000 }).toBe(1);
    expect(back.states[0]!.unread).toBe(seen.unread + 1);
    expect(back.states[0]!.notifications).not.toBe(seen.notifications);

    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO notifications (user_id, type) VALUES ($1, 'profile.reminder')`, [candidate]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // A committed change after it: once its state arrives, anything the rollback caused would have come first.
    await db.query(`INSERT INTO notifications (user_id, type) VALUES ($1, 'profile.reminder')`, [candidate]);
    await expect.poll(() => back.states.at(-1)?.unread, { timeout: 2_000 }).toBe(seen.unread + 2);
    expect(back.states).toHaveLength(2);
  });

  it('hears a change written through another connection, as another instance would', async () => {
    if (!t.url) return;
    await start();
    const tab = sink();
    const seen = await readLiveState(db, candidate);
    hub.open({ userId: candidate, sessionVersion: await version(candidate) }, seen.token, tab);
    const elsewhere = new pg.Client({ connectionString: t.url });
    await elsewhere.connect();
    try {
      await elsewhere.query(`INSERT INTO notifications (user_id, type) VALUES ($1, 'interview.invited')`, [candidate]);
    } finally {
      await elsewhere.end();
    }
    await expect.poll(() => tab.states.at(-1)?.unread, { timeout: 2_000 }).toBe(seen.unread + 1);
  });

  it('refuses a stream beyond the per-account and per-process limits, and counts a closed one out', async () => {
    await start({ perAccount: 2, perProcess: 3, heartbeatMs: 60_000 });
    const viewer = { userId: candidate, sessionVersion: await version(candidate) };
    const first = hub.open(viewer, null, sink());
    expect(first.ok).toBe(true);
    expect(hub.open(viewer, null, sink()).ok).toBe(true);
    expect(hub.open(viewer, null, sink())).toEqual({ ok: false, reason: 'account' });
    expect(hub.open({ userId: other, sessionVersion: await version(other) }, null, sink()).ok).toBe(true);
    expect(hub.open({ userId: other, sessionVersion: await version(other) }, null, sink())).toEqual({ ok: false, reason: 'process' });
    expect(hub.size()).toBe(3);
    if (first.ok) first.close();
    expect(hub.size()).toBe(2);
    expect(hub.open(viewer, null, sink()).ok).toBe(true);
  });

  it('ends the streams of a session that ended (logout bumps the session version), and only those', async () => {
    await start();
    const mine = sink();
    const theirs = sink();
    hub.open({ userId: candidate, sessionVersion: await version(candidate) }, null, mine);
    hub.open({ userId: other, sessionVersion: await version(other) }, null, theirs);
    await db.query('UPDATE users SET session_version = session_version + 1 WHERE id = $1', [candidate]);
    await expect.poll(() => mine.ended, { timeout: 2_000 }).toBe(true);
    expect(theirs.ended).toBe(false);
    expect(hub.size()).toBe(1);
  });

  it('sends heartbeats, and ends a stream whose client stopped reading', async () => {
    await start({ ...LIMITS, heartbeatMs: 50 });
    let beats = 0;
    const alive = { ...sink(), heartbeat: () => (beats += 1) > 0 };
    const stuck = { ...sink(), heartbeat: () => false };
    hub.open({ userId: candidate, sessionVersion: await version(candidate) }, null, alive);
    hub.open({ userId: candidate, sessionVersion: await version(candidate) }, null, stuck);
    await expect.poll(() => beats, { timeout: 2_000 }).toBeGreaterThan(2);
    expect(stuck.ended).toBe(true);
    expect(alive.ended).toBe(false);
  });
});
