import { confirmJobAlert } from '../../actions/job-alerts';
import { db } from '../../context/app-services';
import { requestContext } from '../../context/request-context';
import { findUnconfirmedAlert } from '../../job-alerts/alerts-repo';
import { definePage } from '../../page-contract/page-module';
import { AlertMessagePage } from './alert-message-page';

type ConfirmData =
  { readonly state: 'ask'; readonly token: string; readonly name: string; readonly email: string } | { readonly state: 'done' | 'invalid' };

/**
 * /job-alerts/confirm?token=…: the double opt-in link. It asks before confirming, so a mail
 * scanner that opens links starts nothing; the button posts without JavaScript.
 */
export const jobAlertConfirmPage = definePage<ConfirmData>({
  prepare: async () => {
    const query = new URLSearchParams(requestContext().search);
    if (query.get('confirmed') === '1') return { kind: 'ok', data: { state: 'done' } };
    const token = query.get('token') ?? '';
    const alert = await findUnconfirmedAlert(db(), token);
    return { kind: 'ok', data: alert ? { state: 'ask', token, name: alert.name, email: alert.email } : { state: 'invalid' } };
  },
  meta: () => {
    const { t } = requestContext();
    return { title: t('pages:job-alerts-confirm.title'), description: t('pages:job-alerts-confirm.description'), noindex: true };
  },
  Page: ({ data }) => {
    const { t } = requestContext();
    if (data.state !== 'ask') {
      return (
        <AlertMessagePage
          title={t('pages:job-alerts-confirm.heading')}
          message={t(`jobs:alerts.confirm.${data.state}`)}
          ok={data.state === 'done'}
        />
      );
    }
    return (
      <AlertMessagePage
        title={t('pages:job-alerts-confirm.heading')}
        message={t('jobs:alerts.confirm.text', { name: data.name, email: data.email })}
      >
        <form action={confirmJobAlert}>
          <input type="hidden" name="token" value={data.token} />
          <button type="submit" className="button button--primary">
            {t('jobs:alerts.confirm.submit')}
          </button>
        </form>
      </AlertMessagePage>
    );
  },
});
