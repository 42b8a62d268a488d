/**
 * Applications as an employer reads and moves them through the API: only those to the company's
 * own jobs (another company's reads as none). Status moves go through the trigger of 0006, which
 * writes the history; the mover's part (actor, message) is filled in within the same transaction.
 */
import type { Db } from '../db.js';
import type { ApplicationStatus } from '../../../shared/application-status.js';
import { asProfileSnapshot, type ProfileSnapshot } from '../../../shared/profile/profile-snapshot.js';

interface EmployerApplicationAnswer {
  questionId: number;
  prompt: string;
  type: 'free_text' | 'single_select' | 'multi_select';
  answer: string | string[];
}

interface EmployerApplicationEvent {
  from: ApplicationStatus | null;
  to: ApplicationStatus;
  at: string;
  by: 'candidate' | 'employer' | null;
  message: string | null;
}

interface EmployerInterview {
  id: number;
  proposedTimes: string[];
  scheduledAt: string | null;
  durationMinutes: number;
  mode: 'onsite' | 'online' | 'phone';
  place: string | null;
  meetingUrl: string | null;
  note: string | null;
  response: 'accepted' | 'declined' | 'reschedule_requested' | null;
  responseNote: string | null;
  respondedAt: string | null;
  createdAt: string;
}

export interface EmployerApplication {
  id: number;
  job: { id: number; externalId: string | null; title: string };
  status: ApplicationStatus;
  statusChangedAt: string;
  submittedAt: string;
  updatedAt: string;
  firstViewedAt: string | null;
  /** The candidate deleted their account: the application is a stub (withdrawn, nothing of theirs left). */
  candidateErasedAt: string | null;
  profile: ProfileSnapshot | null;
  shortDescription: string | null;
  coverLetter: string | null;
  answers: EmployerApplicationAnswer[];
  resume: { fileName: string; sizeBytes: number; mime: string } | null;
  history: EmployerApplicationEvent[];
  interviews: EmployerInterview[];
}

interface Row {
  id: number;
  job_id: number;
  external_id: string | null;
  position: string;
  status: ApplicationStatus;
  status_changed_at: Date;
  created_at: Date;
  updated_at: Date;
  first_viewed_at: Date | null;
  candidate_erased_at: Date | null;
  profile_snapshot: unknown;
  short_description: string | null;
  cover_letter: string | null;
  resume_file_name: string | null;
  resume_size_bytes: number | null;
  resume_mime: string | null;
}

const SELECT = `SELECT a.id, a.job_id, j.external_id, j.position, a.status, a.status_changed_at, a.created_at, a.updated_at,
    a.first_viewed_at, a.candidate_erased_at, a.profile_snapshot, a.short_description, a.cover_letter,
    a.resume_file_name, a.resume_size_bytes, a.resume_mime
  FROM applications a JOIN jobs j ON j.id = a.job_id`;

