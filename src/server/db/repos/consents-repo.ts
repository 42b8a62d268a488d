/**
 * Consent records (0086): append-only rows of what a user agreed to or withdrew, when, to which
 * version of the text, and where. The latest row per purpose is the current state; the rows
 * before it are the history the export hands over.
 */
import type { Db } from '../db';

export const CONSENT_PURPOSES = ['terms', 'application-agreement', 'application-emails', 'job-alert-emails', 'public-profile'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export type ConsentSource = 'registration' | 'social-sign-up' | 'apply' | 'settings' | 'profile' | 'job-alert' | 'api' | 'migration';

/**
 * The version of the text each purpose is agreed to under: change it when the wording a user
 * agrees to changes (terms page, apply form, settings), so old rows keep saying what they meant.
 */
export const CONSENT_TEXT_VERSIONS: Readonly<Record<ConsentPurpose, string>> = {
  terms: '2026-11-29',
  'application-agreement': '2026-11-29',
  'application-emails': '2026-11-29',
  'job-alert-emails': '2026-11-29',
  'public-profile': '2026-11-29',
};

export interface ConsentRecord {
  readonly purpose: ConsentPurpose;
  readonly granted: boolean;
  readonly textVersion: string;
  readonly source: ConsentSource;
  readonly recordedAt: Date;
}

interface ConsentRow {
  purpose: ConsentPurpose;
  granted: boolean;
  text_version: string;
  source: ConsentSource;
  recorded_at: Date;
}

const toRecord = (r: ConsentRow): ConsentRecord => ({
  purpose: r.purpose,
  granted: r.granted,
  textVersion: r.text_version,
  source: r.source,
  recordedAt: new Date(r.recorded_at),
});

export function isConsentPurpose(value: unknown): value is ConsentPurpose {
  return typeof value === 'string' && (CONSENT_PURPOSES as readonly string[]).includes(value);
}

export async function recordConsent(
  db: Db,
  userId: number,
  purpose: ConsentPurpose,
  granted: boolean,
  source: ConsentSource,
): Promise<void> {
  await db.query('INSERT INTO consents (user_id, purpose, granted, text_version, source) VALUES ($1, $2, $3, $4, $5)', [
    userId,
    purpose,
    granted,
    CONSENT_TEXT_VERSIONS[purpose],
    source,
  ]);
}

/** The latest record of each purpose the user has one for. */
export async function currentConsents(db: Db, userId: number): Promise<Map<ConsentPurpose, ConsentRecord>> {
  const { rows } = await db.query<ConsentRow>(
    `SELECT DISTINCT ON (purpose) purpose, granted, text_version, source, recorded_at
     FROM consents WHERE user_id = $1 ORDER BY purpose, recorded_at DESC, id DESC`,
    [userId],
  );
  return new Map(rows.map((r) => [r.purpose, toRecord(r)]));
}

/** Every record, oldest first. */
export async function consentHistory(db: Db, userId: number): Promise<ConsentRecord[]> {
  const { rows } = await db.query<ConsentRow>(
    'SELECT purpose, granted, text_version, source, recorded_at FROM consents WHERE user_id = $1 ORDER BY recorded_at, id',
    [userId],
  );
  return rows.map(toRecord);
}

/** Whether the latest record of the purpose is a withdrawal (no record: never withdrawn). */
export async function consentWithdrawn(db: Db, userId: number, purpose: ConsentPurpose): Promise<boolean> {
  const { rows } = await db.query<{ granted: boolean }>(
    'SELECT granted FROM consents WHERE user_id = $1 AND purpose = $2 ORDER BY recorded_at DESC, id DESC LIMIT 1',
    [userId, purpose],
  );
  return rows[0]?.granted === false;
}

/** Records the purpose's new state only when it differs from the current one (or there is none yet). */
export async function recordConsentChange(
  db: Db,
  userId: number,
  purpose: ConsentPurpose,
  granted: boolean,
  source: ConsentSource,
): Promise<boolean> {
  const { rows } = await db.query<{ granted: boolean }>(
    'SELECT granted FROM consents WHERE user_id = $1 AND purpose = $2 ORDER BY recorded_at DESC, id DESC LIMIT 1',
    [userId, purpose],
  );
  if (rows[0]?.granted === granted) return false;
  await recordConsent(db, userId, purpose, granted, source);
  return true;
}

/** A new account: the terms it ticked (or agreed to by continuing with a provider), and the application emails that are on from the start. */
export async function recordNewAccountConsents(db: Db, userId: number, source: 'registration' | 'social-sign-up'): Promise<void> {
  await recordConsent(db, userId, 'terms', true, source);
  await recordConsent(db, userId, 'application-emails', true, source);
}
