/**
 * Storage key names for auth tokens ("prefix auth. with token key suffix _token
 * and refresh suffix _refresh_token"). Read literally: `auth.<strategy>_token` and
 * `auth.<strategy>_refresh_token`, e.g. `auth.local_token`. The same names are used for
 * the cookie and for localStorage so the server can read what the browser stored.
 */

const AUTH_STORAGE_PREFIX = 'auth.';
const TOKEN_KEY_SUFFIX = '_token';
const REFRESH_TOKEN_KEY_SUFFIX = '_refresh_token';
const DEFAULT_AUTH_STRATEGY = 'local';

// Keys end up as cookie names, which forbid separators such as ; = , and spaces.
const STRATEGY_NAME = /^[a-z][a-z0-9-]*$/;

function assertStrategy(strategy: string): void {
  if (!STRATEGY_NAME.test(strategy)) {
    throw new Error(`Invalid auth strategy name: ${JSON.stringify(strategy)}`);
  }
}

export function tokenStorageKey(strategy: string = DEFAULT_AUTH_STRATEGY): string {
  assertStrategy(strategy);
  return `${AUTH_STORAGE_PREFIX}${strategy}${TOKEN_KEY_SUFFIX}`;
}

export function refreshTokenStorageKey(strategy: string = DEFAULT_AUTH_STRATEGY): string {
  assertStrategy(strategy);
  return `${AUTH_STORAGE_PREFIX}${strategy}${REFRESH_TOKEN_KEY_SUFFIX}`;
}
