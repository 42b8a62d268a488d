import { formatDateTime } from '../../../shared/format';
import { localPath } from '../../context/local-path';
import { requestContext } from '../../context/request-context';
import { giveConsent, withdrawConsent } from '../../actions/consents';
import type { ConsentState } from '../../data-rights/consent-choices';
import { Link } from '../localized-link';

/**
 * Account settings, "Consents": each thing agreed to, since when, and the button that withdraws
 * it (or gives it again). Plain forms posting to server functions: they work without JavaScript.
 */
export function ConsentList({ consents }: { readonly consents: readonly ConsentState[] }) {
  const { t, locale } = requestContext();
  return (
    <ul className="consent-list">
      {consents.map((consent) => {
        const { purpose, latest } = consent;
        const when = latest ? formatDateTime(latest.recordedAt, locale) : '';
        const status =
          consent.state === 'granted'
            ? t(purpose === 'application-agreement' ? 'auth:consents.lastGiven' : 'auth:consents.givenOn', { when })
            : consent.state === 'withdrawn'
              ? t('auth:consents.withdrawnOn', { when })
              : t('auth:consents.notGiven');
        return (
          <li key={purpose} className="consent-list__item" data-testid={`consent-${purpose}`}>
            <div className="consent-list__head">
              <h3>{t(`auth:consents.purposes.${purpose}.title`)}</h3>
              <span className={`badge ${consent.state === 'granted' ? 'badge--success' : 'badge--warning'}`}>
                {t(`auth:consents.state.${consent.state}`)}
              </span>
            </div>
            <p>{t(`auth:consents.purposes.${purpose}.what`)}</p>
            <p className="text-muted">{status}</p>
            <ConsentAction consent={consent} />
          </li>
        );
      })}
    </ul>
  );
}

function ConsentAction({ consent }: { readonly consent: ConsentState }) {
  const { t } = requestContext();
  const { purpose } = consent;
  if (purpose === 'terms') {
    return (
      <p className="consent-list__note">
        {t('auth:consents.termsNote')} <a href="#settings-delete-section">{t('auth:consents.toDelete')}</a>
      </p>
    );
  }
  if (purpose === 'application-agreement') {
    return (
      <p className="consent-list__note">
        {t('auth:consents.agreementNote')} <Link to="account-job-applications">{t('auth:consents.toApplications')}</Link>
      </p>
    );
  }
  const change = consent.withdrawable ? 'withdraw' : consent.givable ? 'give' : null;
  if (change) {
    return (
      <form action={change === 'withdraw' ? withdrawConsent : giveConsent} className="consent-list__form">
        <input type="hidden" name="purpose" value={purpose} />
        <button type="submit" className="button button--ghost">
          {t(`auth:consents.purposes.${purpose}.${change}`)}
        </button>
      </form>
    );
  }
  // A private profile is made public again in the profile editor, where its address is shown.
  if (purpose === 'public-profile') {
    return (
      <p className="consent-list__note">
        <a href={`${localPath('/account/edit-profile')}#visibility`}>{t('auth:consents.toVisibility')}</a>
      </p>
    );
  }
  // Alert emails are first given by making an alert.
  return (
    <p className="consent-list__note">
      <Link to="account-job-alerts">{t('auth:consents.toJobAlerts')}</Link>
    </p>
  );
}
