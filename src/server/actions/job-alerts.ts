'use server';

import { echoValues, type FormResult } from '../../shared/form-result';
import { MAX_ALERTS, saveAlertSchema, subscribeAlertSchema, updateAlertSchema } from '../../shared/validation/job-alert-schema';
import { appServices, db } from '../context/app-services';
import { localPath } from '../context/local-path';
import { redirect } from '../../framework/server';
import { requestContext } from '../context/request-context';
import { parseForm, requireFormData } from '../forms/parse-form';
import { requireLogin } from '../forms/require-login';
import { confirmAddressAlert, deleteAccountAlert, updateAccountAlert } from '../job-alerts/alerts-repo';
import { followCompany, unfollowCompany } from '../job-alerts/company-follows';
import { saveAccountAlert, subscribeAddress } from '../job-alerts/save-alert';
import { sendMail } from '../mail/mailer';
import { queryObject } from '../search/search-url';

/** The list's notice after a change (?notice=…), read by the job alerts page. */
export const ALERT_NOTICES = ['updated', 'deleted', 'paused', 'resumed'] as const;

/**
 * "Get job alerts for this search": signed in, the alert is saved at once; signed out, it waits
 * for the address to be confirmed through the mailed link (double opt-in).
 */
export async function saveJobAlert(_prev: FormResult, formData: FormData): Promise<FormResult> {
  const { user, t, locale } = requestContext();
  if (user) {
    const parsed = parseForm(saveAlertSchema, formData);
    if (!parsed.ok) return parsed.result;
    const saved = await saveAccountAlert(
      db(),
      user.id,
      { query: queryObject(parsed.data.search), name: parsed.data.name, frequency: parsed.data.frequency, locale },
      t,
    );
    if (!saved.ok) return { status: 'error', message: t('jobs:alerts.errors.limit', { count: MAX_ALERTS }), values: echoValues(formData) };
    return { status: 'success', message: t('jobs:alerts.save.saved', { name: saved.name }) };
  }
  const parsed = parseForm(subscribeAlertSchema, formData);
  if (!parsed.ok) return parsed.result;
  const { data } = parsed;
  const mail = { baseUrl: appServices().config.publicBaseUrl, send: sendMail };
  const saved = await subscribeAddress(
    db(),
    data.email,
    { query: queryObject(data.search), name: data.name, frequency: data.frequency, locale },
    t,
    mail,
  );
  if (!saved.ok) {
    const message = saved.reason === 'limit' ? t('jobs:alerts.errors.limit', { count: MAX_ALERTS }) : t('jobs:alerts.errors.mailFailed');
    return { status: 'error', message, values: echoValues(formData) };
  }
  return { status: 'success', message: t('jobs:alerts.save.checkEmail', { email: data.email }) };
}

function alertIdOf(formData: FormData): number {
  const raw = String(formData.get('alert') ?? '');
  return /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
}

/** Rename or change how often; another account's alert (or none) is not found. */
export async function updateJobAlert(_prev: FormResult, formData: FormData): Promise<FormResult> {
  const user = requireLogin();
  const parsed = parseForm(updateAlertSchema, formData);
  if (!parsed.ok) return parsed.result;
  const updated = await updateAccountAlert(db(), user.id, alertIdOf(formData), {
    name: parsed.data.name,
    frequency: parsed.data.frequency,
  });
  if (!updated) return { status: 'error', message: requestContext().t('jobs:alerts.errors.notFound'), values: echoValues(formData) };
  redirect(`${localPath('/account/job-alerts')}?notice=updated`);
}

export async function pauseJobAlert(formData: FormData): Promise<void> {
  requireFormData(formData);
  const user = requireLogin();
  const paused = formData.get('paused') === '1';
  const updated = await updateAccountAlert(db(), user.id, alertIdOf(formData), { paused });
  redirect(`${localPath('/account/job-alerts')}${updated ? `?notice=${paused ? 'paused' : 'resumed'}` : ''}`);
}

export async function deleteJobAlert(formData: FormData): Promise<void> {
  requireFormData(formData);
  const user = requireLogin();
  const deleted = await deleteAccountAlert(db(), user.id, alertIdOf(formData));
  redirect(`${localPath('/account/job-alerts')}${deleted ? '?notice=deleted' : ''}`);
}

/** The confirmation page's button: the alert starts, and the page says so (or that the link is spent). */
export async function confirmJobAlert(formData: FormData): Promise<void> {
  requireFormData(formData);
  const confirmed = await confirmAddressAlert(db(), formData.get('token'));
  redirect(`${localPath('/job-alerts/confirm')}?confirmed=${confirmed ? '1' : '0'}`);
}

/**
 * "Follow" / "Following" on a company page (a daily alert for its new jobs); signed out, to the
 * login page and back. The page re-renders with the new state; a full account says so there.
 */
export async function toggleCompanyFollow(formData: FormData): Promise<void> {
  requireFormData(formData);
  const user = requireLogin();
  const { t, locale } = requestContext();
  const slug = String(formData.get('company') ?? '');
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || slug.length > 100) return;
  if (formData.get('follow') === '0') return unfollowCompany(db(), user.id, slug);
  const outcome = await followCompany(db(), user.id, slug, (company) => t('company:follow.name', { company }), locale);
  if (!outcome.ok && outcome.reason === 'limit') redirect(`${localPath(`/company/${slug}`)}?follow=limit`);
}
