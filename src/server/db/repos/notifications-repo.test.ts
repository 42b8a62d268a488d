import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import { countUnreadNotifications, listNotifications, openNotification } from './notifications-repo.js';
import { seed } from '../../seed/seed.js';
import { testEngines, type TestDb } from '../test-db.js';

describe.each(testEngines())('opening notifications on $engine', ({ open }) => {
  let t: TestDb;
  let db: Db;
  let userId: number;

  beforeAll(async () => {
    t = await open();
    db = t.db;
    userId = (await seed(db, { jobs: 12, companies: 3, seed: 'notifications-test' })).demoUserId;
    // Seeding on a busy shared machine can take minutes.
  }, 300_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  it("marks the opened one read, counts the rest, and gives nothing of somebody else's", async () => {
    const before = await listNotifications(db, userId, 1);
    expect(before.unread).toBe(2);
    expect(await countUnreadNotifications(db, userId)).toBe(2);
    const unread = before.notifications.find((n) => !n.read && n.type === 'application.status_changed')!;

    const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE id <> $1 ORDER BY id LIMIT 1', [userId]);
    const other = Number(rows[0]!.id);
    expect(await openNotification(db, other, unread.id)).toBeNull();
    expect(await countUnreadNotifications(db, userId)).toBe(2);

    const opened = await openNotification(db, userId, unread.id);
    expect(opened?.read).toBe(true);
    // The job it names comes along, so the caller can send the candidate there.
    expect(opened?.job?.slug).toBeTruthy();
    expect(await countUnreadNotifications(db, userId)).toBe(1);
    const after = await listNotifications(db, userId, 1);
    expect(after.notifications.find((n) => n.id === unread.id)?.read).toBe(true);
    // Opening it again keeps it read.
    expect((await openNotification(db, userId, unread.id))?.read).toBe(true);
    expect(await countUnreadNotifications(db, userId)).toBe(1);
  });
});
