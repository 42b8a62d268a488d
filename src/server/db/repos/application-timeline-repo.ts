/**
 * What happened to the candidate's applications, for their timeline: when the employer first
 * opened it (through the API, migration 0090), each status move (with the employer's message, if
 * they sent one) and each interview invitation, oldest first.
 */
import type { Db } from '../db.js';
import type { ApplicationStatus } from '../../../shared/application-status.js';
import { listFirstOpened } from './application-accesses-repo.js';

export type TimelineEntry =
  | { kind: 'opened'; at: Date; company: string }
  | { kind: 'status'; at: Date; from: ApplicationStatus | null; to: ApplicationStatus; byEmployer: boolean; message: string | null }
  | {
      kind: 'interview';
      at: Date;
      mode: 'onsite' | 'online' | 'phone';
      times: Date[];
      response: 'accepted' | 'declined' | 'reschedule_requested' | null;
      acceptedTime: Date | null;
    };

const ORDER: Record<TimelineEntry['kind'], number> = { opened: 0, status: 1, interview: 2 };

/** The entries of the candidate's own applications among `applicationIds`, by application. */
export async function listApplicationTimelines(
  db: Db,
  candidateId: number,
  applicationIds: readonly number[],
): Promise<Map<number, TimelineEntry[]>> {
  const timelines = new Map<number, TimelineEntry[]>(applicationIds.map((id) => [id, []]));
  if (applicationIds.length === 0) return timelines;
  const [opened, history, interviews] = await Promise.all([
    listFirstOpened(db, candidateId, applicationIds),
    db.query<{
      application_id: number;
      from_status: ApplicationStatus | null;
      to_status: ApplicationStatus;
      changed_at: Date;
      actor: string | null;
      note: string | null;
    }>(
      `SELECT h.application_id, h.from_status, h.to_status, h.changed_at, h.actor, h.note
       FROM application_status_history h JOIN applications a ON a.id = h.application_id
       WHERE a.candidate_id = $1 AND a.id = ANY($2::int8[]) ORDER BY h.changed_at, h.id`,
      [candidateId, [...applicationIds]],
    ),
    db.query<{
      application_id: number;
      created_at: Date;
      mode: 'onsite' | 'online' | 'phone';
      proposed: boolean;
      scheduled_at: Date;
      response: 'accepted' | 'declined' | 'reschedule_requested' | null;
      times: Date[] | null;
    }>(
      `SELECT i.application_id, i.created_at, i.mode, i.proposed, i.scheduled_at, i.response,
              (SELECT array_agg(t.starts_at ORDER BY t.starts_at) FROM interview_proposed_times t WHERE t.invitation_id = i.id) AS times
       FROM interview_invitations i JOIN applications a ON a.id = i.application_id
       WHERE a.candidate_id = $1 AND a.id = ANY($2::int8[]) ORDER BY i.created_at, i.id`,
      [candidateId, [...applicationIds]],
    ),
  ]);
  for (const [id, first] of opened) timelines.get(id)?.push({ kind: 'opened', at: first.at, company: first.company });
  for (const h of history.rows) {
    // The first read moves a new application to viewed by itself: "opened" already says so, to the minute.
    if (h.to_status === 'viewed' && h.actor === 'employer' && h.note === null && opened.has(Number(h.application_id))) continue;
    timelines.get(Number(h.application_id))?.push({
      kind: 'status',
      at: h.changed_at,
      from: h.from_status,
      to: h.to_status,
      byEmployer: h.actor === 'employer',
      message: h.note,
    });
  }
  for (const i of interviews.rows) {
    const times = i.times ? i.times.map((time) => new Date(time)) : [i.scheduled_at];
    timelines.get(Number(i.application_id))?.push({
      kind: 'interview',
      at: i.created_at,
      mode: i.mode,
      times,
      response: i.response,
      acceptedTime: i.response === 'accepted' ? i.scheduled_at : null,
    });
  }
  // An invitation that moved the application to interview is written in the same instant: the move first.
  // A write that was the employer's first access is recorded a moment after the move: opened first.
  for (const entries of timelines.values()) entries.sort((a, b) => a.at.getTime() - b.at.getTime() || ORDER[a.kind] - ORDER[b.kind]);
  return timelines;
}
