import { ALERT_FREQUENCIES } from '../../shared/validation/job-alert-schema';
import { db } from '../context/app-services';
import { requestContext } from '../context/request-context';
import { queueAlertRound } from '../job-alerts/alert-jobs';
import { definePage } from '../page-contract/page-module';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Test harness (test builds only): sends the job the cron schedule sends (?frequency=instant),
 * then answers once the queue's worker has run the round and sent its mails, so a test need
 * not wait five minutes for the schedule.
 */
export const jobAlertsRoundPage = definePage<{ queued: number }>({
  prepare: async () => {
    const frequency = ALERT_FREQUENCIES.find((f) => f === new URLSearchParams(requestContext().search).get('frequency')) ?? 'instant';
    const before = Number((await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM job_alert_digests`)).rows[0]!.n);
    const id = await queueAlertRound(db(), frequency);
    for (let waited = 0; waited < 20_000; waited += 100) {
      const round = await db().query<{ state: string }>('SELECT state FROM pgboss.job WHERE id = $1', [id]);
      const mails = await db().query(
        `SELECT 1 FROM pgboss.job WHERE name = 'job-alert-mail' AND state IN ('created', 'retry', 'active') LIMIT 1`,
      );
      if (round.rows[0]?.state === 'completed' && mails.rowCount === 0) break;
      await pause(100);
    }
    const after = Number((await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM job_alert_digests`)).rows[0]!.n);
    return { kind: 'ok', data: { queued: after - before } };
  },
  meta: () => ({ title: 'Job alerts round', description: 'Test page', noindex: true }),
  Page: ({ data }) => (
    <section className="container page-section">
      <h1>Round done</h1>
      <p data-testid="digests">{data.queued}</p>
    </section>
  ),
});
