/** Interview invitations a candidate answers (accept / decline / ask to reschedule), migration 0006. */
import type { Db } from '../db.js';

export type InterviewResponse = 'accepted' | 'declined' | 'reschedule_requested';
export const INTERVIEW_RESPONSES: readonly InterviewResponse[] = ['accepted', 'declined', 'reschedule_requested'];

export interface InterviewInvitation {
  id: number;
  scheduledAt: Date;
  durationMinutes: number;
  mode: 'onsite' | 'online' | 'phone';
  place: string | null;
  meetingUrl: string | null;
  message: string | null;
  response: InterviewResponse | null;
  responseNote: string | null;
  /** Whether it can still be answered: upcoming, on an application that is still open. */
  answerable: boolean;
  job: { position: string; slug: string; identifier: string; companyName: string };
}

/** The candidate's invitations: upcoming ones first (soonest first), then past ones (latest first). */
export async function listInterviewInvitations(db: Db, candidateId: number): Promise<InterviewInvitation[]> {
  const { rows } = await db.query<{
    id: number; scheduled_at: Date; duration_minutes: number; mode: InterviewInvitation['mode']; place: string | null; meeting_url: string | null;
    message: string | null; response: InterviewResponse | null; response_note: string | null; position: string; slug: string; identifier: string; company_name: string;
    answerable: boolean;
  }>(
    `SELECT i.id, i.scheduled_at, i.duration_minutes, i.mode, i.place, i.meeting_url, i.message, i.response, i.response_note,
            j.position, j.slug, j.identifier, c.name AS company_name,
            (i.scheduled_at > now() AND a.status NOT IN ('hired', 'not_selected', 'withdrawn')) AS answerable
     FROM interview_invitations i
     JOIN applications a ON a.id = i.application_id
     JOIN jobs j ON j.id = a.job_id JOIN companies c ON c.id = j.company_id
     WHERE a.candidate_id = $1 AND j.status <> 'draft'
     ORDER BY (i.scheduled_at < now()), CASE WHEN i.scheduled_at >= now() THEN i.scheduled_at END ASC, i.scheduled_at DESC
     LIMIT 100`,
    [candidateId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    scheduledAt: r.scheduled_at,
    durationMinutes: r.duration_minutes,
    mode: r.mode,
    place: r.place,
    meetingUrl: r.meeting_url,
    message: r.message,
    response: r.response,
    responseNote: r.response_note,
    answerable: r.answerable,
    job: { position: r.position, slug: r.slug, identifier: r.identifier, companyName: r.company_name },
  }));
}

/**
 * Records the candidate's answer to one of their own invitations that has not taken place yet,
 * on an application still open. A later answer replaces an earlier one (plans change).
 */
export async function respondToInterview(
  db: Db,
  candidateId: number,
  invitationId: number,
  response: InterviewResponse,
  note: string | null,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE interview_invitations i SET response = $3, response_note = $4, responded_at = now()
     FROM applications a
     WHERE i.id = $1 AND a.id = i.application_id AND a.candidate_id = $2
       AND i.scheduled_at > now() AND a.status NOT IN ('hired', 'not_selected', 'withdrawn')
       AND EXISTS (SELECT 1 FROM jobs j WHERE j.id = a.job_id AND j.status <> 'draft')`,
    [invitationId, candidateId, response, note],
  );
  return rowCount > 0;
}
