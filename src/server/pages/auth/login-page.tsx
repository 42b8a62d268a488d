import { ActionForm } from '../../../client/components/forms/action-form';
import { SubmitButton, TextField } from '../../../client/components/forms/fields';
import { isSafeReturnPath } from '../../../shared/safe-path';
import { login } from '../../actions/auth';
import { SocialButtons } from '../../components/auth/social-buttons';
import { Link } from '../../components/localized-link';
import { RETURN_PARAM } from '../../../shared/login-redirect';
import { requestContext } from '../../context/request-context';
import { definePage } from '../../page-contract/page-module';
import { authMeta } from './auth-meta';

const NOTICES = new Set(['password-reset', 'account-deleted']);
const SOCIAL_ERRORS = new Set(['cancelled', 'expired', 'failed', 'unavailable', 'email-unverified', 'account-unverified']);

export const loginPage = definePage({
  meta: () => authMeta('login'),
  Page: () => {
    const { t, search } = requestContext();
    const query = new URLSearchParams(search);
    const remembered = query.get(RETURN_PARAM);
    const returnPath = isSafeReturnPath(remembered) ? remembered : null;
    const notice = query.get('notice');
    const socialError = query.get('social_error');
    return (
      <div className="auth-page">
        <h1 className="auth-page__title">{t('pages:login.heading')}</h1>
        <p className="auth-page__lead">{t('auth:login.lead')}</p>
        {notice && NOTICES.has(notice) ? (
          <p className="form-alert form-alert--success" role="status">
            {t(`auth:notices.${notice}`)}
          </p>
        ) : null}
        {returnPath && !notice && !socialError ? (
          // Sent here by a page or action that needs an account (the product's own words), so the visitor knows why.
          <p className="form-alert" role="status" data-testid="login-required">
            {t('common:dialog.youHaveToLogin')}
          </p>
        ) : null}
        {socialError && SOCIAL_ERRORS.has(socialError) ? (
          <p className="form-alert form-alert--error" role="alert">
            {t(`auth:social.errors.${socialError}`)}
          </p>
        ) : null}
        <ActionForm action={login} className="auth-form" successDialog={false}>
          <input type="hidden" name="redirect" value={returnPath ?? ''} />
          <TextField name="email" type="email" label={t('auth:fields.email')} autoComplete="email" required />
          <TextField name="password" type="password" label={t('auth:fields.password')} autoComplete="current-password" required />
          <p className="auth-form__aside">
            <Link to="forgot-password">{t('auth:login.forgot')}</Link>
          </p>
          <SubmitButton className="button button--primary button--block" pendingLabel={t('auth:login.pending')}>
            {t('auth:login.submit')}
          </SubmitButton>
        </ActionForm>
        <SocialButtons returnPath={returnPath} />
        <p className="auth-page__switch">
          {t('auth:login.noAccount')} <Link to="register">{t('auth:login.registerLink')}</Link>
        </p>
      </div>
    );
  },
});
