/** Accounts. Password hashing happens in the caller (see seed/password-hash.ts); only hashes come here. */
import type { Db } from '../db.js';
import type { Locale } from '../../../shared/locales';

export interface User {
  id: number;
  email: string;
  name: string;
  role: 'candidate' | 'employer' | 'admin';
  emailVerifiedAt: Date | null;
  preferredLocale: Locale;
  /** A list or a map, read by permission checks. */
  scope: string[] | Record<string, unknown>;
  sessionVersion: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Only for the login check; never hand this to a page. */
export interface UserWithPassword extends User {
  passwordHash: string | null;
}

interface UserRow {
  id: number;
  email: string;
  name: string;
  role: User['role'];
  email_verified_at: Date | null;
  preferred_locale: Locale;
  scope: User['scope'];
  session_version: number;
  created_at: Date;
  updated_at: Date;
  password_hash: string | null;
}

const USER_COLUMNS = `id, email, name, role, email_verified_at, preferred_locale, scope, session_version, created_at, updated_at, password_hash`;

function toUser(r: UserRow): User {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    emailVerifiedAt: r.email_verified_at,
    preferredLocale: r.preferred_locale,
    scope: r.scope,
    sessionVersion: r.session_version,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export class EmailTakenError extends Error {
  constructor() {
    super('An account with this email already exists');
    this.name = 'EmailTakenError';
  }
}

export interface NewUser {
  email: string;
  name: string;
  passwordHash: string | null;
  preferredLocale?: Locale;
  scope?: string[] | Record<string, unknown>;
}

export async function createUser(db: Db, input: NewUser): Promise<User> {
  try {
    const { rows } = await db.query<UserRow>(
      `INSERT INTO users (email, name, password_hash, preferred_locale, scope) VALUES ($1, $2, $3, $4, $5) RETURNING ${USER_COLUMNS}`,
      [
        input.email.trim(),
        input.name.trim(),
        input.passwordHash,
        input.preferredLocale ?? 'en-US',
        JSON.stringify(input.scope ?? ['candidate']),
      ],
    );
    const r = rows[0];
    if (!r) throw new Error('user insert returned no row');
    return toUser(r);
  } catch (err) {
    // 23505 unique_violation on lower(email): a friendly error the register form can map.
    if ((err as { code?: string }).code === '23505') throw new EmailTakenError();
    throw err;
  }
}

export async function findUserByEmail(db: Db, email: string): Promise<UserWithPassword | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = lower($1)`, [email.trim()]);
  const r = rows[0];
  return r ? { ...toUser(r), passwordHash: r.password_hash } : null;
}

/** The language the site writes to them in when they are not on a page (the employer's emails). */
export async function setPreferredLocale(db: Db, userId: number, locale: Locale): Promise<void> {
  await db.query('UPDATE users SET preferred_locale = $2 WHERE id = $1 AND preferred_locale <> $2', [userId, locale]);
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}

/**
 * Marks the address verified, only if it is still `address` (the one that was proved): an
 * email change committed meanwhile (a reset hashing its new password, a racing request)
 * leaves the new address unverified. UPDATE re-reads the row it locks, so no window is left.
 */
export async function markEmailVerified(db: Db, userId: number, address: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE users SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1 AND lower(email) = lower($2)',
    [userId, address],
  );
  return rowCount > 0;
}

/** Ends every session of the user: cookies carrying an older version stop being accepted. */
export async function bumpSessionVersion(db: Db, userId: number): Promise<number> {
  const { rows } = await db.query<{ session_version: number }>(
    'UPDATE users SET session_version = session_version + 1 WHERE id = $1 RETURNING session_version',
    [userId],
  );
  return rows[0]?.session_version ?? 0;
}

/** Finds or links a social login. Returns null when the identity is unknown. */
export async function findUserBySocialIdentity(db: Db, provider: string, subject: string): Promise<User | null> {
  const { rows } = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS.split(', ')
      .map((c) => `u.${c}`)
      .join(', ')}
     FROM social_identities s JOIN users u ON u.id = s.user_id WHERE s.provider = $1 AND s.subject = $2`,
    [provider, subject],
  );
  const r = rows[0];
  return r ? toUser(r) : null;
}

export async function linkSocialIdentity(db: Db, userId: number, provider: string, subject: string, email: string | null): Promise<void> {
  await db.query(
    `INSERT INTO social_identities (user_id, provider, subject, email) VALUES ($1, $2, $3, $4)
     ON CONFLICT (provider, subject) DO NOTHING`,
    [userId, provider, subject, email],
  );
}
