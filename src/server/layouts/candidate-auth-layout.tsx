import { SiteLogo } from '../components/site-logo';
import type { ReactNode } from 'react';
import { Link } from '../components/localized-link';
import { LanguageSwitch } from '../components/language-switch';
import { requestContext } from '../context/request-context';

/**
 * Candidate login and register: a split screen with the candidate pitch on one side. The
 * two differ in their pitch and in the way across (register ↔ login, employer login).
 */
export function CandidateAuthLayout({ variant, children }: { variant: 'login' | 'register'; children: ReactNode }) {
  const { t, employerSiteUrl } = requestContext();
  return (
    <div className={`auth-split auth-split--${variant}`}>
      <aside className="auth-split__pitch">
        <Link to="home" className="brand brand--light" aria-label={t('common:homeLink')}>
          <SiteLogo />
          <span>{t('common:siteName')}</span>
        </Link>
        <h2>{t(`common:authPitch.${variant}.title`)}</h2>
        <p>{t(`common:authPitch.${variant}.text`)}</p>
      </aside>
      <div className="auth-split__form">
        <div className="auth-split__top">
          <LanguageSwitch />
        </div>
        <main id="main" tabIndex={-1} className="auth-card auth-card--flat">
          {children}
        </main>
        <p className="auth-split__employer">
          {t('common:auth.areYouEmployer')}{' '}
          <a href={`${employerSiteUrl}/auth/${variant === 'login' ? 'login' : 'register'}`} rel="noopener">
            {t(variant === 'login' ? 'common:auth.employerLogin' : 'common:auth.employerRegister')}
          </a>
        </p>
      </div>
    </div>
  );
}
