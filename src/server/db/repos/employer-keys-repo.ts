/** Employer API keys (migration 0075): rows hold the key's SHA-256 and prefix, never the key. */
import type { Db } from '../db.js';

export interface EmployerKeyRow {
  id: number;
  companyId: number;
  companySlug: string;
  label: string;
  prefix: string;
  scopes: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

interface KeyRow {
  id: number;
  company_id: number;
  company_slug: string;
  label: string;
  prefix: string;
  scopes: string[];
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const COLUMNS = `k.id, k.company_id, c.slug AS company_slug, k.label, k.prefix, k.scopes, k.created_at, k.last_used_at, k.revoked_at`;

function toKey(r: KeyRow): EmployerKeyRow {
  return {
    id: Number(r.id),
    companyId: Number(r.company_id),
    companySlug: r.company_slug,
    label: r.label,
    prefix: r.prefix,
    scopes: r.scopes,
    createdAt: r.created_at,
    lastUsedAt: r.last_used_at,
    revokedAt: r.revoked_at,
  };
}

export async function companyIdBySlug(db: Db, slug: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM companies WHERE slug = $1', [slug]);
  return rows[0] ? Number(rows[0].id) : null;
}

/** Companies whose slug or name contains `text` (all when empty), for an operator choosing one. */
export async function findCompanies(db: Db, text: string, limit = 50): Promise<{ slug: string; name: string }[]> {
  const { rows } = await db.query<{ slug: string; name: string }>(
    `SELECT slug, name FROM companies
     WHERE $1 = '' OR slug LIKE '%' || $1 || '%' OR lower(name) LIKE '%' || $1 || '%'
     ORDER BY name, slug LIMIT $2`,
    [text.trim().toLowerCase(), limit],
  );
  return rows;
}

export async function insertEmployerKey(
  db: Db,
  key: { companyId: number; label: string; prefix: string; keyHash: string; scopes: readonly string[] },
): Promise<EmployerKeyRow> {
  const { rows } = await db.query<KeyRow>(
    `WITH k AS (
       INSERT INTO employer_api_keys (company_id, label, prefix, key_hash, scopes) VALUES ($1, $2, $3, $4, $5::text[]) RETURNING *
     )
     SELECT ${COLUMNS} FROM k JOIN companies c ON c.id = k.company_id`,
    [key.companyId, key.label, key.prefix, key.keyHash, [...key.scopes]],
  );
  return toKey(rows[0]!);
}

export async function listEmployerKeys(db: Db, companyId?: number): Promise<EmployerKeyRow[]> {
  const { rows } = await db.query<KeyRow>(
    `SELECT ${COLUMNS} FROM employer_api_keys k JOIN companies c ON c.id = k.company_id
     WHERE $1::bigint IS NULL OR k.company_id = $1 ORDER BY k.id`,
    [companyId ?? null],
  );
  return rows.map(toKey);
}

/** False when there is no such key or it was revoked before. */
export async function revokeEmployerKey(db: Db, id: number): Promise<boolean> {
  const { rowCount } = await db.query('UPDATE employer_api_keys SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [id]);
  return rowCount > 0;
}

/**
 * The live key with this hash, its use recorded. last_used_at is written at most once a
 * minute: a busy integration would otherwise rewrite the row on every request.
 */
export async function useEmployerKey(db: Db, keyHash: string): Promise<{ id: number; companyId: number; scopes: string[] } | null> {
  const { rows } = await db.query<{ id: number; company_id: number; scopes: string[]; stale: boolean }>(
    `SELECT id, company_id, scopes, (last_used_at IS NULL OR last_used_at < now() - interval '1 minute') AS stale
     FROM employer_api_keys WHERE key_hash = $1 AND revoked_at IS NULL`,
    [keyHash],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.stale) await db.query('UPDATE employer_api_keys SET last_used_at = now() WHERE id = $1', [row.id]);
  return { id: Number(row.id), companyId: Number(row.company_id), scopes: row.scopes };
}
