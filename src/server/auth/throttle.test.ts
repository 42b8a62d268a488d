import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, type TestDb } from '../db/test-db';
import {
  loginSucceeded,
  passwordCheckSucceeded,
  retryMinutes,
  throttleForgotPassword,
  throttleLogin,
  throttlePasswordCheck,
  throttleUpload,
  throttleVerificationMail,
} from './throttle';

const login = (ip: string, email: string, deviceId: string | null = null) => ({ ip, email, deviceId });

/** The limits as the README promises them, written out so a change in throttle.ts alone fails here. */
const DOCUMENTED = {
  loginPair: 5,
  loginIp: 100,
  loginDevice: 5,
  forgotPair: 3,
  forgotAccount: 10,
  passwordCheck: 5,
  uploadAccount: 30,
};

describe.each(testEngines())('account rate limits ($engine)', (engine) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await engine.open();
  });
  afterAll(() => testDb.cleanup());
  const db = () => testDb.db;

  it('limits login per IP and account pair, without locking the account for other addresses', async () => {
    for (let i = 0; i < DOCUMENTED.loginPair; i += 1)
      expect((await throttleLogin(db(), login('1.1.1.1', 'victim@example.com'))).allowed).toBe(true);
    const refused = await throttleLogin(db(), login('1.1.1.1', 'Victim@Example.com '));
    expect(refused.allowed).toBe(false);
    expect(!refused.allowed && retryMinutes(refused)).toBe(15);
    // The victim, elsewhere, still gets in.
    expect((await throttleLogin(db(), login('2.2.2.2', 'victim@example.com'))).allowed).toBe(true);
  });

  it('a successful login clears its pair', async () => {
    for (let i = 0; i < DOCUMENTED.loginPair - 1; i += 1) await throttleLogin(db(), login('1.1.1.2', 'me@example.com'));
    await loginSucceeded(db(), login('1.1.1.2', 'me@example.com'));
    for (let i = 0; i < DOCUMENTED.loginPair; i += 1)
      expect((await throttleLogin(db(), login('1.1.1.2', 'me@example.com'))).allowed).toBe(true);
  });

  it('limits one IP across many accounts, but counts a browser that signed in to the account before per device', async () => {
    let refusedAt = -1;
    for (let i = 0; i <= DOCUMENTED.loginIp && refusedAt < 0; i += 1) {
      if (!(await throttleLogin(db(), login('3.3.3.3', `user${i}@example.com`))).allowed) refusedAt = i;
    }
    expect(refusedAt).toBe(DOCUMENTED.loginIp);
    expect((await throttleLogin(db(), login('3.3.3.3', 'office@example.com'))).allowed).toBe(false);
    // The office worker's own browser still gets its tries, and only its own.
    for (let i = 0; i < DOCUMENTED.loginDevice; i += 1)
      expect((await throttleLogin(db(), login('3.3.3.3', 'office@example.com', 'device-1'))).allowed).toBe(true);
    expect((await throttleLogin(db(), login('3.3.3.3', 'office@example.com', 'device-1'))).allowed).toBe(false);
  });

  it('does not count a successful login against its IP', async () => {
    for (let i = 0; i < DOCUMENTED.loginIp + 5; i += 1) {
      expect((await throttleLogin(db(), login('5.5.5.5', `worker${i}@example.com`))).allowed).toBe(true);
      await loginSucceeded(db(), login('5.5.5.5', `worker${i}@example.com`));
    }
  });

  it('counts concurrent attempts exactly, as several server processes would send them', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => throttleLogin(db(), login('4.4.4.4', 'race@example.com'))));
    expect(results.filter((result) => result.allowed)).toHaveLength(DOCUMENTED.loginPair);
  });

  it('tells one IP to wait after three reset requests for one address; other addresses and the owner elsewhere go on', async () => {
    for (let i = 0; i < DOCUMENTED.forgotPair; i += 1)
      expect(await throttleForgotPassword(db(), '10.0.0.1', 'a@example.com')).toEqual({ allowed: true, mail: true });
    expect((await throttleForgotPassword(db(), '10.0.0.1', 'A@example.com')).allowed).toBe(false);
    expect(await throttleForgotPassword(db(), '10.0.0.1', 'b@example.com')).toEqual({ allowed: true, mail: true });
    expect(await throttleForgotPassword(db(), '10.9.9.9', 'a@example.com')).toEqual({ allowed: true, mail: true });
  });

  it('caps reset mails per address across IPs without showing strangers a refusal that would block the owner', async () => {
    for (let i = 0; i < DOCUMENTED.forgotAccount; i += 1)
      expect((await throttleForgotPassword(db(), `10.0.1.${i}`, 'victim@example.com')).mail).toBe(true);
    // The owner, from a fresh IP: the form answers as usual, only no further mail goes out this hour.
    expect(await throttleForgotPassword(db(), '10.0.2.1', 'victim@example.com')).toEqual({ allowed: true, mail: false });
    // Verification mails count apart: resending them does not use up password resets, nor the other way round.
    expect(await throttleVerificationMail(db(), '10.0.2.1', 'victim@example.com')).toEqual({ allowed: true, mail: true });
  });

  it('limits guesses of the current password per account; the right password clears the count', async () => {
    for (let i = 0; i < DOCUMENTED.passwordCheck - 1; i += 1) await throttlePasswordCheck(db(), 42);
    await passwordCheckSucceeded(db(), 42);
    for (let i = 0; i < DOCUMENTED.passwordCheck; i += 1) expect((await throttlePasswordCheck(db(), 42)).allowed).toBe(true);
    const refused = await throttlePasswordCheck(db(), 42);
    expect(!refused.allowed && retryMinutes(refused)).toBe(15);
    expect((await throttlePasswordCheck(db(), 43)).allowed).toBe(true);
  });

  it('limits file uploads per candidate account, each account on its own', async () => {
    for (let i = 0; i < DOCUMENTED.uploadAccount; i += 1) expect((await throttleUpload(db(), 501)).allowed).toBe(true);
    const refused = await throttleUpload(db(), 501);
    expect(refused.allowed).toBe(false);
    expect(refused.allowed ? 0 : refused.retryAfterMs).toBeGreaterThan(0);
    expect((await throttleUpload(db(), 502)).allowed).toBe(true);
  });

  it('keeps no address or IP in the clear', async () => {
    const { rows } = await db().query<{ key_hash: string }>('SELECT key_hash FROM rate_limits');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => /@|\d+\.\d+\.\d+\.\d+/.test(row.key_hash))).toBe(false);
  });

  it('rounds the wait up to whole minutes, at least one', () => {
    expect(retryMinutes({ retryAfterMs: 1 })).toBe(1);
    expect(retryMinutes({ retryAfterMs: 60_001 })).toBe(2);
  });
});
