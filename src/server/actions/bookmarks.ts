'use server';

import { setBookmark, toggleBookmark as toggleBookmarkRow } from '../db/repos/bookmarks-repo';
import { requireFormData } from '../forms/parse-form';
import { requireLogin } from '../forms/require-login';
import { db } from '../context/app-services';

/**
 * The bookmark buttons. On the job page a button posts its form's `jobId` with `save` 1 / 0;
 * in a listing every button posts the listing's one form with `bookmark` = `save:ID` or
 * `remove:ID`. Either way the button says what it did as the visitor saw it, so a repeated post
 * changes nothing more. Signed-out posts (no JavaScript) are sent to login and back; the page
 * re-renders after a signed-in one.
 */
export async function toggleBookmark(formData: FormData): Promise<void> {
  requireFormData(formData);
  const user = requireLogin();
  const listing = /^(save|remove):(\d{1,15})$/.exec(String(formData.get('bookmark') ?? ''));
  if (listing) {
    const jobId = Number(listing[2]);
    if (Number.isSafeInteger(jobId) && jobId > 0) await setBookmark(db(), user.id, jobId, listing[1] === 'save');
    return;
  }
  const raw = formData.get('jobId');
  const jobId = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(jobId) || jobId <= 0) return;
  const wanted = formData.get('save');
  if (wanted === '1' || wanted === '0') await setBookmark(db(), user.id, jobId, wanted === '1');
  // A form rendered before the field existed (a page kept open across a deploy).
  else await toggleBookmarkRow(db(), user.id, jobId);
}
