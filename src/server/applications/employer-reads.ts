/**
 * The employer reading applications through the API. Reading is what an employer does first
 * with a new application, so the first read is recorded (the candidate sees when) and moves it
 * from applied to viewed.
 */
import type { Db } from '../db/db';
import {
  getEmployerApplication,
  listEmployerApplications,
  markFirstViewed,
  type EmployerApplication,
  type EmployerApplicationQuery,
} from '../db/repos/employer-applications-repo';
import { markViewedByEmployer } from './application-updates';

async function recordReads(db: Db, companyId: number, read: readonly EmployerApplication[]): Promise<boolean> {
  const firstTime = await markFirstViewed(db, read.filter((a) => a.firstViewedAt === null).map((a) => a.id));
  await markViewedByEmployer(db, companyId, firstTime);
  return firstTime.length > 0;
}

export async function readEmployerApplications(db: Db, companyId: number, query: EmployerApplicationQuery): Promise<{ applications: EmployerApplication[]; nextAfterId: number | null }> {
  const page = await listEmployerApplications(db, companyId, query);
  if (!(await recordReads(db, companyId, page.applications))) return page;
  // Answered as they are now: viewed, with the time of this first read.
  const again = await Promise.all(page.applications.map((a) => getEmployerApplication(db, companyId, a.id)));
  return { ...page, applications: again.filter((a): a is EmployerApplication => a !== null) };
}

export async function readEmployerApplication(db: Db, companyId: number, applicationId: number): Promise<EmployerApplication | null> {
  const application = await getEmployerApplication(db, companyId, applicationId);
  if (!application || !(await recordReads(db, companyId, [application]))) return application;
  return getEmployerApplication(db, companyId, applicationId);
}
