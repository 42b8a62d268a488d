/**
 * Rate limits on the account endpoints (form and API share them) and the contact form,
 * counted in the database (db/repos/rate-limits-repo.ts): once for the whole site, whatever
 * the number of cluster workers or instances.
 *
 * Login counts attempts per IP+email pair and per IP, never per email alone: someone
 * hammering a victim's address from elsewhere cannot lock the victim out. A browser that has
 * signed in to an account before (it carries that account's device cookie) is counted per
 * device instead, so an attacker exhausting a shared office IP cannot lock out the people
 * who work there. A successful login clears its pair.
 */
import type { Db } from '../db/db';
import { clearRateLimit, hitRateLimit, pruneRateLimits, unhitRateLimit, type RateLimitRule } from '../db/repos/rate-limits-repo';

const MINUTE = 60_000;

const AUTH_LIMITS = {
  loginPair: { limit: 5, windowMs: 15 * MINUTE },
  loginIp: { limit: 100, windowMs: 15 * MINUTE },
  loginDevice: { limit: 5, windowMs: 15 * MINUTE },
  registerIp: { limit: 10, windowMs: 60 * MINUTE },
  forgotIp: { limit: 10, windowMs: 60 * MINUTE },
  forgotPair: { limit: 3, windowMs: 60 * MINUTE },
  forgotAccount: { limit: 10, windowMs: 60 * MINUTE },
  verifyPair: { limit: 3, windowMs: 60 * MINUTE },
  verifyAccount: { limit: 10, windowMs: 60 * MINUTE },
  passwordCheck: { limit: 5, windowMs: 15 * MINUTE },
  contactIp: { limit: 5, windowMs: 10 * MINUTE },
  /** Candidates' file uploads per account: enough to retry and replace, not to fill the storage. */
  uploadAccount: { limit: 30, windowMs: 10 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

type LimiterName = keyof typeof AUTH_LIMITS;

export type Throttle = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterMs: number };

const ALLOWED: Throttle = { allowed: true };

/** Rows of expired windows are removed now and then, in the background. */
const PRUNE_EVERY = 500;
let hitsSincePrune = 0;

function hit(db: Db, name: LimiterName, key: string) {
  if ((hitsSincePrune += 1) >= PRUNE_EVERY) {
    hitsSincePrune = 0;
    void pruneRateLimits(db).catch(() => undefined);
  }
  return hitRateLimit(db, name, key, AUTH_LIMITS[name]);
}

/** Checks in order and stops at the first refusal, so a refused request is not counted further down. */
async function check(db: Db, ...hits: [LimiterName, string][]): Promise<Throttle> {
  for (const [name, key] of hits) {
    const decision = await hit(db, name, key);
    if (!decision.allowed) return { allowed: false, retryAfterMs: decision.retryAfterMs };
  }
  return ALLOWED;
}

const norm = (email: string) => email.trim().toLowerCase();

export interface LoginAttempt {
  readonly ip: string;
  readonly email: string;
  /** The id of this browser's device cookie when it was issued for this very address, else null. */
  readonly deviceId: string | null;
}

export function throttleLogin(db: Db, attempt: LoginAttempt): Promise<Throttle> {
  if (attempt.deviceId) return check(db, ['loginDevice', attempt.deviceId]);
  return check(db, ['loginIp', attempt.ip], ['loginPair', `${attempt.ip}|${norm(attempt.email)}`]);
}

/** A login that succeeded clears its pair and is no try against its IP: an office's busy morning never adds up to a lock-out. */
export async function loginSucceeded(db: Db, attempt: LoginAttempt): Promise<void> {
  await clearRateLimit(db, 'loginPair', `${attempt.ip}|${norm(attempt.email)}`);
  if (!attempt.deviceId) await unhitRateLimit(db, 'loginIp', attempt.ip);
  if (attempt.deviceId) await clearRateLimit(db, 'loginDevice', attempt.deviceId);
}

export function throttleRegister(db: Db, ip: string): Promise<Throttle> {
  return check(db, ['registerIp', ip]);
}

/**
 * Reset and verification mails: the requester is told to wait per IP and per IP+address
 * pair. The cap per address alone (mail bombing from many IPs) refuses silently
 * (`mail: false`): a refusal shown to everyone would let a stranger block the owner's reset,
 * and the owner's earlier links stay valid (a new link does not void them).
 */
export type MailThrottle = Throttle & { readonly mail?: boolean };

async function throttleMail(
  db: Db,
  ipLimit: LimiterName,
  pairLimit: LimiterName,
  accountLimit: LimiterName,
  ip: string,
  email: string,
): Promise<MailThrottle> {
  const shown = await check(db, [ipLimit, ip], [pairLimit, `${ip}|${norm(email)}`]);
  if (!shown.allowed) return shown;
  return { allowed: true, mail: (await hit(db, accountLimit, norm(email))).allowed };
}

export function throttleForgotPassword(db: Db, ip: string, email: string): Promise<MailThrottle> {
  return throttleMail(db, 'forgotIp', 'forgotPair', 'forgotAccount', ip, email);
}

/** Separate counters from the reset mails: resending a verification link does not use up password resets. */
export function throttleVerificationMail(db: Db, ip: string, email: string): Promise<MailThrottle> {
  return throttleMail(db, 'forgotIp', 'verifyPair', 'verifyAccount', ip, email);
}

/**
 * The current password asked for by the account settings: a stolen session must not be
 * able to guess it without limit. Counted per account; a right password clears the count.
 */
export function throttlePasswordCheck(db: Db, userId: number): Promise<Throttle> {
  return check(db, ['passwordCheck', String(userId)]);
}

export function passwordCheckSucceeded(db: Db, userId: number): Promise<void> {
  return clearRateLimit(db, 'passwordCheck', String(userId));
}

/** Contact form: stored messages per client IP. */
export function throttleContact(db: Db, ip: string): Promise<Throttle> {
  return check(db, ['contactIp', ip]);
}

/** Resume, avatar and video uploads: per candidate account. */
export function throttleUpload(db: Db, userId: number): Promise<Throttle> {
  return check(db, ['uploadAccount', String(userId)]);
}

/** Whole minutes to wait, at least 1: "Try again in N minutes." */
export function retryMinutes(throttle: { retryAfterMs: number }): number {
  return Math.max(1, Math.ceil(throttle.retryAfterMs / MINUTE));
}
