import { ActionForm } from '../../../client/components/forms/action-form';
import { SubmitButton, TextField } from '../../../client/components/forms/fields';
import { resendVerification } from '../../actions/auth';
import { verifyEmail } from '../../auth/accounts';
import { Link } from '../../components/localized-link';
import { db } from '../../context/app-services';
import { requestContext } from '../../context/request-context';
import { definePage } from '../../page-contract/page-module';
import { authMeta } from './auth-meta';

type Outcome = 'verified' | 'invalid' | 'already-verified';

/**
 * The mailed link leads to a success message. The link is spent on the first visit;
 * visiting it again says the address is verified; a bad or expired one says so and offers a
 * new link.
 */
export const verifyPage = definePage<{ outcome: Outcome }>({
  prepare: async () => {
    const { search, user } = requestContext();
    const token = new URLSearchParams(search).get('token');
    const outcome = token ? await verifyEmail(db(), token) : 'invalid';
    return { kind: 'ok', data: { outcome: outcome === 'invalid' && user?.emailVerified ? 'already-verified' : outcome } };
  },
  meta: () => authMeta('verify'),
  Page: ({ data }) => {
    const { t, user } = requestContext();
    if (data.outcome !== 'invalid') {
      return (
        <div className="auth-page" data-outcome={data.outcome}>
          <h1 className="auth-page__title">{t('pages:verify.heading')}</h1>
          <p className="form-alert form-alert--success" role="status">
            {t(data.outcome === 'verified' ? 'auth:verify.success' : 'auth:verify.alreadyVerified')}
          </p>
          <p>
            <Link to={user ? 'account-edit-profile' : 'login'} className="button button--primary">
              {t(user ? 'auth:verify.toProfile' : 'auth:verify.toLogin')}
            </Link>
          </p>
        </div>
      );
    }
    return (
      <div className="auth-page" data-outcome="invalid">
        <h1 className="auth-page__title">{t('pages:verify.heading')}</h1>
        <p className="form-alert form-alert--error" role="alert">
          {t('auth:verify.invalid')}
        </p>
        <ActionForm action={resendVerification} className="auth-form">
          {user ? (
            <p>{t('auth:verify.resendFor', { email: user.email })}</p>
          ) : (
            <TextField name="email" type="email" label={t('auth:fields.email')} autoComplete="email" required />
          )}
          <SubmitButton className="button button--primary button--block">{t('auth:verify.resend')}</SubmitButton>
        </ActionForm>
      </div>
    );
  },
});
