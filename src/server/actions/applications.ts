'use server';

import type { FormResult } from '../../shared/form-result';
import { withdrawApplicationSchema } from '../../shared/validation/withdraw-application-schema';
import { localPath } from '../context/local-path';
import { findApplicationJob, withdrawApplication as withdrawRow } from '../db/repos/applications-repo';
import { queueAccountNotice } from '../account-mail/account-notices';
import { publishApplicationEvent } from '../webhooks/application-events';
import { requestContext } from '../context/request-context';
import { canonicalJobPath } from '../../shared/job-url';
import { parseForm } from '../forms/parse-form';
import { requireLogin } from '../forms/require-login';
import { db } from '../context/app-services';
import { redirect } from '../../framework/server';

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
  const { locale } = requestContext();
  const id = parsed.data.application;
  const done = await db().transaction(async (tx) => {
    if (!(await withdrawRow(tx, user.id, id))) return false;
    await publishApplicationEvent(tx, id, 'application.withdrawn');
    const job = await findApplicationJob(tx, user.id, id);
    if (job) {
      await queueAccountNotice(
        tx,
        user.id,
        { kind: 'application-withdrawn', job: job.position, company: job.company, jobPath: canonicalJobPath(job) },
        { locale },
      );
    }
    return true;
  });
  redirect(`${localPath('/account/job-applications')}?notice=${done ? 'withdrawn' : 'not-withdrawable'}`);
}
