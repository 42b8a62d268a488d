/**
 * Password hashing with Node's scrypt. Stored as `scrypt$N$r$p$saltB64$hashB64` so the cost
 * parameters travel with each hash: raising them later needs no migration, and a login with
 * an older hash rehashes it (`needsRehash`).
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** OWASP's scrypt baseline (N=2^17, r=8, p=1): about 128 MiB and ~0.2 s per hash. */
export const SCRYPT_PARAMS = { N: 131072, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
// Hashes we accept from the database; anything outside is refused rather than computed.
const MAX_N = 2 ** 20;
const MAX_RP = 32;

function scrypt(password: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(password.normalize('NFKC'), salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

const maxmem = (n: number, r: number, p: number) => 128 * n * r + 128 * r * p + 32 * 1024 * 1024;

/** `salt` is for deterministic seeding only; real sign-ups must let it default to random. */
export async function hashPassword(
  password: string,
  salt: Buffer = randomBytes(SALT_BYTES),
  params: { N: number; r: number; p: number } = SCRYPT_PARAMS,
): Promise<string> {
  const { N, r, p } = params;
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: maxmem(N, r, p) });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

function parse(stored: string): { n: number; r: number; p: number; salt: Buffer; expected: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [n, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (![n, r, p].every((x) => Number.isSafeInteger(x) && x > 0)) return null;
  if (n > MAX_N || (n & (n - 1)) !== 0 || r > MAX_RP || p > MAX_RP) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (expected.length < 16 || salt.length === 0) return null;
  return { n, r, p, salt, expected };
}

/** Constant-time comparison of the derived key; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const hash = parse(stored);
  if (!hash) return false;
  const actual = await scrypt(password, hash.salt, hash.expected.length, {
    N: hash.n,
    r: hash.r,
    p: hash.p,
    maxmem: maxmem(hash.n, hash.r, hash.p),
  });
  return timingSafeEqual(actual, hash.expected);
}

/** True when the hash was made with other parameters than today's: rehash after a successful login. */
export function needsRehash(stored: string): boolean {
  const hash = parse(stored);
  return (
    !hash || hash.n !== SCRYPT_PARAMS.N || hash.r !== SCRYPT_PARAMS.r || hash.p !== SCRYPT_PARAMS.p || hash.expected.length !== KEY_LENGTH
  );
}

let dummy: Promise<string> | null = null;

/**
 * Spends the same time as a real check when there is no hash to check (unknown email,
 * social-only account), so response time does not tell whether an account exists.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummy ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummy);
  return false;
}
