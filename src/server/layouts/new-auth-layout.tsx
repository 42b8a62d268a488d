import { SiteLogo } from '../components/site-logo';
import type { ReactNode } from 'react';
import { Link } from '../components/localized-link';
import { LanguageSwitch } from '../components/language-switch';
import { requestContext } from '../context/request-context';

/** Verification and password pages: one card, centred, with a way home. */
export function NewAuthLayout({ children }: { children: ReactNode }) {
  const { t } = requestContext();
  return (
    <div className="auth-shell">
      <header className="auth-shell__top">
        <Link to="home" className="brand" aria-label={t('common:homeLink')}>
          <SiteLogo />
          <span>{t('common:siteName')}</span>
        </Link>
        <LanguageSwitch />
      </header>
      <main id="main" tabIndex={-1} className="auth-card">
        {children}
      </main>
    </div>
  );
}
