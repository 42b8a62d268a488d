/**
 * What employers' API keys did with applications (migration 0090): written by the employer API,
 * read for the candidate's timeline and export. Only the first access of each hour per
 * application, key and kind is kept (why: the migration).
 */
import type { Db } from '../db.js';

export type AccessKind = 'list' | 'read' | 'resume' | 'status' | 'interview';

export interface AccessBy {
  readonly keyId: number;
  readonly companyId: number;
}

/**
 * Records one kind of access to these applications by the key, and sets first_viewed_at of those
 * never accessed before, in one statement whatever their number (the same instant for both: the
 * API's firstViewedAt is the time the candidate is shown). Answers the ids accessed for the first
 * time. Callers pass only applications of the key's company (what the API answered with).
 */
export async function recordApplicationAccess(
  db: Db,
  by: AccessBy,
  kind: AccessKind,
  applicationIds: readonly number[],
): Promise<number[]> {
  if (applicationIds.length === 0) return [];
  const { rows } = await db.query<{ id: number }>(
    `WITH recorded AS (
       INSERT INTO application_accesses (application_id, company_id, key_id, kind, hour_start, at)
       SELECT id, $2, $3, $4, date_trunc('hour', now(), 'UTC'), now() FROM unnest($1::int8[]) AS id
       ON CONFLICT DO NOTHING
     )
     UPDATE applications SET first_viewed_at = now() WHERE id = ANY($1::int8[]) AND first_viewed_at IS NULL RETURNING id`,
    [[...applicationIds], by.companyId, by.keyId, kind],
  );
  return rows.map((r) => Number(r.id));
}

export interface FirstOpened {
  readonly at: Date;
  readonly company: string;
}

/** When each of the candidate's applications among `applicationIds` was first opened, and by which company. */
export async function listFirstOpened(db: Db, candidateId: number, applicationIds: readonly number[]): Promise<Map<number, FirstOpened>> {
  const opened = new Map<number, FirstOpened>();
  if (applicationIds.length === 0) return opened;
  const { rows } = await db.query<{ application_id: number; at: Date; company: string }>(
    `SELECT DISTINCT ON (x.application_id) x.application_id, x.at, c.name AS company
     FROM application_accesses x
     JOIN applications a ON a.id = x.application_id
     JOIN companies c ON c.id = x.company_id
     WHERE a.candidate_id = $1 AND a.id = ANY($2::int8[])
     ORDER BY x.application_id, x.at`,
    [candidateId, [...applicationIds]],
  );
  for (const r of rows) opened.set(Number(r.application_id), { at: r.at, company: r.company });
  return opened;
}
