'use server';

import type { FormResult } from '../../shared/form-result';
import { forgotPasswordSchema } from '../../shared/validation/forgot-password-schema';
import { loginSchema } from '../../shared/validation/login-schema';
import { registerSchema } from '../../shared/validation/register-schema';
import { resetPasswordSchema } from '../../shared/validation/reset-password-schema';
import { resendVerificationSchema } from '../../shared/validation/account-schemas';
import {
  authenticate,
  registerAccount,
  requestPasswordReset,
  resetPassword as resetWithToken,
  restoreEmail,
  sendVerification,
} from '../auth/accounts';
import { openRestoreClaim } from '../account-mail/restore-link';
import { afterLoginPath, errorResult, fieldError, mailContext, tooManyAttempts } from '../forms/action-support';
import { localPath } from '../context/local-path';
import { authSession } from '../context/auth-session';
import { loginSucceeded, throttleForgotPassword, throttleLogin, throttleRegister, throttleVerificationMail } from '../auth/throttle';
import { findSessionAccount } from '../db/repos/accounts-repo';
import { bumpSessionVersion, findUserByEmail } from '../db/repos/users-repo';
import { parseForm } from '../forms/parse-form';
import { appServices, db } from '../context/app-services';
import { redirect, logError } from '../../framework/server';
import { requestContext } from '../context/request-context';

/** Register: account, verification mail, signed in, on to the profile editor. */
export async function register(_prev: FormResult, formData: FormData): Promise<FormResult> {
  const parsed = parseForm(registerSchema, formData);
  if (!parsed.ok) return parsed.result;
  const { t } = requestContext();
  const session = authSession();
  const throttle = await throttleRegister(db(), session.ip);
  if (!throttle.allowed) return tooManyAttempts(throttle, formData);
  const outcome = await registerAccount(db(), parsed.data, mailContext());
  if (!outcome.ok) return fieldError('email', t('auth:register.emailTaken'), formData);
  await session.signIn(outcome.account.id, outcome.account.sessionVersion);
  redirect(localPath('/account/edit-profile'));
}

/** Log in: one message for any wrong credential, a fresh session, then back where the user was. */
export async function login(_prev: FormResult, formData: FormData): Promise<FormResult> {
  const parsed = parseForm(loginSchema, formData);
  if (!parsed.ok) return parsed.result;
  const { t } = requestContext();
  const session = authSession();
  const attempt = { ip: session.ip, email: parsed.data.email, deviceId: await session.deviceFor(parsed.data.email) };
  const throttle = await throttleLogin(db(), attempt);
  if (!throttle.allowed) return tooManyAttempts(throttle, formData);
  const account = await authenticate(db(), parsed.data.email, parsed.data.password);
  if (!account) return errorResult(t('auth:login.failed'), formData);
  await loginSucceeded(db(), attempt);
  await session.rememberDevice(parsed.data.email);
  await session.signIn(account.id, account.sessionVersion);
  redirect(afterLoginPath(formData.get('redirect')));
}

/**
 * Logout lands on the login page. A POST only, from the header's form. The cookie is
 * stateless, so clearing it is not enough to void a copy of it: the user's session version
 * moves on, which ends this session everywhere it might have been copied to (and the user's
 * other sessions with it).
 */
export async function logout(): Promise<void> {
  const { user } = requestContext();
  if (user) await bumpSessionVersion(db(), user.id);
  authSession().signOut();
  redirect(localPath('/auth/login'));
}

/**
 * Runs after the answer is decided, without holding it up: looking the address up and
 * writing a link take time only for known addresses, which would tell who has an account.
 */
function inBackground(what: string, work: () => Promise<unknown>): void {
  void work().catch((error: unknown) => logError(`${what} failed`, error));
}

/** The same answer, in the same time, whether or not the address has an account. */
export async function forgotPassword(_prev: FormResult, formData: FormData): Promise<FormResult> {
  const parsed = parseForm(forgotPasswordSchema, formData);
  if (!parsed.ok) return parsed.result;
  const { t } = requestContext();
  const throttle = await throttleForgotPassword(db(), authSession().ip, parsed.data.email);
  if (!throttle.allowed) return tooManyAttempts(throttle, formData);
  if (throttle.mail) {
    const database = db();
    const mail = mailContext();
    inBackground('password reset request', () => requestPasswordReset(database, parsed.data.email, mail));
  }
  return { status: 'success', message: t('auth:forgot.sent') };
}

/** New password from a mailed link: the link works once, and every other session ends. */
export async function resetPassword(_prev: FormResult, formData: FormData): Promise<FormResult> {
  const parsed = parseForm(resetPasswordSchema, formData);
  if (!parsed.ok) return parsed.result;
  const { t, locale } = requestContext();
  const done = await resetWithToken(db(), { ...parsed.data, locale });
  if (!done) return errorResult(t('auth:reset.invalidLink'), formData);
  authSession().signOut();
  redirect(`${localPath('/auth/login')}?notice=password-reset`);
}

/**
 * A new verification link: for the signed-in user's address, or for the address typed in
 * (same answer whether or not it has an account waiting for verification).
 */
export async function resendVerification(_prev: FormResult, formData: FormData): Promise<FormResult> {
  const { t, user } = requestContext();
  const session = authSession();
  const database = db();
  if (user) {
    const throttle = await throttleVerificationMail(database, session.ip, user.email);
    if (!throttle.allowed) return tooManyAttempts(throttle, formData);
    const account = await findSessionAccount(database, user.id);
    if (account && !account.emailVerified && throttle.mail) await sendVerification(database, account, mailContext());
    return { status: 'success', message: account?.emailVerified ? t('auth:verify.alreadyVerified') : t('auth:verify.resent') };
  }
  const parsed = parseForm(resendVerificationSchema, formData);
  if (!parsed.ok) return parsed.result;
  const throttle = await throttleVerificationMail(database, session.ip, parsed.data.email);
  if (!throttle.allowed) return tooManyAttempts(throttle, formData);
  if (throttle.mail) {
    const mail = mailContext();
    inBackground('verification resend', async () => {
      const found = await findUserByEmail(database, parsed.data.email);
      if (found && !found.emailVerifiedAt)
        await sendVerification(database, { id: Number(found.id), email: found.email, name: found.name }, mail);
    });
  }
  return { status: 'success', message: t('auth:verify.resentIfExists') };
}

/**
 * The button of the page a "your email was changed" mail links to: puts the old address back
 * (restoreEmail) and signs this browser out too, as every other session.
 */
export async function restoreOldEmail(_prev: FormResult, formData: FormData): Promise<FormResult> {
  const { t } = requestContext();
  const claim = openRestoreClaim(formData.get('token'), appServices().config.sessionSecrets);
  const outcome = claim ? await restoreEmail(db(), claim) : 'invalid';
  if (outcome === 'invalid') return errorResult(t('auth:restoreEmail.invalid'), formData);
  if (outcome === 'taken') return errorResult(t('auth:restoreEmail.taken', { email: claim!.oldEmail }), formData);
  authSession().signOut();
  return { status: 'success', message: t('auth:restoreEmail.done', { email: claim!.oldEmail }) };
}
