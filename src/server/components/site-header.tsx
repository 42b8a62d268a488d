import { Link } from './localized-link';
import { LanguageSwitch } from './language-switch';
import { requestContext } from '../rsc/request-context';
import type { RouteName } from '../../shared/routes';

const MAIN_MENU: readonly { to: RouteName; key: string }[] = [
  { to: 'explore-jobs', key: 'nav.jobs' },
  { to: 'company', key: 'nav.companies' },
  { to: 'blog', key: 'nav.blog' },
  { to: 'insight', key: 'nav.insight' },
  { to: 'about', key: 'nav.about' },
  { to: 'contact', key: 'nav.contact' },
];

export function SiteHeader({ navigation = true }: { navigation?: boolean }) {
  const { t, loggedIn, user, employerSiteUrl, match } = requestContext();
  const current = match?.route.name;
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to="home" className="brand" aria-label={t('common:homeLink')}>
          <img src="/icons/icon.svg" alt="" width={32} height={32} />
          <span>{t('common:siteName')}</span>
        </Link>
        {navigation ? (
          <nav className="main-nav" aria-label={t('common:nav.label')}>
            <ul>
              {MAIN_MENU.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} aria-current={current === item.to ? 'page' : undefined}>
                    {t(`common:${item.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="site-header__actions">
          <LanguageSwitch />
          {navigation ? (
            loggedIn ? (
              <Link to="account-edit-profile" className="button button--ghost">
                {t('common:nav.myAccount', { name: user?.name ?? '' })}
              </Link>
            ) : (
              <>
                <Link to="login" className="button button--ghost">
                  {t('common:nav.login')}
                </Link>
                <Link to="register" className="button button--primary">
                  {t('common:nav.register')}
                </Link>
                <a className="site-header__employer" href={employerSiteUrl} rel="noopener">
                  {t('common:nav.forEmployers')}
                </a>
              </>
            )
          ) : null}
        </div>
      </div>
    </header>
  );
}
