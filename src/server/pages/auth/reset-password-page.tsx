import { ActionForm } from '../../../client/components/forms/action-form';
import { SubmitButton, TextField } from '../../../client/components/forms/fields';
import { resetPassword } from '../../actions/auth';
import { Link } from '../../components/localized-link';
import { requestContext } from '../../context/request-context';
import { NewPasswordFields } from '../../components/auth/new-password-fields';
import { definePage } from '../../page-contract/page-module';
import { authMeta } from './auth-meta';

/** /auth/reset-password/{token}?email=…: the token is checked (and spent) when the form is posted. */
export const resetPasswordPage = definePage({
  meta: () => authMeta('reset-password'),
  Page: ({ params }) => {
    const { t, search } = requestContext();
    const token = params.token;
    if (!token) {
      return (
        <div className="auth-page">
          <h1 className="auth-page__title">{t('pages:reset-password.heading')}</h1>
          <p className="form-alert form-alert--error" role="alert">
            {t('auth:reset.invalidLink')}
          </p>
          <p>
            <Link to="forgot-password" className="button button--primary">
              {t('auth:reset.requestNew')}
            </Link>
          </p>
        </div>
      );
    }
    const email = new URLSearchParams(search).get('email') ?? '';
    return (
      <div className="auth-page">
        <h1 className="auth-page__title">{t('pages:reset-password.heading')}</h1>
        <p className="auth-page__lead">{t('auth:reset.lead')}</p>
        <ActionForm action={resetPassword} className="auth-form" successDialog={false}>
          <input type="hidden" name="token" value={token} />
          <TextField name="email" type="email" label={t('auth:fields.email')} autoComplete="username" defaultValue={email} required />
          <NewPasswordFields />
          <SubmitButton className="button button--primary button--block">{t('auth:reset.submit')}</SubmitButton>
        </ActionForm>
        <p className="auth-page__switch">
          <Link to="forgot-password">{t('auth:reset.requestNew')}</Link>
        </p>
      </div>
    );
  },
});
