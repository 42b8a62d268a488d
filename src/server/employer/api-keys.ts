/**
 * Employer API keys: `kn_live_` and 43 characters of a random 256-bit secret. The key is
 * shown once; only its SHA-256 is stored (a secret this long needs no slow hash, and a plain
 * hash is one indexed lookup per request). The prefix with the first six characters is kept
 * to tell keys apart in a listing.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import { companyIdBySlug, insertEmployerKey, useEmployerKey, type EmployerKeyRow } from '../db/repos/employer-keys-repo';
import { EMPLOYER_SCOPES, type EmployerScope } from '../../shared/validation/employer-job-schema';

const KEY_PREFIX = 'kn_live_';
const KEY_PATTERN = /^kn_live_[A-Za-z0-9_-]{43}$/;

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

function isEmployerScope(value: string): value is EmployerScope {
  return (EMPLOYER_SCOPES as readonly string[]).includes(value);
}

export type CreateKeyResult = { ok: true; key: string; row: EmployerKeyRow } | { ok: false; reason: 'unknown-company' | 'bad-scope' };

export async function createEmployerKey(
  db: Db,
  input: { companySlug: string; scopes: readonly string[]; label?: string },
): Promise<CreateKeyResult> {
  const scopes = [...new Set(input.scopes)];
  if (scopes.length === 0 || !scopes.every(isEmployerScope)) return { ok: false, reason: 'bad-scope' };
  const companyId = await companyIdBySlug(db, input.companySlug);
  if (companyId === null) return { ok: false, reason: 'unknown-company' };
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await insertEmployerKey(db, {
    companyId,
    label: (input.label ?? '').trim().slice(0, 200),
    prefix: key.slice(0, KEY_PREFIX.length + 6),
    keyHash: hashKey(key),
    scopes,
  });
  return { ok: true, key, row };
}

export interface EmployerCaller {
  readonly keyId: number;
  readonly companyId: number;
  readonly scopes: readonly string[];
}

/** The company and scopes behind a presented key; null for a malformed, unknown or revoked one. */
export async function authenticateEmployerKey(db: Db, presented: string | null): Promise<EmployerCaller | null> {
  if (!presented || !KEY_PATTERN.test(presented)) return null;
  const key = await useEmployerKey(db, hashKey(presented));
  return key && { keyId: key.id, companyId: key.companyId, scopes: key.scopes };
}
