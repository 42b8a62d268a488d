/**
 * Account use cases, shared by the server functions (forms) and the JSON API. Nothing here
 * knows about HTTP: callers pass the database, the translator of the user's language and
 * the public base URL for links.
 */
import { localizePath, type Locale } from '../../shared/locales';
import { removeObjects } from '../candidate-files/object-deletions';
import { eraseAccount } from '../data-rights/erase-account';
import type { Db } from '../db/db';
import {
  consumeEmailTokenFor,
  findPasswordHash,
  findSessionAccount,
  updateEmail,
  voidEmailTokens,
  type SessionAccount,
} from '../db/repos/accounts-repo';
import {
  consumeEmailToken,
  emailTokenUserVerified,
  insertApiToken,
  insertEmailToken,
  findActiveApiToken,
  consumeRefreshToken,
  revokeAllApiTokens,
  revokeApiToken,
} from '../db/repos/auth-tokens-repo';
import {
  bumpSessionVersion,
  createUser,
  EmailTakenError,
  findUserByEmail,
  findUserBySocialIdentity,
  linkSocialIdentity,
  markEmailVerified,
  setPasswordHash,
} from '../db/repos/users-repo';
import type { SessionUser } from './session-user';
import type { FileStorage } from '../storage/file-storage';
import type { Translate } from '../i18n/i18n';
import { logError } from '../../framework/server';
import { RESET_TTL_HOURS, sendAccountMail, VERIFY_TTL_HOURS } from './auth-mails';
import { queueAccountNotice } from '../account-mail/account-notices';
import type { RestoreClaim } from '../account-mail/restore-link';
import { hashPassword, needsRehash, verifyAgainstNothing, verifyPassword } from './password';
import { hashToken, looksLikeToken, randomToken } from './tokens';
import { recordNewAccountConsents } from '../db/repos/consents-repo';

const HOUR = 60 * 60 * 1000;

/** Where links in mails point and which language they speak. */
export interface MailContext {
  readonly t: Translate;
  readonly locale: Locale;
  readonly baseUrl: string;
}

export function toSessionUser(account: SessionAccount): SessionUser {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    scope: account.scope,
    emailVerified: account.emailVerified,
    hasPassword: account.hasPassword,
  };
}

/** The user as API clients see it: no hash, no session version, nothing secret. */
export function publicUser(account: SessionAccount) {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    email_verified: account.emailVerified,
    scope: account.scope,
    locale: account.preferredLocale,
  };
}

/** The session's user, or null when the account is gone or the session was ended (version bumped). */
export async function sessionAccount(db: Db, session: { userId?: number; sessionVersion?: number }): Promise<SessionAccount | null> {
  if (typeof session.userId !== 'number' || typeof session.sessionVersion !== 'number') return null;
  const account = await findSessionAccount(db, session.userId);
  return account && account.sessionVersion === session.sessionVersion ? account : null;
}

// ── Registration and verification ─────────────────────────────────────────

export type RegisterOutcome =
  { readonly ok: true; readonly account: SessionAccount } | { readonly ok: false; readonly reason: 'email-taken' };

export async function registerAccount(
  db: Db,
  input: { name: string; email: string; password: string },
  mail: MailContext,
): Promise<RegisterOutcome> {
  const passwordHash = await hashPassword(input.password);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const user = await createUser(tx, {
        name: input.name,
        email: input.email,
        passwordHash,
        preferredLocale: mail.locale,
        scope: ['candidate'],
      });
      // The form (and the API) refuse a registration whose terms box is not ticked.
      await recordNewAccountConsents(tx, user.id, 'registration');
      return user.id;
    });
  } catch (error) {
    if (error instanceof EmailTakenError) return { ok: false, reason: 'email-taken' };
    throw error;
  }
  const account = await findSessionAccount(db, id);
  if (!account) throw new Error('registered account vanished');
  await sendVerification(db, account, mail);
  return { ok: true, account };
}

/**
 * Issues a fresh verification link (older ones stay valid until one is used) and mails it. A mail failure is
 * logged, not thrown: the account exists either way and the user can ask for a new link.
 */
