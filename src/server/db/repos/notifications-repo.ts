/** A candidate's notifications ("get notifications"; written by the employer side and by reminders). */
import type { Db } from '../db.js';
import { pageInfo, pageRequest } from './paging.js';

export interface CandidateNotification {
  id: number;
  type: string;
  payload: Record<string, unknown>;
  /** The job the payload names, when it names one that still exists. */
  job: { position: string; slug: string; identifier: string } | null;
  read: boolean;
  createdAt: Date;
}

export async function listNotifications(
  db: Db,
  userId: number,
  page: number,
  pageSize = 20,
): Promise<{ notifications: CandidateNotification[]; total: number; unread: number; page: number; pageCount: number }> {
  const request = pageRequest(page, pageSize);
  const [list, count] = await Promise.all([
    db.query<{
      id: number;
      type: string;
      payload: Record<string, unknown>;
      read_at: Date | null;
      created_at: Date;
      position: string | null;
      slug: string | null;
      identifier: string | null;
    }>(
      // The payload is free-form JSON: only a plain number is taken as a job id.
      `SELECT n.id, n.type, n.payload, n.read_at, n.created_at, j.position, j.slug, j.identifier
       FROM notifications n
       LEFT JOIN jobs j ON j.status <> 'draft'
         AND j.id = CASE WHEN n.payload->>'jobId' ~ '^[0-9]{1,15}$' THEN (n.payload->>'jobId')::bigint END
       WHERE n.user_id = $1
       ORDER BY n.created_at DESC, n.id DESC
       LIMIT $2 OFFSET $3`,
      [userId, request.size, request.offset],
    ),
    db.query<{ total: number; unread: number }>(
      `SELECT count(*)::int AS total, (count(*) FILTER (WHERE read_at IS NULL))::int AS unread FROM notifications WHERE user_id = $1`,
      [userId],
    ),
  ]);
  return {
    notifications: list.rows.map((r) => ({
      id: Number(r.id),
      type: r.type,
      payload: r.payload,
      job: r.position && r.slug && r.identifier ? { position: r.position, slug: r.slug, identifier: r.identifier } : null,
      read: r.read_at !== null,
      createdAt: r.created_at,
    })),
    ...pageInfo(Number(count.rows[0]?.total ?? 0), request),
    unread: Number(count.rows[0]?.unread ?? 0),
  };
}

/** Marks every unread notification of the user read. */
export async function markAllNotificationsRead(db: Db, userId: number): Promise<void> {
  await db.query('UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL', [userId]);
}

/** The header's badge: how many of the user's notifications are unread. */
export async function countUnreadNotifications(db: Db, userId: number): Promise<number> {
  const result = await db.query<{ unread: number }>(
    'SELECT count(*)::int AS unread FROM notifications WHERE user_id = $1 AND read_at IS NULL',
    [userId],
  );
  return Number(result.rows[0]?.unread ?? 0);
}

/**
 * Marks one of the user's notifications read (opening it) and returns it, or null when the user
 * has no notification with that id.
 */
export async function openNotification(db: Db, userId: number, id: number): Promise<CandidateNotification | null> {
  const result = await db.query<{
    id: number;
    type: string;
    payload: Record<string, unknown>;
    read_at: Date | null;
    created_at: Date;
    position: string | null;
    slug: string | null;
    identifier: string | null;
  }>(
    `WITH opened AS (
       UPDATE notifications SET read_at = coalesce(read_at, now())
       WHERE id = $2 AND user_id = $1
       RETURNING id, type, payload, read_at, created_at
     )
     SELECT o.id, o.type, o.payload, o.read_at, o.created_at, j.position, j.slug, j.identifier
     FROM opened o
     LEFT JOIN jobs j ON j.status <> 'draft'
       AND j.id = CASE WHEN o.payload->>'jobId' ~ '^[0-9]{1,15}$' THEN (o.payload->>'jobId')::bigint END`,
    [userId, id],
  );
  const r = result.rows[0];
  if (!r) return null;
  return {
    id: Number(r.id),
    type: r.type,
    payload: r.payload,
    job: r.position && r.slug && r.identifier ? { position: r.position, slug: r.slug, identifier: r.identifier } : null,
    read: true,
    createdAt: r.created_at,
  };
}
