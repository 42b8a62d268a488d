/**
 * The employer reading applications through the API. Every read is recorded for the candidate
 * (which key, what kind, when: migration 0090) in one statement per request, which also sets
 * firstViewedAt on a first access. Reading is what an employer does first with a new
 * application, so the first read also moves it from applied to viewed.
 */
import type { Db } from '../db/db';
import { recordApplicationAccess, type AccessBy, type AccessKind } from '../db/repos/application-accesses-repo';
import {
  getEmployerApplication,
  getEmployerApplicationResume,
  listEmployerApplications,
  type EmployerApplication,
  type EmployerApplicationQuery,
} from '../db/repos/employer-applications-repo';
import { markViewedByEmployer } from './application-updates';

/** Records the reads; answers whether any of them was the application's first access. */
async function recordReads(db: Db, by: AccessBy, kind: AccessKind, ids: readonly number[]): Promise<boolean> {
  const firstTime = await recordApplicationAccess(db, by, kind, ids);
  await markViewedByEmployer(db, by.companyId, firstTime);
  return firstTime.length > 0;
}

export async function readEmployerApplications(
  db: Db,
  by: AccessBy,
  query: EmployerApplicationQuery,
): Promise<{ applications: EmployerApplication[]; nextAfterId: number | null }> {
  const page = await listEmployerApplications(db, by.companyId, query);
  if (
    !(await recordReads(
      db,
      by,
      'list',
      page.applications.map((a) => a.id),
    ))
  )
    return page;
  // Answered as they are now: viewed, with the time of this first read.
  const again = await Promise.all(page.applications.map((a) => getEmployerApplication(db, by.companyId, a.id)));
  return { ...page, applications: again.filter((a): a is EmployerApplication => a !== null) };
}

/**
 * One application. `kind` null: the answer to a write, which the write itself recorded (in its
 * transaction, moveByEmployer / inviteByEmployer).
 */
export async function readEmployerApplication(
  db: Db,
  by: AccessBy,
  applicationId: number,
  kind: 'read' | null = 'read',
): Promise<EmployerApplication | null> {
  const application = await getEmployerApplication(db, by.companyId, applicationId);
  if (!application || kind === null || !(await recordReads(db, by, kind, [application.id]))) return application;
  return getEmployerApplication(db, by.companyId, applicationId);
}

/** The stored resume of the company's application; downloading it is reading the application. */
export async function readEmployerResume(db: Db, by: AccessBy, applicationId: number): ReturnType<typeof getEmployerApplicationResume> {
  const found = await getEmployerApplicationResume(db, by.companyId, applicationId);
  if (found) await recordReads(db, by, 'resume', [applicationId]);
  return found;
}
