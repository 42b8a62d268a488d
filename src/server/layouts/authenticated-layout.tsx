import type { ReactNode } from 'react';
import type { RouteName } from '../../shared/routes';
import { Link } from '../components/localized-link';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { VerifyEmailBanner } from '../components/auth/verify-email-banner';
import { requestContext } from '../context/request-context';

const ACCOUNT_MENU: readonly RouteName[] = [
  'account-edit-profile',
  'account-job-applications',
  'account-bookmark',
  'account-job-alerts',
  'account-interview-action',
  'account-notification',
  'account-write-review',
  'account-edit',
];

/** Signed-in area: the account menu beside the page. */
export function AuthenticatedLayout({ children }: { children: ReactNode }) {
  const { t, match } = requestContext();
  const current = match?.route.name;
  return (
    <>
      <SiteHeader />
      <VerifyEmailBanner />
      <div className="container account-shell">
        <nav className="account-nav" aria-label={t('common:account.menu')}>
          <ul>
            {ACCOUNT_MENU.map((name) => (
              <li key={name}>
                <Link to={name} aria-current={current === name ? 'page' : undefined}>
                  {t(`pages:${name}.heading`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className="account-main">
          {children}
        </main>
      </div>
      <SiteFooter />
    </>
  );
}
