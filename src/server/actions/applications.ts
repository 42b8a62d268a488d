'use server';

import type { FormResult } from '../../shared/form-result';
import { withdrawApplicationSchema } from '../../shared/validation/withdraw-application-schema';
import { localPath } from '../context/local-path';
import { withdrawApplication as withdrawRow } from '../db/repos/applications-repo';
import { parseForm } from '../forms/parse-form';
import { requireLogin } from '../forms/require-login';
import { db } from '../context/app-services';
import { redirect } from '../context/redirect';

/** The list's notice after a withdrawal (?notice=…), read by the applications page. */
export const WITHDRAW_NOTICES = ['withdrawn', 'not-withdrawable'] as const;

/**
 * Withdraws one of the signed-in candidate's open applications, then back to the list with a
 * notice (post/redirect/get): the item's form is gone once it is withdrawn, so the message
 * lives on the page, and a reload does not post again.
 */
export async function withdrawApplication(_prev: FormResult, formData: FormData): Promise<FormResult> {
  const user = requireLogin();
  const parsed = parseForm(withdrawApplicationSchema, formData);
  if (!parsed.ok) return parsed.result;
  const done = await withdrawRow(db(), user.id, parsed.data.application);
  redirect(`${localPath('/account/job-applications')}?notice=${done ? 'withdrawn' : 'not-withdrawable'}`);
}
