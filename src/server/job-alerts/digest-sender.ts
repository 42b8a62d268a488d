/**
 * The alert mail queue's worker side: one digest (claimed by a round) becomes one mail. The
 * digest is leased while it is mailed and marked sent after, so a copy of its job (a retry
 * racing a slow attempt, a deferral re-queued before its job completed) mails nothing more.
 * Jobs closed or expired since the round are left out; with none left nothing is sent. Nor is
 * anything sent once the candidate has withdrawn consent to alert emails (account settings).
 */
import { localizePath, type Locale } from '../../shared/locales';
import type { Db } from '../db/db';
import { consentWithdrawn } from '../db/repos/consents-repo';
import { JOB_CARD_COLUMNS, JOB_CARD_JOINS, LIVE_JOB, toJobCard, type JobCardRow } from '../db/repos/job-cards';
import type { Translate } from '../i18n/i18n';
import type { MailMessage } from '../mail/mailer';
import { searchLabels } from '../search/job-search';
import { alertParams } from './alerts-repo';
import { unsubscribeToken } from './alert-tokens';
import { describeSearch } from './describe-search';
import { digestMail } from './digest-mail';
import { takeMailSlot } from './mail-ceiling';

export interface DigestSenderDeps {
  readonly translate: (locale: Locale) => Translate;
  readonly publicBaseUrl: string;
  /** The first signs unsubscribe links. */
  readonly sessionSecrets: readonly string[];
  readonly mailPerMinute: number | undefined;
  readonly send: (message: MailMessage) => Promise<unknown>;
}

export type SendOutcome =
  'sent' | 'nothing-left' | 'paused' | 'withdrawn' | 'gone' | 'already' | 'busy' | { readonly deferSeconds: number };

const LEASE_SECONDS = 120;

interface DigestRow {
  alert_id: string;
  job_ids: string[];
  matched: number;
  name: string;
  params: unknown;
  locale: Locale;
  paused: boolean;
  user_id: string | null;
  to: string;
  user_name: string | null;
}

async function finish(db: Db, digestId: number, outcome: 'sent' | 'nothing-left' | 'paused' | 'withdrawn'): Promise<typeof outcome> {
  await db.query('UPDATE job_alert_digests SET sent_at = now(), outcome = $2, lease_until = NULL WHERE id = $1', [digestId, outcome]);
  return outcome;
}

// Leasing and reading in one statement: a round trip fewer for each of a round's mails. The
// digest and its alert go away together (ON DELETE CASCADE), so a leased digest has its alert.
const LEASE_AND_READ = `WITH leased AS (
    UPDATE job_alert_digests SET lease_until = now() + make_interval(secs => ${LEASE_SECONDS})
    WHERE id = $1 AND sent_at IS NULL AND (lease_until IS NULL OR lease_until < now())
    RETURNING alert_id, job_ids, matched
  )
  SELECT d.alert_id, d.job_ids, d.matched, a.name, a.params, a.locale, a.paused, a.user_id,
         coalesce(u.email, a.email) AS "to", u.name AS user_name
  FROM leased d JOIN saved_searches a ON a.id = d.alert_id LEFT JOIN users u ON u.id = a.user_id`;

export async function sendDigest(db: Db, digestId: number, deps: DigestSenderDeps): Promise<SendOutcome> {
  const row = (await db.query<DigestRow>(LEASE_AND_READ, [digestId])).rows[0];
  if (!row) {
    const state = (await db.query<{ sent_at: Date | null }>('SELECT sent_at FROM job_alert_digests WHERE id = $1', [digestId])).rows[0];
    return !state ? 'gone' : state.sent_at ? 'already' : 'busy';
  }
  if (row.paused) return finish(db, digestId, 'paused');
  // Checked at send time: a withdrawal stops digests already queued, not only the next round's.
  if (row.user_id && (await consentWithdrawn(db, Number(row.user_id), 'job-alert-emails'))) return finish(db, digestId, 'withdrawn');
  const params = alertParams(row.params);
  // The search's names are needed only for a mail, but asked for alongside its jobs: one wait, not two.
  const [{ rows: cards }, labels] = await Promise.all([
    db.query<JobCardRow>(
      `SELECT ${JOB_CARD_COLUMNS} FROM unnest($1::int8[]) WITH ORDINALITY AS d (job_id, ord)
       JOIN jobs j ON j.id = d.job_id ${JOB_CARD_JOINS} WHERE ${LIVE_JOB} ORDER BY j.posted_at DESC, j.id DESC`,
      [row.job_ids],
    ),
    searchLabels(db, params),
  ]);
  if (cards.length === 0) return finish(db, digestId, 'nothing-left');
  const slot = await takeMailSlot(db, deps.mailPerMinute);
  if (!slot.ok) {
    await db.query('UPDATE job_alert_digests SET lease_until = NULL WHERE id = $1', [digestId]);
    return { deferSeconds: slot.retryInSeconds };
  }
  const alertId = Number(row.alert_id);
  const t = deps.translate(row.locale);
  const unsubscribe = `${deps.publicBaseUrl}${localizePath('/job-alerts/unsubscribe', row.locale)}?alert=${alertId}&token=${unsubscribeToken(alertId, deps.sessionSecrets[0]!)}`;
  const message = digestMail(
    {
      to: row.to,
      name: row.user_name,
      locale: row.locale,
      alertName: row.name,
      search: describeSearch(params, labels, t, row.locale),
      params,
      jobs: cards.map(toJobCard),
      matched: Math.max(row.matched - (row.job_ids.length - cards.length), cards.length),
      now: new Date(),
    },
    t,
    // An address alone has no account page: its unsubscribe page is where it is managed.
    {
      baseUrl: deps.publicBaseUrl,
      unsubscribe,
      manage: row.user_id ? `${deps.publicBaseUrl}${localizePath('/account/job-alerts', row.locale)}` : unsubscribe,
    },
  );
  try {
    await deps.send(message);
  } catch (error) {
    // Refused: the queue tries again later, and the retry must find the digest free.
    await db.query('UPDATE job_alert_digests SET lease_until = NULL WHERE id = $1', [digestId]);
    throw error;
  }
  return finish(db, digestId, 'sent');
}
