'use server';

import { toggleBookmark as toggleBookmarkRow } from '../db/bookmarks-repo';
import { requireLogin } from '../forms/require-login';
import { db } from '../rsc/data';

/**
 * The bookmark button on job cards and the job page. Signed-out posts (no JavaScript) are
 * sent to login and back; signed-in ones flip the bookmark and the page re-renders with the
 * new pressed state.
 */
export async function toggleBookmark(formData: FormData): Promise<void> {
  const user = requireLogin();
  const raw = formData.get('jobId');
  const jobId = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(jobId) || jobId <= 0) return;
  await toggleBookmarkRow(db(), Number(user.id), jobId);
}