export async function sendVerification(
  db: Db,
  account: Pick<SessionAccount, 'id' | 'email' | 'name'>,
  mail: MailContext,
): Promise<boolean> {
  const token = randomToken();
  await insertEmailToken(db, {
    userId: account.id,
    purpose: 'verify',
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + VERIFY_TTL_HOURS * HOUR),
    sentTo: account.email,
  });
  const link = `${mail.baseUrl}${localizePath('/auth/verify', mail.locale)}?token=${token}`;
  try {
    await sendAccountMail('verify', { t: mail.t, to: account.email, name: account.name, link });
    return true;
  } catch (error) {
    logError('verification mail failed', error, { userId: account.id });
    return false;
  }
}

export type VerifyOutcome = 'verified' | 'already-verified' | 'invalid';

/**
 * Valid, unused, unexpired → the address is verified and the link is spent. A link that was
 * already spent (clicked twice, or opened first by a mail scanner) on an address that is now
 * verified is 'already-verified': the link always leads to a success message.
 */
export async function verifyEmail(db: Db, token: unknown): Promise<VerifyOutcome> {
  if (!looksLikeToken(token)) return 'invalid';
  const tokenHash = hashToken(token);
  const consumed = await consumeEmailToken(db, 'verify', tokenHash);
  if (consumed) {
    await db.transaction(async (tx) => {
      await markEmailVerified(tx, consumed.userId, consumed.sentTo);
      await voidEmailTokens(tx, consumed.userId, 'verify');
    });
    return 'verified';
  }
  return (await emailTokenUserVerified(db, 'verify', tokenHash)) ? 'already-verified' : 'invalid';
}

// ── Login ─────────────────────────────────────────────────────────────────

/**
 * The account for these credentials, or null. Unknown emails and password-less (social)
 * accounts cost the same hashing time as a wrong password. Old-parameter hashes are
 * upgraded on a successful login.
 */
export async function authenticate(db: Db, email: string, password: string): Promise<SessionAccount | null> {
  const user = await findUserByEmail(db, email);
  if (!user?.passwordHash) return verifyAgainstNothing(password).then(() => null);
  if (!(await verifyPassword(password, user.passwordHash))) return null;
  if (needsRehash(user.passwordHash)) await setPasswordHash(db, user.id, await hashPassword(password));
  return findSessionAccount(db, user.id);
}

// ── Password reset ────────────────────────────────────────────────────────

/**
 * Mails a reset link when the address has an account; says nothing either way. The mail is
 * sent in the background so the answer takes the same time for known and unknown addresses.
 */
export async function requestPasswordReset(db: Db, email: string, mail: MailContext): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = randomToken();
  await insertEmailToken(db, {
    userId: user.id,
    purpose: 'reset',
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TTL_HOURS * HOUR),
    sentTo: user.email,
  });
  const link = `${mail.baseUrl}${localizePath(`/auth/reset-password/${token}`, mail.locale)}?email=${encodeURIComponent(user.email)}`;
  void sendAccountMail('reset', { t: mail.t, to: user.email, name: user.name, link }).catch((error: unknown) =>
    logError('reset mail failed', error, { userId: user.id }),
  );
}

/**
 * Sets the new password when the link is valid for this email. Every session and API token
 * of the user ends; following the link also proves the address, so it counts as verified.
 */
export async function resetPassword(db: Db, input: { token: string; email: string; password: string; locale?: Locale }): Promise<boolean> {
  if (!looksLikeToken(input.token)) return false;
  const consumed = await consumeEmailTokenFor(db, 'reset', hashToken(input.token), input.email);
  if (!consumed) return false;
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, consumed.userId, passwordHash);
    // Only the address the link went to, and only if the account still has it.
    await markEmailVerified(tx, consumed.userId, consumed.sentTo);
    await bumpSessionVersion(tx, consumed.userId);
    await revokeAllApiTokens(tx, consumed.userId);
    await voidEmailTokens(tx, consumed.userId, 'reset');
    await queueAccountNotice(tx, consumed.userId, { kind: 'password-changed', via: 'reset' }, { locale: input.locale });
  });
  return true;
}

// ── Account settings ──────────────────────────────────────────────────────

