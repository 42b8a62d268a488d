import { JobsForYouSection } from '../../components/jobs/jobs-for-you';
import { jobsForYou, type JobsForYou } from '../../job-alerts/jobs-for-you';
import { formatCount, formatDateTime } from '../../../shared/format';
import { ALERT_FREQUENCIES, ALERT_NAME_MAX, MAX_ALERTS } from '../../../shared/validation/job-alert-schema';
import { ActionForm } from '../../../client/components/forms/action-form';
import { SubmitButton, TextField } from '../../../client/components/forms/fields';
import { ALERT_NOTICES, deleteJobAlert, pauseJobAlert, updateJobAlert } from '../../actions/job-alerts';
import { db } from '../../context/app-services';
import { localPath } from '../../context/local-path';
import { requestContext } from '../../context/request-context';
import { attachAddressAlerts } from '../../job-alerts/alerts-repo';
import { accountAlertSummaries, type AlertSummary } from '../../job-alerts/save-alert';
import { searchQueryString } from '../../search/search-query-string';
import { definePage } from '../../page-contract/page-module';
import { AccountEmptyState } from './account-list';

interface JobAlertsData {
  readonly forYou: JobsForYou;
  readonly alerts: readonly AlertSummary[];
  readonly notice: (typeof ALERT_NOTICES)[number] | null;
}

function AlertItem({ alert }: { alert: AlertSummary }) {
  const { t, locale } = requestContext();
  const query = searchQueryString(alert.params);
  const id = `alert-${alert.id}`;
  return (
    <li className="card job-alert" aria-labelledby={`${id}-name`} data-testid="job-alert">
      <div className="job-alert__head">
        <h2 id={`${id}-name`} className="job-alert__name">
          {alert.name}
        </h2>
        <span className={`badge${alert.paused ? ' badge--muted' : ''}`}>
          {alert.paused ? t('jobs:alerts.list.paused') : t(`jobs:alerts.frequency.${alert.frequency}`)}
        </span>
      </div>
      {alert.search !== alert.name ? <p className="job-alert__search">{alert.search}</p> : null}
      <ul className="job-alert__facts text-muted">
        <li>{t('jobs:alerts.list.matching', { count: alert.matchingNow, total: formatCount(alert.matchingNow, locale) })}</li>
        <li>
          {alert.lastSentAt
            ? t('jobs:alerts.list.lastSent', { when: formatDateTime(alert.lastSentAt, locale) })
            : t('jobs:alerts.list.neverSent')}
        </li>
      </ul>
      <div className="job-alert__actions">
        <a className="button button--primary" href={`${localPath('/explore-jobs')}${query ? `?${query}` : ''}`}>
          {t('jobs:alerts.list.open')}
        </a>
        <form action={pauseJobAlert}>
          <input type="hidden" name="alert" value={alert.id} />
          <input type="hidden" name="paused" value={alert.paused ? '0' : '1'} />
          <button type="submit" className="button button--ghost">
            {alert.paused ? t('jobs:alerts.list.resume') : t('jobs:alerts.list.pause')}
          </button>
        </form>
        <form action={deleteJobAlert}>
          <input type="hidden" name="alert" value={alert.id} />
          <button type="submit" className="button button--ghost" aria-label={`${t('jobs:alerts.list.delete')}: ${alert.name}`}>
            {t('jobs:alerts.list.delete')}
          </button>
        </form>
      </div>
      <details className="job-alert__edit">
        <summary>{t('jobs:alerts.list.edit')}</summary>
        <ActionForm action={updateJobAlert} className="job-alert__edit-form" successDialog={false}>
          <input type="hidden" name="alert" value={alert.id} />
          <TextField name="name" label={t('jobs:alerts.list.name')} defaultValue={alert.name} required maxLength={ALERT_NAME_MAX} />
          <div className="field">
            <label htmlFor={`${id}-frequency`}>{t('jobs:alerts.list.frequency')}</label>
            <select id={`${id}-frequency`} name="frequency" defaultValue={alert.frequency}>
              {ALERT_FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {t(`jobs:alerts.frequency.${frequency}`)}
                </option>
              ))}
            </select>
          </div>
          <SubmitButton>{t('jobs:alerts.list.save')}</SubmitButton>
        </ActionForm>
      </details>
    </li>
  );
}

const NOTICE_KEYS = { updated: 'updated', deleted: 'deleted', paused: 'pausedNotice', resumed: 'resumed' } as const;

/** /account/job-alerts: the candidate's alerts with their search in words, what they find now and when they last mailed. */
export const jobAlertsPage = definePage<JobAlertsData>({
  prepare: async () => {
    const { user, t, locale, search } = requestContext();
    if (!user) return { kind: 'not-found' };
    // Alerts made for this address while signed out join the account once the address is verified.
    if (user.emailVerified) await attachAddressAlerts(db(), user.id, user.email);
    const notice = ALERT_NOTICES.find((known) => known === new URLSearchParams(search).get('notice')) ?? null;
    const [alerts, forYou] = await Promise.all([accountAlertSummaries(db(), user.id, t, locale), jobsForYou(db(), user.id)]);
    return { kind: 'ok', data: { alerts, forYou, notice } };
  },
  meta: () => {
    const { t } = requestContext();
    return { title: t('pages:account-job-alerts.title'), description: t('pages:account-job-alerts.description'), noindex: true };
  },
  Page: ({ data }) => {
    const { t } = requestContext();
    return (
      <div className="job-alerts">
        <h1 className="page-title">{t('pages:account-job-alerts.heading')}</h1>
        {data.notice ? (
          <p className="alert alert--success" role="status" data-testid="job-alerts-notice">
            {t(`jobs:alerts.list.${NOTICE_KEYS[data.notice]}`)}
          </p>
        ) : null}
        {data.alerts.length === 0 ? (
          <AccountEmptyState title={t('jobs:alerts.list.emptyTitle')} text={t('jobs:alerts.list.emptyText')} />
        ) : (
          <>
            <p className="lead">{t('jobs:alerts.list.count', { count: data.alerts.length, max: MAX_ALERTS })}</p>
            <ul className="job-alerts__list">
              {data.alerts.map((alert) => (
                <AlertItem key={alert.id} alert={alert} />
              ))}
            </ul>
          </>
        )}
        <JobsForYouSection found={data.forYou} />
      </div>
    );
  },
});
