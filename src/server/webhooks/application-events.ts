/**
 * The candidate's events about one application (submitted, withdrawn), with the core every
 * application event's `data` has (applicationId and the job, as the employer API names them;
 * see src/server/applications for the employer's own changes). Call inside the change's transaction.
 */
import type { Db } from '../db/db';
import type { EmployerEventType } from '../../shared/webhook-event-types';
import { publishEmployerEvent, type PublishedEvent } from './publish-event';

export async function publishApplicationEvent(
  db: Db,
  applicationId: number,
  type: EmployerEventType,
  extra: Record<string, unknown> = {},
): Promise<PublishedEvent | null> {
  const { rows } = await db.query<{
    company_id: number;
    status: string;
    created_at: Date;
    job_id: number;
    external_id: string | null;
    position: string;
  }>(
    `SELECT j.company_id, a.status, a.created_at, j.id AS job_id, j.external_id, j.position
       FROM applications a JOIN jobs j ON j.id = a.job_id WHERE a.id = $1`,
    [applicationId],
  );
  const row = rows[0];
  if (!row) return null;
  return publishEmployerEvent(db, {
    companyId: Number(row.company_id),
    type,
    data: {
      applicationId: Number(applicationId),
      job: { id: Number(row.job_id), externalId: row.external_id, title: row.position },
      status: row.status,
      submittedAt: new Date(row.created_at).toISOString(),
      ...extra,
    },
  });
}