/** Accounts with a password must give it; social-only accounts have none to give. */
/** True when `currentPassword` is the account's password, or the account has none (social login only). */
export async function currentPasswordMatches(db: Db, userId: number, currentPassword: string): Promise<boolean> {
  const hash = await findPasswordHash(db, userId);
  if (!hash) return true;
  return verifyPassword(currentPassword, hash);
}

export type ChangePasswordOutcome =
  { readonly ok: true; readonly sessionVersion: number } | { readonly ok: false; readonly reason: 'wrong-password' };

/**
 * Other sessions and API tokens end; the caller re-issues its own session with the returned
 * version. The account's address is told (in `locale`, else the user's language).
 */
export async function changePassword(
  db: Db,
  userId: number,
  currentPassword: string,
  newPassword: string,
  locale?: Locale,
): Promise<ChangePasswordOutcome> {
  if (!(await currentPasswordMatches(db, userId, currentPassword))) return { ok: false, reason: 'wrong-password' };
  const passwordHash = await hashPassword(newPassword);
  const sessionVersion = await db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, passwordHash);
    await revokeAllApiTokens(tx, userId);
    await voidEmailTokens(tx, userId, 'reset');
    await queueAccountNotice(tx, userId, { kind: 'password-changed', via: 'settings' }, { locale });
    return bumpSessionVersion(tx, userId);
  });
  return { ok: true, sessionVersion };
}

export type ChangeEmailOutcome =
  { readonly ok: true } | { readonly ok: false; readonly reason: 'wrong-password' | 'email-taken' | 'unchanged' };

/**
 * The new address replaces the old one unverified, and a verification link goes to it; the
 * old address is told, with a link that puts it back (restoreEmail).
 */
export async function changeEmail(
  db: Db,
  userId: number,
  newEmail: string,
  currentPassword: string,
  mail: MailContext,
): Promise<ChangeEmailOutcome> {
  const account = await findSessionAccount(db, userId);
  if (!account) return { ok: false, reason: 'wrong-password' };
  if (account.email.toLowerCase() === newEmail.toLowerCase()) return { ok: false, reason: 'unchanged' };
  if (!(await currentPasswordMatches(db, userId, currentPassword))) return { ok: false, reason: 'wrong-password' };
  try {
    await db.transaction(async (tx) => {
      await updateEmail(tx, userId, newEmail);
      // Links mailed to the old address stop working (they are bound to it as well).
      await voidEmailTokens(tx, userId, 'reset');
      await voidEmailTokens(tx, userId, 'verify');
      await queueAccountNotice(
        tx,
        userId,
        { kind: 'email-changed', userId, newEmail, oldVerified: account.emailVerified, changedAt: new Date().toISOString() },
        { locale: mail.locale, to: account.email },
      );
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return { ok: false, reason: 'email-taken' };
    throw error;
  }
  await sendVerification(db, { id: userId, email: newEmail, name: account.name }, mail);
  return { ok: true };
}

export type RestoreEmailOutcome = 'restored' | 'invalid' | 'taken';

/**
 * Puts back the address a (signed, checked) restore link names, while the account still has
 * the one it was changed to: verified again if it was before, every session and API token
 * ended (whoever changed it may be signed in), and the links mailed to the other address void.
 */
export async function restoreEmail(db: Db, claim: RestoreClaim): Promise<RestoreEmailOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const { rowCount } = await tx.query(
        `UPDATE users SET email = $2, email_verified_at = CASE WHEN $4::boolean THEN now() END
          WHERE id = $1 AND lower(email) = lower($3)`,
        [claim.userId, claim.oldEmail, claim.newEmail, claim.oldVerified],
      );
      if (rowCount === 0) return 'invalid';
      await bumpSessionVersion(tx, claim.userId);
      await revokeAllApiTokens(tx, claim.userId);
      await voidEmailTokens(tx, claim.userId, 'reset');
      await voidEmailTokens(tx, claim.userId, 'verify');
      return 'restored';
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return 'taken';
    throw error;
  }
}

/**
 * Deletes the account and every copy of its data (src/server/data-rights/erase-account.ts), and
 * its stored files: queued in the same transaction, removed from storage once it has committed.
 */
