/**
 * Rate limits on the account endpoints (form and API share them). Login counts attempts per
 * IP+email pair and per IP, never per email alone: someone hammering a victim's address from
 * elsewhere cannot lock the victim out. A successful login clears its pair.
 *
 * Kept on globalThis: the server functions (react-server layer) and the JSON API (default
 * layer) bundle separate copies of this file but must count together.
 */
import { createRateLimiter, type RateLimiter } from '../http/rate-limit';

const MINUTE = 60_000;

export const AUTH_LIMITS = {
  loginPair: { limit: 5, windowMs: 15 * MINUTE },
  loginIp: { limit: 100, windowMs: 15 * MINUTE },
  registerIp: { limit: 10, windowMs: 60 * MINUTE },
  forgotIp: { limit: 10, windowMs: 60 * MINUTE },
  forgotPair: { limit: 3, windowMs: 60 * MINUTE },
  forgotAccount: { limit: 10, windowMs: 60 * MINUTE },
  verifyPair: { limit: 3, windowMs: 60 * MINUTE },
  verifyAccount: { limit: 10, windowMs: 60 * MINUTE },
  passwordCheck: { limit: 5, windowMs: 15 * MINUTE },
} as const;

type LimiterName = keyof typeof AUTH_LIMITS;

const KEY = Symbol.for('karir.auth-limiters');
const slot = globalThis as unknown as Record<symbol, Record<LimiterName, RateLimiter> | undefined>;

function limiters(): Record<LimiterName, RateLimiter> {
  return (slot[KEY] ??= Object.fromEntries(
    Object.entries(AUTH_LIMITS).map(([name, options]) => [name, createRateLimiter(options)]),
  ) as Record<LimiterName, RateLimiter>);
}

export type Throttle = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterMs: number };

const ALLOWED: Throttle = { allowed: true };

/** Checks in order and stops at the first refusal, so a refused request is not counted further down. */
function check(...hits: [LimiterName, string][]): Throttle {
  for (const [name, key] of hits) {
    const decision = limiters()[name].hit(key);
    if (!decision.allowed) return { allowed: false, retryAfterMs: decision.retryAfterMs };
  }
  return ALLOWED;
}

const norm = (email: string) => email.trim().toLowerCase();

export function throttleLogin(ip: string, email: string): Throttle {
  return check(['loginIp', ip], ['loginPair', `${ip}|${norm(email)}`]);
}

export function loginSucceeded(ip: string, email: string): void {
  limiters().loginPair.reset(`${ip}|${norm(email)}`);
}

export function throttleRegister(ip: string): Throttle {
  return check(['registerIp', ip]);
}

/**
 * Reset and verification mails: the requester is told to wait per IP and per IP+address
 * pair. The cap per address alone (mail bombing from many IPs) refuses silently
 * (`mail: false`): a refusal shown to everyone would let a stranger block the owner's reset,
 * and the owner's earlier links stay valid (a new link does not void them).
 */
export type MailThrottle = Throttle & { readonly mail?: boolean };

function throttleMail(ipLimit: LimiterName, pairLimit: LimiterName, accountLimit: LimiterName, ip: string, email: string): MailThrottle {
  const shown = check([ipLimit, ip], [pairLimit, `${ip}|${norm(email)}`]);
  if (!shown.allowed) return shown;
  return { allowed: true, mail: limiters()[accountLimit].hit(norm(email)).allowed };
}

export function throttleForgotPassword(ip: string, email: string): MailThrottle {
  return throttleMail('forgotIp', 'forgotPair', 'forgotAccount', ip, email);
}

/** Separate counters from the reset mails: resending a verification link does not use up password resets. */
export function throttleVerificationMail(ip: string, email: string): MailThrottle {
  return throttleMail('forgotIp', 'verifyPair', 'verifyAccount', ip, email);
}

/**
 * The current password asked for by the account settings: a stolen session must not be
 * able to guess it without limit. Counted per account; a right password clears the count.
 */
export function throttlePasswordCheck(userId: number): Throttle {
  return check(['passwordCheck', String(userId)]);
}

export function passwordCheckSucceeded(userId: number): void {
  limiters().passwordCheck.reset(String(userId));
}

/** Whole minutes to wait, at least 1: "Try again in N minutes." */
export function retryMinutes(throttle: { retryAfterMs: number }): number {
  return Math.max(1, Math.ceil(throttle.retryAfterMs / MINUTE));
}

/** Tests only. */
export function resetAuthLimits(): void {
  for (const limiter of Object.values(limiters())) limiter.reset();
}