async function complete(db: Db, rows: readonly Row[]): Promise<EmployerApplication[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => Number(r.id));
  const [answers, history, interviews] = await Promise.all([
    db.query<{
      application_id: number;
      question_id: number;
      prompt: string;
      type: EmployerApplicationAnswer['type'];
      answer: string | string[];
    }>(
      `SELECT aa.application_id, aa.question_id, q.prompt, q.type, aa.answer
       FROM application_answers aa JOIN job_screening_questions q ON q.id = aa.question_id
       WHERE aa.application_id = ANY($1::int8[]) ORDER BY q.sort_order, q.id`,
      [ids],
    ),
    db.query<{
      application_id: number;
      from_status: ApplicationStatus | null;
      to_status: ApplicationStatus;
      changed_at: Date;
      actor: EmployerApplicationEvent['by'];
      note: string | null;
    }>(
      `SELECT application_id, from_status, to_status, changed_at, actor, note FROM application_status_history
       WHERE application_id = ANY($1::int8[]) ORDER BY changed_at, id`,
      [ids],
    ),
    db.query<{
      application_id: number;
      id: number;
      times: Date[] | null;
      proposed: boolean;
      scheduled_at: Date;
      duration_minutes: number;
      mode: EmployerInterview['mode'];
      place: string | null;
      meeting_url: string | null;
      message: string | null;
      response: EmployerInterview['response'];
      response_note: string | null;
      responded_at: Date | null;
      created_at: Date;
    }>(
      `SELECT i.application_id, i.id, i.proposed, i.scheduled_at, i.duration_minutes, i.mode, i.place, i.meeting_url, i.message,
              i.response, i.response_note, i.responded_at, i.created_at,
              (SELECT array_agg(t.starts_at ORDER BY t.starts_at) FROM interview_proposed_times t WHERE t.invitation_id = i.id) AS times
       FROM interview_invitations i WHERE i.application_id = ANY($1::int8[]) ORDER BY i.created_at, i.id`,
      [ids],
    ),
  ]);
  const of = <T extends { application_id: number }>(list: readonly T[], id: number) => list.filter((r) => Number(r.application_id) === id);
  return rows.map((r) => {
    const id = Number(r.id);
    return {
      id,
      job: { id: Number(r.job_id), externalId: r.external_id, title: r.position },
      status: r.status,
      statusChangedAt: r.status_changed_at.toISOString(),
      submittedAt: r.created_at.toISOString(),
      updatedAt: r.updated_at.toISOString(),
      firstViewedAt: r.first_viewed_at?.toISOString() ?? null,
      candidateErasedAt: r.candidate_erased_at?.toISOString() ?? null,
      profile: asProfileSnapshot(r.profile_snapshot),
      shortDescription: r.short_description,
      coverLetter: r.cover_letter,
      answers: of(answers.rows, id).map((a) => ({ questionId: Number(a.question_id), prompt: a.prompt, type: a.type, answer: a.answer })),
      resume:
        r.resume_file_name === null
          ? null
          : { fileName: r.resume_file_name, sizeBytes: Number(r.resume_size_bytes), mime: r.resume_mime ?? 'application/octet-stream' },
      history: of(history.rows, id).map((h) => ({
        from: h.from_status,
        to: h.to_status,
        at: h.changed_at.toISOString(),
        by: h.actor,
        message: h.note,
      })),
      interviews: of(interviews.rows, id).map((i) => {
        // Until the candidate accepts one of the proposed times, none is the interview's.
        const settled = !i.proposed || i.response === 'accepted';
        return {
          id: Number(i.id),
          proposedTimes: (i.times ?? []).map((time) => new Date(time).toISOString()),
          scheduledAt: settled ? i.scheduled_at.toISOString() : null,
          durationMinutes: i.duration_minutes,
          mode: i.mode,
          place: i.place,
          meetingUrl: i.meeting_url,
          note: i.message,
          response: i.response,
          responseNote: i.response_note,
          respondedAt: i.responded_at?.toISOString() ?? null,
          createdAt: i.created_at.toISOString(),
        };
      }),
    };
  });
}

export interface EmployerApplicationQuery {
  jobExternalId?: string | undefined;
  jobId?: number | undefined;
  status?: ApplicationStatus | undefined;
  updatedSince?: string | undefined;
  afterId?: number | undefined;
  limit: number;
}

/** One page of the company's applications in id order; `nextAfterId` is set when more follow. */
export async function listEmployerApplications(
  db: Db,
  companyId: number,
  q: EmployerApplicationQuery,
): Promise<{ applications: EmployerApplication[]; nextAfterId: number | null }> {
  const { rows } = await db.query<Row>(
    `${SELECT}
     WHERE j.company_id = $1
       AND ($2::text IS NULL OR j.external_id = $2)
       AND ($3::int8 IS NULL OR j.id = $3)
       AND ($4::text IS NULL OR a.status = $4)
       AND ($5::timestamptz IS NULL OR a.updated_at >= $5)
       AND a.id > $6
     ORDER BY a.id
     LIMIT $7`,
    [companyId, q.jobExternalId ?? null, q.jobId ?? null, q.status ?? null, q.updatedSince ?? null, q.afterId ?? 0, q.limit + 1],
  );
  const more = rows.length > q.limit;
  const page = rows.slice(0, q.limit);
  return { applications: await complete(db, page), nextAfterId: more ? Number(page.at(-1)!.id) : null };
}

