import { ActionForm } from '../../../client/components/forms/action-form';
import { SubmitButton } from '../../../client/components/forms/fields';
import { resendVerification } from '../../actions/auth';
import { requestContext } from '../../context/request-context';

/**
 * Signed in with an address not yet verified: every page with the site's navigation asks for
 * the verification, with a button for a new link (the same server function, limits and
 * answers as the account settings' button), until the address is verified. The account
 * settings page has that button in its email section already, so it shows no banner.
 */
export function VerifyEmailBanner() {
  const { t, user, match } = requestContext();
  if (!user || user.emailVerified || match?.route.name === 'account-edit') return null;
  return (
    <section className="verify-banner" aria-labelledby="verify-banner-text" data-testid="verify-banner">
      <div className="container verify-banner__inner">
        <p id="verify-banner-text" className="verify-banner__text">
          {t('auth:verifyBanner.text', { email: user.email })}
        </p>
        <ActionForm action={resendVerification} className="verify-banner__form" successDialog={false}>
          <SubmitButton className="button button--small button--primary">{t('auth:verify.resend')}</SubmitButton>
        </ActionForm>
      </div>
    </section>
  );
}
