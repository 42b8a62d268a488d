import { appServices, db } from '../../context/app-services';
import { localPath } from '../../context/local-path';
import { requestContext } from '../../context/request-context';
import { isUnsubscribeToken } from '../../job-alerts/alert-tokens';
import { alertName } from '../../job-alerts/alerts-repo';
import { definePage } from '../../page-contract/page-module';
import { AlertMessagePage } from './alert-message-page';

type UnsubscribeData = { readonly state: 'ask'; readonly name: string; readonly action: string } | { readonly state: 'done' | 'invalid' };

/**
 * /job-alerts/unsubscribe?alert=…&token=…: the mail's unsubscribe link. It only asks for a
 * confirmation; its button posts to the same address as the one-click POST of mail programs
 * (job-alerts/unsubscribe-route.ts), which needs no sign-in.
 */
export const jobAlertUnsubscribePage = definePage<UnsubscribeData>({
  prepare: async () => {
    const query = new URLSearchParams(requestContext().search);
    const alertId = Number(query.get('alert'));
    const token = query.get('token');
    if (!isUnsubscribeToken(alertId, token, appServices().config.sessionSecrets)) return { kind: 'ok', data: { state: 'invalid' } };
    const name = await alertName(db(), alertId);
    if (name === null) return { kind: 'ok', data: { state: query.get('done') === '1' ? 'done' : 'invalid' } };
    const action = `${localPath('/job-alerts/unsubscribe')}?${new URLSearchParams({ alert: String(alertId), token: token! })}`;
    return { kind: 'ok', data: { state: 'ask', name, action } };
  },
  meta: () => {
    const { t } = requestContext();
    return { title: t('pages:job-alerts-unsubscribe.title'), description: t('pages:job-alerts-unsubscribe.description'), noindex: true };
  },
  Page: ({ data }) => {
    const { t } = requestContext();
    if (data.state !== 'ask') {
      return (
        <AlertMessagePage
          title={t('pages:job-alerts-unsubscribe.heading')}
          message={t(`jobs:alerts.unsubscribe.${data.state}`)}
          ok={data.state === 'done'}
        />
      );
    }
    return (
      <AlertMessagePage title={t('pages:job-alerts-unsubscribe.heading')} message={t('jobs:alerts.unsubscribe.text', { name: data.name })}>
        <form method="post" action={data.action}>
          <button type="submit" className="button button--primary">
            {t('jobs:alerts.unsubscribe.submit')}
          </button>
        </form>
      </AlertMessagePage>
    );
  },
});
