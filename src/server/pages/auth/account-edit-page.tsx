import { ConfirmedSubmit } from '../../../client/components/auth/confirm-delete';
import { ActionForm } from '../../../client/components/forms/action-form';
import { CheckboxField, SubmitButton, TextField } from '../../../client/components/forms/fields';
import { changeEmail, changePassword, deleteAccount, saveEmailSettings } from '../../actions/account';
import { resendVerification } from '../../actions/auth';
import { requestDataExport } from '../../actions/data-export';
import { latestExport, type DataExport } from '../../data-rights/export-requests';
import { consentStates, type ConsentState } from '../../data-rights/consent-choices';
import { CONSENT_NOTICES } from '../../actions/consents';
import { isConsentPurpose, type ConsentPurpose } from '../../db/repos/consents-repo';
import { ConsentList } from '../../components/account/consent-list';
import { DataExportStatus } from '../../components/account/data-export-status';
import { requestContext } from '../../context/request-context';
import { db } from '../../context/app-services';
import { toSessionUser } from '../../auth/accounts';
import { findSessionAccount } from '../../db/repos/accounts-repo';
import { ALL_EMAILS_ON, getEmailSettings, type EmailSettings } from '../../db/repos/email-settings-repo';
import type { SessionUser } from '../../auth/session-user';
import { NewPasswordFields } from '../../components/auth/new-password-fields';
import { definePage } from '../../page-contract/page-module';
import { Link } from '../../components/localized-link';

type ConsentNotice = { readonly kind: (typeof CONSENT_NOTICES)[number]; readonly purpose: ConsentPurpose };

function consentNoticeOf(search: string): ConsentNotice | null {
  const query = new URLSearchParams(search);
  const kind = CONSENT_NOTICES.find((known) => known === query.get('consent'));
  const purpose = query.get('purpose');
  return kind && isConsentPurpose(purpose) ? { kind, purpose } : null;
}

interface AccountEditData {
  readonly user: SessionUser | null;
  readonly emails: EmailSettings;
  readonly dataExport: DataExport | null;
  readonly consents: readonly ConsentState[];
  readonly consentNotice: ConsentNotice | null;
}

