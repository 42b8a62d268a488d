import { ActionForm } from '../../../client/components/forms/action-form';
import { SubmitButton } from '../../../client/components/forms/fields';
import { restoreOldEmail } from '../../actions/auth';
import { openRestoreClaim } from '../../account-mail/restore-link';
import { findSessionAccount } from '../../db/repos/accounts-repo';
import { Link } from '../../components/localized-link';
import { appServices, db } from '../../context/app-services';
import { requestContext } from '../../context/request-context';
import { definePage } from '../../page-contract/page-module';
import { authMeta } from './auth-meta';

interface Data {
  readonly token: string;
  readonly claim: { readonly oldEmail: string; readonly newEmail: string } | null;
  /** The account has the old address again (the button was used: this is the page after its post). */
  readonly restored: boolean;
}

/**
 * Where the "your email was changed" mail's link leads: a button that puts the old address
 * back. Opening the link changes nothing (mail scanners open links); the button posts, with
 * or without JavaScript.
 */
export const restoreEmailPage = definePage<Data>({
  prepare: async () => {
    const token = new URLSearchParams(requestContext().search).get('token') ?? '';
    const claim = openRestoreClaim(token, appServices().config.sessionSecrets);
    const email = claim ? (await findSessionAccount(db(), claim.userId))?.email.toLowerCase() : undefined;
    const usable = claim !== null && email === claim.newEmail.toLowerCase();
    const restored = claim !== null && email === claim.oldEmail.toLowerCase();
    return {
      kind: 'ok',
      data: { token, restored, claim: claim && (usable || restored) ? { oldEmail: claim.oldEmail, newEmail: claim.newEmail } : null },
    };
  },
  meta: () => authMeta('restore-email'),
  Page: ({ data }) => {
    const { t } = requestContext();
    return (
      <div className="auth-page">
        <h1 className="auth-page__title">{t('pages:restore-email.heading')}</h1>
        {data.claim && data.restored ? (
          <p className="form-alert form-alert--success" role="status">
            {t('auth:restoreEmail.done', { email: data.claim.oldEmail })}
          </p>
        ) : data.claim ? (
          <ActionForm action={restoreOldEmail} className="auth-form" successDialog={false}>
            <p>{t('auth:restoreEmail.explain', { oldEmail: data.claim.oldEmail, newEmail: data.claim.newEmail })}</p>
            <input type="hidden" name="token" value={data.token} />
            <SubmitButton className="button button--primary button--block">
              {t('auth:restoreEmail.submit', { email: data.claim.oldEmail })}
            </SubmitButton>
          </ActionForm>
        ) : (
          <p className="form-alert form-alert--error" role="alert">
            {t('auth:restoreEmail.invalid')}
          </p>
        )}
        <p>
          <Link to="forgot-password">{t('auth:restoreEmail.newPassword')}</Link>
        </p>
      </div>
    );
  },
});
