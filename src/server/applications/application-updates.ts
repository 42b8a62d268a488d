/**
 * What the employer does to an application (through the API), with everything that follows from
 * it in one transaction: the change itself (the history row is the candidate's timeline), a
 * notification, the email in the candidate's language (queued; they can turn it off), and the
 * application.status_changed event for the employer's webhooks (src/server/webhooks). The key's
 * write is recorded for the candidate (migration 0090) in the same transaction, so it carries the
 * instant of the move it made.
 */
import { queueAccountNotice } from '../account-mail/account-notices';
import type { Db } from '../db/db';
import { recordApplicationAccess, type AccessBy } from '../db/repos/application-accesses-repo';
import {
  insertInterview,
  insertNotification,
  lockEmployerApplication,
  moveApplicationStatus,
  type ApplicationFacts,
} from '../db/repos/employer-applications-repo';
import { canEmployerMove, canInviteToInterview, employerMovesFrom, type ApplicationStatus } from '../../shared/application-status';
import { jobPathOf } from '../../shared/job-path';
import type { InterviewInvitationInput } from '../../shared/validation/employer-application-schema';
import { publishApplicationEvent } from '../webhooks/application-events';

export type MoveOutcome =
  | { readonly kind: 'moved'; readonly from: ApplicationStatus; readonly to: ApplicationStatus }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'forbidden'; readonly from: ApplicationStatus; readonly allowed: readonly ApplicationStatus[] };

async function statusChanged(tx: Db, app: ApplicationFacts, to: ApplicationStatus, message: string | null): Promise<void> {
  await moveApplicationStatus(tx, app.id, to, 'employer', message);
  await insertNotification(tx, app.candidateId, 'application.status_changed', {
    jobId: app.job.id,
    applicationId: app.id,
    status: to,
    ...(message ? { message } : {}),
  });
  await queueAccountNotice(tx, app.candidateId, {
    kind: 'application-status',
    job: app.job.position,
    company: app.job.company,
    jobPath: jobPathOf(app.job),
    status: to,
    message,
  });
  await publishApplicationEvent(tx, app.id, 'application.status_changed', { from: app.status, to, message });
}

/** Moves the company's application along the state machine (shared/application-status.ts). */
export async function moveByEmployer(
  db: Db,
  by: AccessBy,
  applicationId: number,
  to: ApplicationStatus,
  message: string | null,
): Promise<MoveOutcome> {
  return db.transaction(async (tx) => {
    const app = await lockEmployerApplication(tx, by.companyId, applicationId);
    if (!app) return { kind: 'not-found' };
    // A refused move is recorded too: its answer tells the key where the application stands.
    await recordApplicationAccess(tx, by, 'status', [app.id]);
    if (!canEmployerMove(app.status, to)) return { kind: 'forbidden', from: app.status, allowed: employerMovesFrom(app.status) };
    await statusChanged(tx, app, to, message);
    return { kind: 'moved', from: app.status, to };
  });
}

/**
 * The employer's first read moves a new application to viewed (the candidate sees it was read).
 * Only from applied: an application already further along stays where it is.
 */
export async function markViewedByEmployer(db: Db, companyId: number, applicationIds: readonly number[]): Promise<void> {
  for (const id of applicationIds) {
    await db.transaction(async (tx) => {
      const app = await lockEmployerApplication(tx, companyId, id);
      if (app?.status === 'applied') await statusChanged(tx, app, 'viewed', null);
    });
  }
}

export type InviteOutcome =
  | { readonly kind: 'invited'; readonly invitationId: number }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'forbidden'; readonly from: ApplicationStatus };

/**
 * Proposes interview times. An application not yet at the interview step moves there (in the
 * timeline and to the webhooks); the candidate gets one notification and one email, about the
 * invitation, not a second one about the move.
 */
export async function inviteByEmployer(
  db: Db,
  by: AccessBy,
  applicationId: number,
  input: InterviewInvitationInput,
): Promise<InviteOutcome> {
  return db.transaction(async (tx) => {
    const app = await lockEmployerApplication(tx, by.companyId, applicationId);
    if (!app) return { kind: 'not-found' };
    await recordApplicationAccess(tx, by, 'interview', [app.id]);
    if (!canInviteToInterview(app.status)) return { kind: 'forbidden', from: app.status };
    const invitationId = await insertInterview(tx, { applicationId: app.id, ...input });
    if (app.status !== 'interview') await moveApplicationStatus(tx, app.id, 'interview', 'employer', null);
    await insertNotification(tx, app.candidateId, 'interview.invited', { jobId: app.job.id, applicationId: app.id, invitationId });
    await queueAccountNotice(tx, app.candidateId, {
      kind: 'interview-invited',
      job: app.job.position,
      company: app.job.company,
      jobPath: jobPathOf(app.job),
      times: [...input.times].sort(),
      durationMinutes: input.durationMinutes,
      mode: input.mode,
      place: input.place,
      meetingUrl: input.meetingUrl,
      note: input.note,
    });
    if (app.status !== 'interview')
      await publishApplicationEvent(tx, app.id, 'application.status_changed', { from: app.status, to: 'interview', message: null });
    return { kind: 'invited', invitationId };
  });
}