/** Account settings: email (re-verified), password, which emails to get, consents, downloading my data, and deleting the account. */
export const accountEditPage = definePage<AccountEditData>({
  // Read after any server function of this page ran: the context's user was loaded before it,
  // so an email just changed would otherwise show the old "current address" until a reload.
  prepare: async () => {
    const { user, search } = requestContext();
    const account = user ? await findSessionAccount(db(), user.id) : null;
    const emails = user ? await getEmailSettings(db(), user.id) : ALL_EMAILS_ON;
    const dataExport = user ? await latestExport(db(), user.id) : null;
    const consents = user ? await consentStates(db(), user.id) : [];
    return {
      kind: 'ok',
      data: { user: account ? toSessionUser(account) : user, emails, dataExport, consents, consentNotice: consentNoticeOf(search) },
    };
  },
  meta: () => {
    const { t } = requestContext();
    return { title: t('pages:account-edit.title'), description: t('pages:account-edit.description'), noindex: true };
  },
  Page: ({ data: { user, emails, dataExport, consents, consentNotice } }) => {
    const { t } = requestContext();
    if (!user) return null;
    const currentPassword = user.hasPassword ? (
      <TextField
        name="current_password"
        type="password"
        label={t('auth:fields.currentPassword')}
        autoComplete="current-password"
        required
      />
    ) : null;
    return (
      <div className="account-settings">
        <h1 className="page-title">{t('pages:account-edit.heading')}</h1>

        <section className="account-settings__section" aria-labelledby="settings-email">
          <h2 id="settings-email">{t('auth:account.email.title')}</h2>
          <p>
            {t('auth:account.email.current', { email: user.email })}{' '}
            <span className={`badge ${user.emailVerified ? 'badge--success' : 'badge--warning'}`}>
              {t(user.emailVerified ? 'auth:account.email.verified' : 'auth:account.email.unverified')}
            </span>
          </p>
          {user.emailVerified ? null : (
            <ActionForm action={resendVerification} className="account-settings__inline">
              <SubmitButton className="button button--ghost">{t('auth:verify.resend')}</SubmitButton>
            </ActionForm>
          )}
          <ActionForm action={changeEmail} className="auth-form">
            <TextField name="email" type="email" label={t('auth:fields.newEmail')} autoComplete="email" required />
            {currentPassword}
            <SubmitButton>{t('auth:account.email.submit')}</SubmitButton>
          </ActionForm>
        </section>

        <section className="account-settings__section" aria-labelledby="settings-password">
          <h2 id="settings-password">{t('auth:account.password.title')}</h2>
          <ActionForm action={changePassword} className="auth-form">
            {currentPassword}
            <NewPasswordFields />
            <SubmitButton>{t('auth:account.password.submit')}</SubmitButton>
          </ActionForm>
        </section>

        <section className="account-settings__section" aria-labelledby="settings-emails">
          <h2 id="settings-emails">{t('auth:account.emails.title')}</h2>
          <p>{t('auth:account.emails.intro')}</p>
          <ActionForm action={saveEmailSettings} className="auth-form" resetOnSuccess={false}>
            <CheckboxField
              name="application_sent"
              label={t('auth:account.emails.applicationSent')}
              defaultChecked={emails.applicationSent}
            />
            <CheckboxField
              name="application_withdrawn"
              label={t('auth:account.emails.applicationWithdrawn')}
              defaultChecked={emails.applicationWithdrawn}
            />
            <CheckboxField
              name="application_updates"
              label={t('auth:account.emails.applicationUpdates')}
              defaultChecked={emails.applicationUpdates}
            />
            <SubmitButton>{t('auth:account.emails.submit')}</SubmitButton>
          </ActionForm>
        </section>

        <section className="account-settings__section" aria-labelledby="settings-consents" id="consents">
          <h2 id="settings-consents">{t('auth:consents.title')}</h2>
          <p>{t('auth:consents.intro')}</p>
          {consentNotice ? (
            <p className="alert alert--success" role="status" data-testid="consent-notice">
              {consentNotice.kind === 'withdrawn'
                ? t(`auth:consents.purposes.${consentNotice.purpose}.withdrawn`)
                : t('auth:consents.given')}
            </p>
          ) : null}
          <ConsentList consents={consents} />
          <p>
            <Link to="page" params={{ slug: t('auth:consents.privacySlug') }}>
              {t('auth:consents.privacyLink')}
            </Link>
          </p>
        </section>

        <section className="account-settings__section" aria-labelledby="settings-data-export" id="data-export">
          <h2 id="settings-data-export">{t('auth:dataExport.title')}</h2>
          <p>{t('auth:dataExport.intro')}</p>
          {dataExport ? <DataExportStatus dataExport={dataExport} /> : null}
          <ActionForm action={requestDataExport} className="auth-form" resetOnSuccess={false}>
            <SubmitButton className="button button--ghost">{t('auth:dataExport.submit')}</SubmitButton>
          </ActionForm>
        </section>

        <section
          className="account-settings__section account-settings__section--danger"
          aria-labelledby="settings-delete"
          id="settings-delete-section"
        >
          <h2 id="settings-delete">{t('auth:account.delete.title')}</h2>
          <p>{t('auth:account.delete.warning')}</p>
          <ActionForm action={deleteAccount} className="auth-form" successDialog={false}>
            {currentPassword}
            <ConfirmedSubmit checkboxLabel={t('auth:account.delete.checkbox')} question={t('auth:account.delete.question')}>
              {t('auth:account.delete.submit')}
            </ConfirmedSubmit>
          </ActionForm>
        </section>
      </div>
    );
  },
});
