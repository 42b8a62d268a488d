'use server';

import type { FormResult } from '../../shared/form-result';
import { errorResult } from '../forms/action-support';
import { db } from '../context/app-services';
import { requestContext } from '../context/request-context';
import { requestExport } from '../data-rights/export-requests';
import { exportTime } from '../data-rights/export-time';
import { requireLogin } from '../forms/require-login';

/** "Download my data" in account settings: queued for the background; refused within a day of the last one. */
export async function requestDataExport(_prev: FormResult, formData: FormData): Promise<FormResult> {
  const user = requireLogin();
  const { t, locale } = requestContext();
  const outcome = await requestExport(db(), user.id, locale);
  if (!outcome.ok) return errorResult(t('auth:dataExport.tooSoon', { time: exportTime(outcome.nextAt, locale) }), formData);
  return { status: 'success', message: t('auth:dataExport.requested') };
}
