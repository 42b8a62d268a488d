import { liveToken, type LiveState } from '../../shared/live-updates';
import type { Db } from '../db/db';

/**
 * One query for everything the live island compares: the unread count, the newest notification,
 * and a fingerprint of the candidate's applications and interview invitations (any change to
 * one of those rows changes it, whatever column the employer side touched).
 */
export async function readLiveState(db: Db, userId: number): Promise<LiveState> {
  const { rows } = await db.query<{ unread: number; newest: string; applications: string | null }>(
    `SELECT
       (SELECT count(*) FROM notifications WHERE user_id = $1 AND read_at IS NULL)::int AS unread,
       (SELECT coalesce(max(id), 0) FROM notifications WHERE user_id = $1)::text AS newest,
       (SELECT left(md5(string_agg(a.id || ':' || a.status || ':' || a.updated_at || ':' || coalesce(i.invitations, ''), ',' ORDER BY a.id)), 12)
        FROM applications a
        LEFT JOIN LATERAL (
          SELECT string_agg(inv::text, ';' ORDER BY inv.id) AS invitations FROM interview_invitations inv WHERE inv.application_id = a.id
        ) i ON true
        WHERE a.candidate_id = $1) AS applications`,
    [userId],
  );
  const row = rows[0];
  const state = { unread: Number(row?.unread ?? 0), notifications: String(row?.newest ?? '0'), applications: row?.applications ?? 'none' };
  return { ...state, token: liveToken(state) };
}
