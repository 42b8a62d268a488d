'use server';

import type { FormResult } from '../../shared/form-result';
import { changeEmailSchema, changePasswordSchema, deleteAccountSchema } from '../../shared/validation/account-schemas';
import {
  changeEmail as changeEmailOf,
  changePassword as changePasswordOf,
  currentPasswordMatches,
  deleteAccount as deleteAccountOf,
} from '../auth/accounts';
import { errorResult, fieldError, mailContext, tooManyAttempts } from '../forms/action-support';
import { localPath } from '../context/local-path';
import { authSession } from '../context/auth-session';
import { passwordCheckSucceeded, throttlePasswordCheck } from '../auth/throttle';
import { parseForm } from '../forms/parse-form';
import { requireLogin } from '../forms/require-login';
import { db, fileStorage } from '../context/app-services';
import { redirect } from '../../framework/server';
import { requestContext } from '../context/request-context';
import type { SessionUser } from '../auth/session-user';
import { saveEmailSettings as saveEmailSettingsOf } from '../db/repos/email-settings-repo';

/** A social-only account (no password to ask for) proves its owner by a login this recent. */
const FRESH_LOGIN_MS = 10 * 60_000;

/**
 * Null when the owner has proved it is them for a change that cannot be undone (deleting the
 * account) or that hands the account to another address (changing the email): the current
 * password, or for an account without one a fresh social login. Otherwise the form's answer.
 */
async function ownerNotConfirmed(user: SessionUser, password: string, formData: FormData): Promise<FormResult | null> {
  const { t } = requestContext();
  if (!user.hasPassword) {
    const signedInAt = authSession().signedInAt;
    return signedInAt !== null && Date.now() - signedInAt < FRESH_LOGIN_MS
      ? null
      : errorResult(t('auth:account.freshLoginRequired'), formData);
  }
  const throttle = await throttlePasswordCheck(db(), user.id);
  if (!throttle.allowed) return tooManyAttempts(throttle, formData);
  if (!(await currentPasswordMatches(db(), user.id, password)))
    return fieldError('current_password', t('auth:account.wrongPassword'), formData);
  await passwordCheckSucceeded(db(), user.id);
  return null;
}

/** New address, unverified until its link is followed; the current password confirms it is the owner. */
export async function changeEmail(_prev: FormResult, formData: FormData): Promise<FormResult> {
  const user = requireLogin();
  const parsed = parseForm(changeEmailSchema, formData);
  if (!parsed.ok) return parsed.result;
  const { t } = requestContext();
  if (!user.hasPassword) {
    const unconfirmed = await ownerNotConfirmed(user, '', formData);
    if (unconfirmed) return unconfirmed;
  }
  // The same address checks no password, so it must not use up the password tries either.
  if (parsed.data.email.trim().toLowerCase() === user.email.toLowerCase())
    return fieldError('email', t('auth:account.email.unchanged'), formData);
  const throttle = await throttlePasswordCheck(db(), user.id);
  if (!throttle.allowed) return tooManyAttempts(throttle, formData);
  const outcome = await changeEmailOf(db(), user.id, parsed.data.email, parsed.data.current_password, mailContext());
  if (outcome.ok || outcome.reason === 'email-taken') await passwordCheckSucceeded(db(), user.id);
  if (outcome.ok) return { status: 'success', message: t('auth:account.email.changed', { email: parsed.data.email }) };
  if (outcome.reason === 'wrong-password') return fieldError('current_password', t('auth:account.wrongPassword'), formData);
  if (outcome.reason === 'email-taken') return fieldError('email', t('auth:register.emailTaken'), formData);
  return fieldError('email', t('auth:account.email.unchanged'), formData);
}

/** Other sessions and API tokens end; this browser stays signed in under the new session version. */
export async function changePassword(_prev: FormResult, formData: FormData): Promise<FormResult> {
  const user = requireLogin();
  const parsed = parseForm(changePasswordSchema, formData);
  if (!parsed.ok) return parsed.result;
  const { t, locale } = requestContext();
  const throttle = await throttlePasswordCheck(db(), user.id);
  if (!throttle.allowed) return tooManyAttempts(throttle, formData);
  const outcome = await changePasswordOf(db(), user.id, parsed.data.current_password, parsed.data.password, locale);
  if (outcome.ok) await passwordCheckSucceeded(db(), user.id);
  if (!outcome.ok) return fieldError('current_password', t('auth:account.wrongPassword'), formData);
  await authSession().signIn(user.id, outcome.sessionVersion);
  return { status: 'success', message: t('auth:account.password.changed') };
}

/** Removes the account and its personal data, then signs out; the current password (or a fresh social login) confirms it. */
export async function deleteAccount(_prev: FormResult, formData: FormData): Promise<FormResult> {
  const user = requireLogin();
  const parsed = parseForm(deleteAccountSchema, formData);
  if (!parsed.ok) return parsed.result;
  const unconfirmed = await ownerNotConfirmed(user, parsed.data.current_password, formData);
  if (unconfirmed) return unconfirmed;
  try {
    await deleteAccountOf(db(), fileStorage(), user.id);
  } catch {
    return errorResult(requestContext().t('common:dialog.somethingWrong'), formData);
  }
  authSession().signOut();
  redirect(`${localPath('/auth/login')}?notice=account-deleted`);
}

/** Which optional account emails to send; an unticked box sends nothing, so a missing field is "off" (works without JavaScript). */
export async function saveEmailSettings(_prev: FormResult, formData: FormData): Promise<FormResult> {
  const user = requireLogin();
  const { t } = requestContext();
  await saveEmailSettingsOf(db(), user.id, {
    applicationSent: formData.get('application_sent') === 'on',
    applicationWithdrawn: formData.get('application_withdrawn') === 'on',
    applicationUpdates: formData.get('application_updates') === 'on',
  });
  return { status: 'success', message: t('auth:account.emails.saved') };
}
