import { ALERT_FREQUENCIES } from '../../../shared/validation/job-alert-schema';
import { ActionForm } from '../../../client/components/forms/action-form';
import { SubmitButton, TextField } from '../../../client/components/forms/fields';
import { saveJobAlert } from '../../actions/job-alerts';
import { requestContext } from '../../context/request-context';
import { Link } from '../localized-link';

/**
 * "Get job alerts for this search" under a search's results: the search travels as its query
 * string. Signed in it saves at once; signed out it asks for the address to confirm. A plain
 * POST without JavaScript.
 */
export function JobAlertForm({ search, words }: { search: string; words: string }) {
  const { t, user } = requestContext();
  return (
    <section className="card job-alert-form" aria-labelledby="job-alert-title">
      <h2 id="job-alert-title" className="card__title">
        {t('jobs:alerts.save.heading')}
      </h2>
      <p className="text-muted">{t('jobs:alerts.save.text', { search: words })}</p>
      <ActionForm action={saveJobAlert} className="job-alert-form__fields" resetOnSuccess={false} successDialog={false}>
        <input type="hidden" name="search" value={search} />
        {user ? null : (
          <TextField name="email" type="email" label={t('jobs:alerts.save.email')} autoComplete="email" required maxLength={254} />
        )}
        <div className="field">
          <label htmlFor="job-alert-frequency">{t('jobs:alerts.save.frequency')}</label>
          <select id="job-alert-frequency" name="frequency" defaultValue="daily">
            {ALERT_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {t(`jobs:alerts.frequency.${frequency}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="job-alert-form__actions">
          <SubmitButton>{t('jobs:alerts.save.submit')}</SubmitButton>
          {user ? <Link to="account-job-alerts">{t('jobs:alerts.save.manage')}</Link> : null}
        </div>
      </ActionForm>
    </section>
  );
}
