/**
 * Saving a search as an alert, as the search page's form and the JSON API both do: the search
 * is read by the search page's own parser, the name is suggested from it in words when none is
 * given, and an address alone gets its confirmation mail.
 */
import type { Locale } from '../../shared/locales';
import { ALERT_NAME_MAX, type AlertFrequency } from '../../shared/validation/job-alert-schema';
import type { Db } from '../db/db';
import { recordConsentChange } from '../db/repos/consents-repo';
import type { Translate } from '../i18n/i18n';
import { logError } from '../../framework/server';
import type { MailMessage } from '../mail/mailer';
import { countJobSearch, searchLabels } from '../search/job-search';
import { alertParams, createAccountAlert, createAddressAlert, listAccountAlerts, removeAlert, type JobAlert } from './alerts-repo';
import { confirmMail } from './confirm-mail';
import { describeSearch } from './describe-search';

export interface SaveInput {
  /** The search as a query object (`{ q: 'sales', type: ['FULL_TIME'] }`), parsed like /explore-jobs. */
  readonly query: unknown;
  readonly name?: string | undefined;
  readonly frequency: AlertFrequency;
  readonly locale: Locale;
}

export type SaveOutcome =
  { readonly ok: true; readonly id: number; readonly name: string } | { readonly ok: false; readonly reason: 'limit' | 'mail' };

async function nameAndParams(db: Db, input: SaveInput, t: Translate) {
  const params = alertParams(input.query);
  const words = describeSearch(params, await searchLabels(db, params), t, input.locale);
  return { params, words, name: input.name ?? words.slice(0, ALERT_NAME_MAX).trim() };
}

export async function saveAccountAlert(db: Db, userId: number, input: SaveInput, t: Translate): Promise<SaveOutcome> {
  const { params, name } = await nameAndParams(db, input, t);
  const created = await db.transaction(async (tx) => {
    const made = await createAccountAlert(tx, userId, { name, params, frequency: input.frequency, locale: input.locale });
    // Making an alert asks for its emails: consent to them (again, after a withdrawal).
    if (made.ok) await recordConsentChange(tx, userId, 'job-alert-emails', true, 'job-alert');
    return made;
  });
  return created.ok ? { ok: true, id: created.id, name } : created;
}

export interface ConfirmSending {
  readonly baseUrl: string;
  readonly send: (message: MailMessage) => Promise<unknown>;
}

/** An alert for an address, waiting for the link mailed to it; a mail that cannot go takes the alert back. */
export async function subscribeAddress(db: Db, email: string, input: SaveInput, t: Translate, mail: ConfirmSending): Promise<SaveOutcome> {
  const { params, name, words } = await nameAndParams(db, input, t);
  const created = await createAddressAlert(db, email, { name, params, frequency: input.frequency, locale: input.locale });
  if (!created.ok || !created.token) return { ok: false, reason: 'limit' };
  try {
    await mail.send(confirmMail({ to: email, locale: input.locale, search: words, token: created.token, baseUrl: mail.baseUrl }, t));
  } catch (error) {
    logError('job alert confirmation mail failed', error, {});
    await removeAlert(db, created.id);
    return { ok: false, reason: 'mail' };
  }
  return { ok: true, id: created.id, name };
}

export interface AlertSummary extends JobAlert {
  /** The search in words. */
  readonly search: string;
  /** Jobs the search finds now. */
  readonly matchingNow: number;
}

export async function summarize(db: Db, alert: JobAlert, t: Translate, locale: Locale): Promise<AlertSummary> {
  const [labels, counted] = await Promise.all([searchLabels(db, alert.params), countJobSearch(db, alert.params)]);
  return { ...alert, search: describeSearch(alert.params, labels, t, locale), matchingNow: counted.total };
}

export async function accountAlertSummaries(db: Db, userId: number, t: Translate, locale: Locale): Promise<AlertSummary[]> {
  const alerts = await listAccountAlerts(db, userId);
  return Promise.all(alerts.map((alert) => summarize(db, alert, t, locale)));
}
