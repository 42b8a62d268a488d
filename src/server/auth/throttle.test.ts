import { beforeEach, describe, expect, it } from 'vitest';
import {
  AUTH_LIMITS, loginSucceeded, passwordCheckSucceeded, resetAuthLimits, retryMinutes, throttleForgotPassword, throttleLogin, throttlePasswordCheck,
  throttleVerificationMail,
} from './throttle';

describe('account rate limits', () => {
  beforeEach(() => resetAuthLimits());

  it('limits login per IP and account pair, without locking the account for other addresses', () => {
    for (let i = 0; i < AUTH_LIMITS.loginPair.limit; i += 1) expect(throttleLogin('1.1.1.1', 'victim@example.com').allowed).toBe(true);
    const refused = throttleLogin('1.1.1.1', 'Victim@Example.com ');
    expect(refused.allowed).toBe(false);
    expect(!refused.allowed && retryMinutes(refused)).toBe(15);
    // The victim, elsewhere, still gets in.
    expect(throttleLogin('2.2.2.2', 'victim@example.com').allowed).toBe(true);
  });

  it('a successful login clears its pair', () => {
    for (let i = 0; i < AUTH_LIMITS.loginPair.limit - 1; i += 1) throttleLogin('1.1.1.1', 'me@example.com');
    loginSucceeded('1.1.1.1', 'me@example.com');
    for (let i = 0; i < AUTH_LIMITS.loginPair.limit; i += 1) expect(throttleLogin('1.1.1.1', 'me@example.com').allowed).toBe(true);
  });

  it('limits one IP across many accounts', () => {
    let refused = false;
    for (let i = 0; i <= AUTH_LIMITS.loginIp.limit && !refused; i += 1) refused = !throttleLogin('3.3.3.3', `user${i}@example.com`).allowed;
    expect(refused).toBe(true);
  });

  it('tells one IP to wait after three reset requests for one address; other addresses and the owner elsewhere go on', () => {
    for (let i = 0; i < AUTH_LIMITS.forgotPair.limit; i += 1) expect(throttleForgotPassword('10.0.0.1', 'a@example.com')).toEqual({ allowed: true, mail: true });
    expect(throttleForgotPassword('10.0.0.1', 'A@example.com').allowed).toBe(false);
    expect(throttleForgotPassword('10.0.0.1', 'b@example.com')).toEqual({ allowed: true, mail: true });
    expect(throttleForgotPassword('10.9.9.9', 'a@example.com')).toEqual({ allowed: true, mail: true });
  });

  it('caps reset mails per address across IPs without showing strangers a refusal that would block the owner', () => {
    for (let i = 0; i < AUTH_LIMITS.forgotAccount.limit; i += 1) expect(throttleForgotPassword(`10.0.1.${i}`, 'victim@example.com').mail).toBe(true);
    // The owner, from a fresh IP: the form answers as usual, only no further mail goes out this hour.
    expect(throttleForgotPassword('10.0.2.1', 'victim@example.com')).toEqual({ allowed: true, mail: false });
    // Verification mails count apart: resending them does not use up password resets, nor the other way round.
    expect(throttleVerificationMail('10.0.2.1', 'victim@example.com')).toEqual({ allowed: true, mail: true });
  });

  it('limits guesses of the current password per account; the right password clears the count', () => {
    for (let i = 0; i < AUTH_LIMITS.passwordCheck.limit - 1; i += 1) throttlePasswordCheck(42);
    passwordCheckSucceeded(42);
    for (let i = 0; i < AUTH_LIMITS.passwordCheck.limit; i += 1) expect(throttlePasswordCheck(42).allowed).toBe(true);
    const refused = throttlePasswordCheck(42);
    expect(!refused.allowed && retryMinutes(refused)).toBe(15);
    expect(throttlePasswordCheck(43).allowed).toBe(true);
  });

  it('rounds the wait up to whole minutes, at least one', () => {
    expect(retryMinutes({ retryAfterMs: 1 })).toBe(1);
    expect(retryMinutes({ retryAfterMs: 60_001 })).toBe(2);
  });
});
