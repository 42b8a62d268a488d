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
  /** The times the employer proposed (through the API), soonest first; empty for an invitation with one fixed time. */
  proposedTimes: Date[];
  /** Whether the time is settled: a fixed one, or a proposed one the candidate accepted. */
  settled: boolean;
  /** Whether it can still be answered: upcoming, on an application that is still open. */
  answerable: boolean;
  job: { position: string; slug: string; identifier: string; companyName: string };
}

/**
 * Whether an invitation (i, on application a) can still be answered: the application is open and
 * a time is still ahead (the fixed one, or one of those proposed).
 */
const ANSWERABLE = `a.status NOT IN ('hired', 'not_selected', 'withdrawn') AND CASE WHEN i.proposed
    THEN EXISTS (SELECT 1 FROM interview_proposed_times t WHERE t.invitation_id = i.id AND t.starts_at > now())
    ELSE i.scheduled_at > now() END`;

/** The candidate's invitations: upcoming ones first (soonest first), then past ones (latest first). */
export async function listInterviewInvitations(db: Db, candidateId: number): Promise<InterviewInvitation[]> {
  const { rows } = await db.query<{
    id: number;
    scheduled_at: Date;
    duration_minutes: number;
    mode: InterviewInvitation['mode'];
    place: string | null;
    meeting_url: string | null;
    message: string | null;
    response: InterviewResponse | null;
    response_note: string | null;
    position: string;
    slug: string;
    identifier: string;
    company_name: string;
    answerable: boolean;
    proposed: boolean;
    times: Date[] | null;
  }>(
    `SELECT i.id, i.scheduled_at, i.duration_minutes, i.mode, i.place, i.meeting_url, i.message, i.response, i.response_note,
            j.position, j.slug, j.identifier, c.name AS company_name, i.proposed,
            (SELECT array_agg(t.starts_at ORDER BY t.starts_at) FROM interview_proposed_times t WHERE t.invitation_id = i.id) AS times,
            (${ANSWERABLE}) AS answerable
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
    proposedTimes: (r.times ?? []).map((time) => new Date(time)),
    settled: !r.proposed || r.response === 'accepted',
    answerable: r.answerable,
    job: { position: r.position, slug: r.slug, identifier: r.identifier, companyName: r.company_name },
  }));
}

export interface InterviewAnswer {
  response: InterviewResponse;
  note: string | null;
  /** For accepting an invitation with proposed times: which one (an ISO instant). */
  time?: string | null | undefined;
}

/** What the employer is told of an answer (interview.responded). */
interface AnsweredInterview {
  invitationId: number;
  applicationId: number;
  response: InterviewResponse;
  note: string | null;
  acceptedTime: string | null;
}

export type AnswerOutcome = { kind: 'answered'; interview: AnsweredInterview } | { kind: 'closed' } | { kind: 'choose-time' };

/**
 * Records the candidate's answer to one of their own invitations that can still be answered
 * (a time still ahead, on an application still open). A later answer replaces an earlier one
 * (plans change). Accepting an invitation with proposed times takes one of them, still ahead,
 * which becomes the interview's time. Pass a transaction: the invitation is locked until it ends.
 */
export async function respondToInterview(
  tx: Db,
  candidateId: number,
  invitationId: number,
  answer: InterviewAnswer,
): Promise<AnswerOutcome> {
  {
    const { rows } = await tx.query<{ proposed: boolean; application_id: number }>(
      `SELECT i.proposed, i.application_id
       FROM interview_invitations i JOIN applications a ON a.id = i.application_id JOIN jobs j ON j.id = a.job_id
       WHERE i.id = $1 AND a.candidate_id = $2 AND j.status <> 'draft' AND (${ANSWERABLE})
       FOR UPDATE OF i`,
      [invitationId, candidateId],
    );
    const found = rows[0];
    if (!found) return { kind: 'closed' };
    let acceptedTime: string | null = null;
    if (found.proposed && answer.response === 'accepted') {
      const time = answer.time ? new Date(answer.time) : null;
      const { rowCount } =
        time && !Number.isNaN(time.getTime())
          ? await tx.query('SELECT 1 FROM interview_proposed_times WHERE invitation_id = $1 AND starts_at = $2 AND starts_at > now()', [
              invitationId,
              time.toISOString(),
            ])
          : { rowCount: 0 };
      if (rowCount === 0) return { kind: 'choose-time' };
      acceptedTime = time!.toISOString();
    }
    await tx.query(
      `UPDATE interview_invitations SET response = $2, response_note = $3, responded_at = now(), scheduled_at = coalesce($4::timestamptz, scheduled_at)
       WHERE id = $1`,
      [invitationId, answer.response, answer.note, acceptedTime],
    );
    return {
      kind: 'answered',
      interview: {
        invitationId,
        applicationId: Number(found.application_id),
        response: answer.response,
        note: answer.note,
        acceptedTime,
      },
    };
  }
}
