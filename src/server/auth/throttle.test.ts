import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_LIMITS, loginSucceeded, resetAuthLimits, retryMinutes, throttleForgotPassword, throttleLogin } from './throttle';

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

  it('limits reset mails per account', () => {
    for (let i = 0; i < AUTH_LIMITS.forgotAccount.limit; i += 1) expect(throttleForgotPassword(`10.0.0.${i}`, 'a@example.com').allowed).toBe(true);
    expect(throttleForgotPassword('10.0.0.99', 'a@example.com').allowed).toBe(false);
  });

  it('rounds the wait up to whole minutes, at least one', () => {
    expect(retryMinutes({ retryAfterMs: 1 })).toBe(1);
    expect(retryMinutes({ retryAfterMs: 60_001 })).toBe(2);
  });
});
