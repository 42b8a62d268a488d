'use server';

import { setBookmark, toggleBookmark as toggleBookmarkRow } from '../db/repos/bookmarks-repo';
import { requireFormData } from '../forms/parse-form';
import { requireLogin } from '../forms/require-login';
import { db } from '../context/app-services';

/**
 * The bookmark button on job cards and the job page. Signed-out posts (no JavaScript) are
 * sent to login and back; signed-in ones save or unsave as the button showed (its `save`
 * value, 1 / 0, so a repeated post changes nothing more), and the page re-renders.
 */
export async function toggleBookmark(formData: FormData): Promise<void> {
  requireFormData(formData);
  const user = requireLogin();
  const raw = formData.get('jobId');
  const jobId = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(jobId) || jobId <= 0) return;
  const wanted = formData.get('save');
  if (wanted === '1' || wanted === '0') await setBookmark(db(), user.id, jobId, wanted === '1');
  // A form rendered before the field existed (a page kept open across a deploy).
  else await toggleBookmarkRow(db(), user.id, jobId);
}
