import { localizePath } from '../../../shared/locales';
import { appServices } from '../../context/app-services';
import { requestContext } from '../../context/request-context';

/** One button per configured OpenID Connect provider; nothing at all when none is configured. */
export function SocialButtons({ returnPath }: { returnPath?: string | null }) {
  const { t, locale } = requestContext();
  const providers = appServices().config.socialProviders;
  if (providers.length === 0) return null;
  const query = returnPath ? `?redirect=${encodeURIComponent(returnPath)}` : '';
  return (
    <div className="social-login">
      <p className="social-login__divider">
        <span>{t('auth:social.or')}</span>
      </p>
      <ul className="social-login__list">
        {providers.map((provider) => (
          // data-reload: the client router must not fetch this as a page; it redirects off-site.
          <li key={provider.id}>
            <a
              className={`button button--social button--social-${provider.id}`}
              href={`${localizePath(`/auth/social/${provider.id}`, locale)}${query}`}
              data-reload=""
            >
              {t('auth:social.continueWith', { provider: provider.label })}
            </a>
          </li>
        ))}
      </ul>
      {/* A new account made through a provider records the terms as agreed (consents, 0086): this is where it is said. */}
      <p className="social-login__terms text-muted">
        {t('auth:social.agreeBefore')}{' '}
        <a href={localizePath(`/page/${locale === 'id-ID' ? 'syarat-dan-ketentuan' : 'terms-and-conditions'}`, locale)}>
          {t('auth:register.terms')}
        </a>
        .
      </p>
    </div>
  );
}
