/** A company's webhook endpoints (migration 0078). Every read and write names the company: another's is not found. */
import type { Db } from '../db.js';

export interface WebhookRow {
  readonly id: number;
  readonly url: string;
  readonly events: string[];
  readonly description: string;
  readonly enabled: boolean;
  readonly failingSince: Date | null;
  /** Until when the secret before the last rotation still signs too. */
  readonly previousSecretUntil: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

interface Row {
  id: number;
  url: string;
  events: string[];
  description: string;
  enabled: boolean;
  failing_since: Date | null;
  previous_secret_until: Date | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS =
  'id, url, events, description, enabled, failing_since, CASE WHEN previous_secret_until > now() THEN previous_secret_until END AS previous_secret_until, created_at, updated_at';

function toWebhook(r: Row): WebhookRow {
  return {
    id: Number(r.id),
    url: r.url,
    events: r.events,
    description: r.description,
    enabled: r.enabled,
    failingSince: r.failing_since,
    previousSecretUntil: r.previous_secret_until,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export async function countWebhooks(db: Db, companyId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM employer_webhooks WHERE company_id = $1', [companyId]);
  return rows[0]!.n;
}

export async function insertWebhook(
  db: Db,
  input: { companyId: number; url: string; events: readonly string[]; description: string; enabled: boolean; secret: string },
): Promise<WebhookRow> {
  const { rows } = await db.query<Row>(
    `INSERT INTO employer_webhooks (company_id, url, events, description, enabled, secret) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [input.companyId, input.url, input.events, input.description, input.enabled, input.secret],
  );
  return toWebhook(rows[0]!);
}

export async function listWebhooks(db: Db, companyId: number): Promise<WebhookRow[]> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM employer_webhooks WHERE company_id = $1 ORDER BY id`, [companyId]);
  return rows.map(toWebhook);
}

export async function getWebhook(db: Db, companyId: number, id: number): Promise<WebhookRow | null> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM employer_webhooks WHERE company_id = $1 AND id = $2`, [companyId, id]);
  return rows[0] ? toWebhook(rows[0]) : null;
}

export async function updateWebhook(
  db: Db,
  companyId: number,
  id: number,
  patch: { url?: string; events?: readonly string[]; description?: string; enabled?: boolean },
): Promise<WebhookRow | null> {
  const { rows } = await db.query<Row>(
    `UPDATE employer_webhooks
        SET url = coalesce($3, url), events = coalesce($4, events), description = coalesce($5, description), enabled = coalesce($6, enabled)
      WHERE company_id = $1 AND id = $2
      RETURNING ${COLUMNS}`,
    [companyId, id, patch.url ?? null, patch.events ?? null, patch.description ?? null, patch.enabled ?? null],
  );
  return rows[0] ? toWebhook(rows[0]) : null;
}

export async function deleteWebhook(db: Db, companyId: number, id: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM employer_webhooks WHERE company_id = $1 AND id = $2', [companyId, id]);
  return rowCount > 0;
}

/** The new secret signs from now on; the one it replaces still signs too for `overlapSeconds`. */
export async function rotateWebhookSecret(
  db: Db,
  companyId: number,
  id: number,
  secret: string,
  overlapSeconds: number,
): Promise<WebhookRow | null> {
  const { rows } = await db.query<Row>(
    `UPDATE employer_webhooks
        SET previous_secret = secret, previous_secret_until = now() + $4 * interval '1 second', secret = $3
      WHERE company_id = $1 AND id = $2
      RETURNING ${COLUMNS}`,
    [companyId, id, secret, overlapSeconds],
  );
  return rows[0] ? toWebhook(rows[0]) : null;
}