export async function getEmployerApplication(db: Db, companyId: number, applicationId: number): Promise<EmployerApplication | null> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE j.company_id = $1 AND a.id = $2`, [companyId, applicationId]);
  return (await complete(db, rows))[0] ?? null;
}

/** What a change to an application needs to know: whose it is, and for which job. */
export interface ApplicationFacts {
  id: number;
  candidateId: number;
  status: ApplicationStatus;
  job: { id: number; externalId: string | null; position: string; slug: string; identifier: string; company: string };
}

/** The company's application, locked until the transaction ends (two moves at once are taken in turn). */
export async function lockEmployerApplication(tx: Db, companyId: number, applicationId: number): Promise<ApplicationFacts | null> {
  const { rows } = await tx.query<{
    id: number;
    candidate_id: number;
    status: ApplicationStatus;
    job_id: number;
    external_id: string | null;
    position: string;
    slug: string;
    identifier: string;
    company: string;
  }>(
    `SELECT a.id, a.candidate_id, a.status, j.id AS job_id, j.external_id, j.position, j.slug, j.identifier, c.name AS company
     FROM applications a JOIN jobs j ON j.id = a.job_id JOIN companies c ON c.id = j.company_id
     WHERE a.id = $1 AND j.company_id = $2
     FOR UPDATE OF a`,
    [applicationId, companyId],
  );
  const r = rows[0];
  return r
    ? {
        id: Number(r.id),
        candidateId: Number(r.candidate_id),
        status: r.status,
        job: {
          id: Number(r.job_id),
          externalId: r.external_id,
          position: r.position,
          slug: r.slug,
          identifier: r.identifier,
          company: r.company,
        },
      }
    : null;
}

/** Moves the status; the trigger writes the history row, which gets the mover and their message. */
export async function moveApplicationStatus(
  tx: Db,
  applicationId: number,
  to: ApplicationStatus,
  by: 'candidate' | 'employer',
  message: string | null,
): Promise<void> {
  await tx.query('UPDATE applications SET status = $2 WHERE id = $1', [applicationId, to]);
  await tx.query(
    `UPDATE application_status_history SET actor = $2, note = $3
     WHERE id = (SELECT max(id) FROM application_status_history WHERE application_id = $1)`,
    [applicationId, by, message],
  );
}

export interface NewInterview {
  applicationId: number;
  times: readonly string[];
  durationMinutes: number;
  mode: 'onsite' | 'online' | 'phone';
  place: string | null;
  meetingUrl: string | null;
  note: string | null;
}

export async function insertInterview(tx: Db, input: NewInterview): Promise<number> {
  const sorted = [...input.times].sort();
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO interview_invitations (application_id, scheduled_at, duration_minutes, mode, place, meeting_url, message, proposed)
     VALUES ($1, $2, $3, $4, $5, $6, $7, true) RETURNING id`,
    [input.applicationId, sorted[0], input.durationMinutes, input.mode, input.place, input.meetingUrl, input.note],
  );
  const id = Number(rows[0]!.id);
  await tx.query('INSERT INTO interview_proposed_times (invitation_id, starts_at) SELECT $1, unnest($2::timestamptz[])', [id, sorted]);
  return id;
}

export async function insertNotification(tx: Db, userId: number, type: string, payload: Record<string, unknown>): Promise<void> {
  await tx.query('INSERT INTO notifications (user_id, type, payload) VALUES ($1, $2, $3)', [userId, type, JSON.stringify(payload)]);
}

/**
 * The resume copy the company's application carries: null when there is no such application
 * (another company's included), `resume: null` when it was sent without one.
 */
export async function getEmployerApplicationResume(
  db: Db,
  companyId: number,
  applicationId: number,
): Promise<{ resume: { storageKey: string; fileName: string } | null } | null> {
  const { rows } = await db.query<{ key: string | null; name: string | null }>(
    `SELECT a.resume_storage_key AS key, a.resume_file_name AS name
     FROM applications a JOIN jobs j ON j.id = a.job_id WHERE a.id = $1 AND j.company_id = $2`,
    [applicationId, companyId],
  );
  const row = rows[0];
  if (!row) return null;
  return { resume: row.key && row.name ? { storageKey: row.key, fileName: row.name } : null };
}
