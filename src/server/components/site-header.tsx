import { Link } from './localized-link';
import { LanguageSwitch } from './language-switch';
import { siteContent } from '../context/app-services';
import { requestContext } from '../context/request-context';
import { headerMenu } from '../site-content/menus';
import { logout } from '../actions/auth';

export function SiteHeader({ navigation = true }: { navigation?: boolean }) {
  const { t, loggedIn, user, employerSiteUrl, path, locale } = requestContext();
  const content = siteContent();
  const menu = headerMenu(content, locale);
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to="home" className="brand" aria-label={t('common:homeLink')}>
          <img src={content.logo} alt="" width={32} height={32} />
          <span>{content.site_name}</span>
        </Link>
        {navigation ? (
          <nav className="main-nav" aria-label={t('common:nav.label')}>
            <ul>
              {menu.map((item) => (
                <li key={item.path}>
                  <a href={item.href} aria-current={path === item.path || path.startsWith(`${item.path}/`) ? 'page' : undefined}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="site-header__actions">
          <LanguageSwitch />
          {navigation ? (
            loggedIn ? (
              <>
                <Link to="account-edit-profile" className="button button--ghost">
                  {t('common:nav.myAccount', { name: user?.name ?? '' })}
                </Link>
                {/* A POST, never a link: a GET could be triggered by any page or prefetch. */}
                <form action={logout} className="site-header__logout">
                  <button type="submit" className="button button--link">
                    {t('auth:logout')}
                  </button>
                </form>
              </>
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
