/**
 * "Follow" on a company page: a daily job alert for the company's new jobs (the search page's
 * `company` filter), listed and managed with the account's other alerts, counted on the page.
 */
import type { Locale } from '../../shared/locales';
import { MAX_ALERTS } from '../../shared/validation/job-alert-schema';
import type { Db } from '../db/db';
import { alertParams } from './alerts-repo';

export type FollowOutcome = { readonly ok: true } | { readonly ok: false; readonly reason: 'limit' | 'unknown-company' };

export async function followCompany(
  db: Db,
  userId: number,
  companySlug: string,
  name: (company: string) => string,
  locale: Locale,
): Promise<FollowOutcome> {
  return db.transaction(async (tx) => {
    // The same lock as every other new alert of this account (alerts-repo.ts): the limit holds.
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`job-alerts:user:${userId}`]);
    const company = (await tx.query<{ id: string; name: string }>('SELECT id, name FROM companies WHERE slug = $1', [companySlug])).rows[0];
    if (!company) return { ok: false, reason: 'unknown-company' } as const;
    const already = await tx.query('SELECT 1 FROM saved_searches WHERE user_id = $1 AND follows_company_id = $2', [userId, company.id]);
    if (already.rowCount > 0) return { ok: true } as const;
    const count = Number(
      (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM saved_searches WHERE user_id = $1', [userId])).rows[0]!.n,
    );
    if (count >= MAX_ALERTS) return { ok: false, reason: 'limit' } as const;
    await tx.query(
      `INSERT INTO saved_searches (user_id, name, params, frequency, locale, confirmed_at, active_from, matched_until, follows_company_id)
       VALUES ($1, $2, $3, 'daily', $4, now(), now(), now(), $5)`,
      [userId, name(company.name).slice(0, 100), JSON.stringify(alertParams({ company: companySlug })), locale, company.id],
    );
    return { ok: true } as const;
  });
}

export async function unfollowCompany(db: Db, userId: number, companySlug: string): Promise<void> {
  await db.query('DELETE FROM saved_searches WHERE user_id = $1 AND follows_company_id = (SELECT id FROM companies WHERE slug = $2)', [
    userId,
    companySlug,
  ]);
}

export interface FollowState {
  readonly followers: number;
  readonly following: boolean;
}

export async function companyFollowState(db: Db, companyId: number, userId: number | null): Promise<FollowState> {
  const { rows } = await db.query<{ followers: number; following: boolean }>(
    `SELECT count(*)::int AS followers, coalesce(bool_or(user_id = $2), false) AS following
     FROM saved_searches WHERE follows_company_id = $1`,
    [companyId, userId],
  );
  return { followers: rows[0]?.followers ?? 0, following: rows[0]?.following ?? false };
}
