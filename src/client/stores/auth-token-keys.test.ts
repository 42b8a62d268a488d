import { describe, expect, it } from 'vitest';
import { refreshTokenStorageKey, tokenStorageKey } from './auth-token-keys';

describe('auth token storage keys', () => {
  it.each<[string | undefined, string, string]>([
    [undefined, 'auth.local_token', 'auth.local_refresh_token'],
    ['local', 'auth.local_token', 'auth.local_refresh_token'],
    ['google', 'auth.google_token', 'auth.google_refresh_token'],
    ['social-login', 'auth.social-login_token', 'auth.social-login_refresh_token'],
  ])('strategy %j → %s / %s', (strategy, token, refresh) => {
    expect(tokenStorageKey(strategy)).toBe(token);
    expect(refreshTokenStorageKey(strategy)).toBe(refresh);
  });

  it('token and refresh token never share a key (logout must clear both)', () => {
    expect(tokenStorageKey()).not.toBe(refreshTokenStorageKey());
  });

  it.each([[''], ['Local'], ['a b'], ['x;y'], ['a=b'], ['1st']])('rejects strategy %j that cannot be a cookie name', (strategy) => {
    expect(() => tokenStorageKey(strategy)).toThrow(/Invalid auth strategy/);
    expect(() => refreshTokenStorageKey(strategy)).toThrow(/Invalid auth strategy/);
  });
});
