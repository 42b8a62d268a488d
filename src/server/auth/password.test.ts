import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, SCRYPT_PARAMS, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with scrypt at the current parameters and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash.startsWith(`scrypt$${SCRYPT_PARAMS.N}$${SCRYPT_PARAMS.r}$${SCRYPT_PARAMS.p}$`)).toBe(true);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horse ', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
    // Random salt: the same password never hashes the same twice.
    expect(await hashPassword('correct horse')).not.toBe(hash);
  });

  it('flags old parameters for rehashing and refuses malformed or absurd stored hashes', async () => {
    const old = await hashPassword('pw', undefined, { N: 1024, r: 8, p: 1 });
    expect(await verifyPassword('pw', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    for (const bad of [
      '',
      'plain',
      'scrypt$x$8$1$AAAA$BBBB',
      `scrypt$${2 ** 30}$8$1$AAAAAAAAAAAAAAAAAAAAAA==$${'A'.repeat(88)}`,
      'scrypt$1000$8$1$AAAA$BBBB',
    ]) {
      expect(await verifyPassword('pw', bad)).toBe(false);
    }
  });
});