export async function deleteAccount(db: Db, storage: FileStorage, userId: number): Promise<void> {
  const keys = await db.transaction((tx) => eraseAccount(tx, userId));
  await removeObjects({ db, storage }, keys);
}

// ── Social login ──────────────────────────────────────────────────────────

export interface SocialProfile {
  readonly provider: string;
  readonly subject: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly name: string | null;
}

export type SocialOutcome =
  | { readonly ok: true; readonly account: SessionAccount; readonly created: boolean }
  | { readonly ok: false; readonly reason: 'email-unverified' | 'account-unverified' };

/**
 * A known identity signs in; otherwise a verified provider email either links to the
 * existing, verified account with that email or creates a new one. An unverified local
 * account is never linked: whoever registered it without proving the address must not
 * inherit a social login (nor the other way round).
 */
export async function socialSignIn(db: Db, profile: SocialProfile, locale: Locale): Promise<SocialOutcome> {
  const known = await findUserBySocialIdentity(db, profile.provider, profile.subject);
  if (known) {
    const account = await findSessionAccount(db, Number(known.id));
    if (account) return { ok: true, account, created: false };
  }
  if (!profile.email || !profile.emailVerified) return { ok: false, reason: 'email-unverified' };
  const existing = await findUserByEmail(db, profile.email);
  if (existing) {
    if (!existing.emailVerifiedAt) return { ok: false, reason: 'account-unverified' };
    await linkSocialIdentity(db, Number(existing.id), profile.provider, profile.subject, profile.email);
    const account = await findSessionAccount(db, Number(existing.id));
    if (!account) throw new Error('linked account vanished');
    return { ok: true, account, created: false };
  }
  const name = profile.name?.trim().slice(0, 100) || profile.email.split('@')[0]!.slice(0, 100);
  const id = await db.transaction(async (tx) => {
    const user = await createUser(tx, { name, email: profile.email!, passwordHash: null, preferredLocale: locale, scope: ['candidate'] });
    // The address as stored (createUser trims it), which the provider has just vouched for.
    await markEmailVerified(tx, user.id, user.email);
    await linkSocialIdentity(tx, user.id, profile.provider, profile.subject, profile.email);
    // The provider buttons say that continuing agrees to the terms.
    await recordNewAccountConsents(tx, user.id, 'social-sign-up');
    return user.id;
  });
  const account = await findSessionAccount(db, id);
  if (!account) throw new Error('social account vanished');
  return { ok: true, account, created: true };
}

// ── API tokens ────────────────────────────────────────────────────────────

const ACCESS_TOKEN_TTL_S = 60 * 60;
const REFRESH_TOKEN_TTL_MS = 30 * 24 * HOUR;

export interface TokenPair {
  readonly token: string;
  readonly refresh_token: string;
  readonly token_type: 'Bearer';
  readonly expires_in: number;
}

export async function issueApiTokens(db: Db, userId: number, family?: string): Promise<TokenPair> {
  const token = randomToken();
  const refresh = randomToken();
  await insertApiToken(db, {
    userId,
    family,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ACCESS_TOKEN_TTL_S * 1000),
    refreshHash: hashToken(refresh),
    refreshExpiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  return { token, refresh_token: refresh, token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_S };
}

/**
 * Rotation: the old pair is revoked as the new one is issued; a refresh token works once, and
 * presenting it again ends every pair descended from the same login.
 */
export async function refreshApiTokens(db: Db, refreshToken: unknown): Promise<TokenPair | null> {
  if (!looksLikeToken(refreshToken)) return null;
  const consumed = await consumeRefreshToken(db, hashToken(refreshToken));
  if (!consumed) return null;
  return issueApiTokens(db, consumed.userId, consumed.family);
}

export async function accountForApiToken(db: Db, token: unknown): Promise<SessionAccount | null> {
  if (!looksLikeToken(token)) return null;
  const found = await findActiveApiToken(db, hashToken(token));
  return found ? findSessionAccount(db, Number(found.userId)) : null;
}

export async function revokeApiTokenQuietly(db: Db, token: unknown): Promise<void> {
  if (looksLikeToken(token)) await revokeApiToken(db, hashToken(token));
}
