import { ActionForm } from '../../../client/components/forms/action-form';
import { SubmitButton, TextField } from '../../../client/components/forms/fields';
import { forgotPassword } from '../../actions/auth';
import { Link } from '../../components/localized-link';
import { requestContext } from '../../context/request-context';
import { definePage } from '../../page-contract/page-module';
import { authMeta } from './auth-meta';

export const forgotPasswordPage = definePage({
  meta: () => authMeta('forgot-password'),
  Page: () => {
    const { t } = requestContext();
    return (
      <div className="auth-page">
        <h1 className="auth-page__title">{t('pages:forgot-password.heading')}</h1>
        <p className="auth-page__lead">{t('auth:forgot.lead')}</p>
        <ActionForm action={forgotPassword} className="auth-form">
          <TextField name="email" type="email" label={t('auth:fields.email')} autoComplete="email" required />
          <SubmitButton className="button button--primary button--block">{t('auth:forgot.submit')}</SubmitButton>
        </ActionForm>
        <p className="auth-page__switch">
          <Link to="login">{t('auth:forgot.backToLogin')}</Link>
        </p>
      </div>
    );
  },
});
