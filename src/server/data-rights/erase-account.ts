/**
 * Erasure that reaches every copy (issue 35). Deleting the user row cascades to most of what the
 * export lists (profile, alerts, bookmarks, assessments, notifications, tokens, exports); this
 * reaches what a cascade cannot: the stored files, the applications an employer has seen (kept
 * as anonymous stubs so the employer API says the candidate erased their data), reviews not
 * published, guest alerts and contact messages under the same address, and the queued jobs that
 * carry the address (mails, and the jobs of rows about to go). docs/operations.md lists what is
 * kept by design.
 */
import { queueObjectDeletions, queueObjectsOfUser } from '../candidate-files/object-deletions';
import type { Db } from '../db/db';
import { deleteUser } from '../db/repos/accounts-repo';
import { photoKeysOf } from '../reviews/delete-review';
import { QUEUE_SCHEMA } from '../queue/job-queue';
import { ALERT_MAIL_QUEUE, DATA_EXPORT_DELETE_QUEUE, DATA_EXPORT_QUEUE, MAIL_QUEUE } from '../queue/queue-specs';
import { publishApplicationEvent } from '../webhooks/application-events';

/** Every address the account was known by: mails queued to an old one (after a change) go too. */
async function addressesOf(tx: Db, userId: number): Promise<string[]> {
  const { rows } = await tx.query<{ email: string }>(
    `SELECT lower(email) AS email FROM users WHERE id = $1
     UNION SELECT lower(sent_to) FROM email_tokens WHERE user_id = $1 AND sent_to IS NOT NULL
     UNION SELECT lower(email) FROM social_identities WHERE user_id = $1 AND email IS NOT NULL
     UNION SELECT lower(email) FROM saved_searches WHERE user_id = $1 AND email IS NOT NULL`,
    [userId],
  );
  return rows.map((row) => row.email);
}

/**
 * The applications become stubs: status withdrawn (by the candidate), no candidate, nothing the
 * candidate wrote or sent, no interviews (their answers are the candidate's); the employer's own
 * status history stays. Each employer hears of it through `application.withdrawn` with
 * `candidateErased: true`. Answers the resume copies' keys, for removal.
 */
async function detachApplications(tx: Db, userId: number): Promise<void> {
  const { rows } = await tx.query<{ id: string; status: string }>(
    'SELECT id, status FROM applications WHERE candidate_id = $1 ORDER BY id',
    [userId],
  );
  if (rows.length === 0) return;
  const ids = rows.map((row) => Number(row.id));
  await tx.query('DELETE FROM application_answers WHERE application_id = ANY($1::int8[])', [ids]);
  await tx.query('DELETE FROM interview_invitations WHERE application_id = ANY($1::int8[])', [ids]);
  await tx.query(
    `UPDATE applications SET status = 'withdrawn', candidate_id = NULL, candidate_erased_at = now(), profile_snapshot = NULL,
       short_description = NULL, cover_letter = NULL, resume_storage_key = NULL, resume_file_name = NULL, resume_size_bytes = NULL, resume_mime = NULL
     WHERE id = ANY($1::int8[])`,
    [ids],
  );
  // The trigger wrote the move to withdrawn for those still open: it was the candidate's.
  const moved = rows.filter((row) => row.status !== 'withdrawn').map((row) => Number(row.id));
  await tx.query(
    `UPDATE application_status_history h SET actor = 'candidate', note = NULL
     WHERE h.id IN (SELECT max(id) FROM application_status_history WHERE application_id = ANY($1::int8[]) GROUP BY application_id)`,
    [moved],
  );
  // Events already recorded keep the job and the dates; the candidate's words in them go.
  await tx.query(
    `UPDATE employer_events SET payload = jsonb_set(payload, '{data,interview,responseNote}', 'null'::jsonb)
     WHERE (payload #>> '{data,applicationId}')::bigint = ANY($1::int8[]) AND payload #> '{data,interview,responseNote}' IS NOT NULL`,
    [ids],
  );
  for (const id of ids) await publishApplicationEvent(tx, id, 'application.withdrawn', { candidateErased: true });
}

/** Reviews waiting for moderation or rejected were never published: they go, with their photos. Published ones stay, with no author (ON DELETE SET NULL). */
async function deleteUnpublishedReviews(tx: Db, userId: number): Promise<string[]> {
  const { rows } = await tx.query<{ details: Record<string, unknown> | null }>(
    `DELETE FROM company_reviews WHERE user_id = $1 AND status <> 'approved' RETURNING details`,
    [userId],
  );
  return rows.flatMap((row) => photoKeysOf(row.details ?? {}));
}

/** Queued jobs that would mail the account, or that point at its rows, go with them (pg-boss keeps finished ones in its archive for a week: those too). */
async function deleteQueuedJobs(tx: Db, userId: number, addresses: readonly string[]): Promise<void> {
  const { rows } = await tx.query<{ installed: boolean }>(`SELECT to_regclass('${QUEUE_SCHEMA}.job') IS NOT NULL AS installed`);
  if (!rows[0]?.installed) return;
  const exports = (await tx.query<{ id: string }>('SELECT id FROM data_exports WHERE user_id = $1', [userId])).rows.map((row) => row.id);
  const digests = (
    await tx.query<{ id: string }>(
      'SELECT d.id FROM job_alert_digests d JOIN saved_searches s ON s.id = d.alert_id WHERE s.user_id = $1 OR lower(s.email) = ANY($2::text[])',
      [userId, addresses],
    )
  ).rows.map((row) => row.id);
  for (const table of ['job', 'archive']) {
    await tx.query(
      `DELETE FROM ${QUEUE_SCHEMA}.${table}
       WHERE (name = $1 AND (lower(data #>> '{notice,to}') = ANY($2::text[]) OR data #>> '{notice,userId}' = $3::text))
          OR (name = ANY($4::text[]) AND data ->> 'exportId' = ANY($5::text[]))
          OR (name = $6 AND data ->> 'digestId' = ANY($7::text[]))`,
      [
        MAIL_QUEUE.name,
        addresses,
        String(userId),
        [DATA_EXPORT_QUEUE.name, DATA_EXPORT_DELETE_QUEUE.name],
        exports,
        ALERT_MAIL_QUEUE.name,
        digests,
      ],
    );
  }
}

/**
 * Erases the account inside the caller's transaction and answers the stored objects to remove
 * once it has committed (`removeObjects`); they are queued in storage_deletions meanwhile, so
 * the sweep removes them even if this process dies before.
 */
export async function eraseAccount(tx: Db, userId: number): Promise<string[]> {
  const addresses = await addressesOf(tx, userId);
  const keys = await queueObjectsOfUser(tx, userId);
  keys.push(...(await queueObjectDeletions(tx, await deleteUnpublishedReviews(tx, userId))));
  await detachApplications(tx, userId);
  await deleteQueuedJobs(tx, userId, addresses);
  // A guest alert or a contact message sent from the same address is the same person's.
  await tx.query('DELETE FROM saved_searches WHERE user_id IS NULL AND lower(email) = ANY($1::text[])', [addresses]);
  await tx.query('DELETE FROM contact_messages WHERE lower(email) = ANY($1::text[])', [addresses]);
  await deleteUser(tx, userId);
  return keys;
}
