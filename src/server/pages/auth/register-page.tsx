import { ActionForm } from '../../../client/components/forms/action-form';
import { CheckboxField, SubmitButton, TextField } from '../../../client/components/forms/fields';
import { LIMITS } from '../../../shared/validation/messages';
import { register } from '../../actions/auth';
import { SocialButtons } from '../../components/auth/social-buttons';
import { Link } from '../../components/localized-link';
import { requestContext } from '../../context/request-context';
import { NewPasswordFields } from '../../components/auth/new-password-fields';
import { definePage } from '../../page-contract/page-module';
import { authMeta } from './auth-meta';

export const registerPage = definePage({
  meta: () => authMeta('register'),
  Page: () => {
    const { t, locale } = requestContext();
    const termsSlug = locale === 'id-ID' ? 'syarat-dan-ketentuan' : 'terms-and-conditions';
    return (
      <div className="auth-page">
        <h1 className="auth-page__title">{t('pages:register.heading')}</h1>
        <p className="auth-page__lead">{t('auth:register.lead')}</p>
        <ActionForm action={register} className="auth-form" successDialog={false}>
          <TextField name="name" label={t('auth:fields.name')} autoComplete="name" maxLength={LIMITS.nameMax} required />
          <TextField name="email" type="email" label={t('auth:fields.email')} autoComplete="email" required />
          <NewPasswordFields labelKey="auth:fields.password" />
          <CheckboxField
            name="agree"
            label={
              <>
                {t('auth:register.agreeBefore')}{' '}
                <Link to="page" params={{ slug: termsSlug }} target="_blank">
                  {t('auth:register.terms')}
                </Link>
              </>
            }
          />
          <SubmitButton className="button button--primary button--block" pendingLabel={t('auth:register.pending')}>
            {t('auth:register.submit')}
          </SubmitButton>
        </ActionForm>
        <SocialButtons />
        <p className="auth-page__switch">
          {t('auth:register.haveAccount')} <Link to="login">{t('auth:register.loginLink')}</Link>
        </p>
      </div>
    );
  },
});
