import { describe, expect, it } from 'vitest';
import { newNonce } from './nonce';

describe('newNonce', () => {
  it('gives every response a different 24-character base64 nonce, across refills of its random pool', () => {
    const nonces = Array.from({ length: 2000 }, () => newNonce());
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
