import { SiteLogo } from './site-logo';
import { Link } from './localized-link';
import { LanguageButtons, LanguageSwitch } from './language-switch';
import { db, siteContent } from '../context/app-services';
import { requestContext } from '../context/request-context';
import { headerMenu } from '../site-content/menus';
import { logout } from '../actions/auth';
import { readLiveState } from '../live/live-state';
import type { LiveState } from '../../shared/live-updates';
import { avatarUploadedAt } from '../db/repos/profile-files-repo';
import { ResponsiveDisclosure } from '../../client/components/navigation/responsive-disclosure';
import { FrozenPart } from '../../framework/server';
import { LiveUnreadCount } from '../../client/components/live/live-unread-count';
import { LiveUpdates } from '../../client/components/live/live-updates';

/** The header's one language form, in the phone menu; the bar's buttons submit it. */
const LANGUAGE_FORM = 'site-language';

/**
 * A guest's header waits for nothing, so it is a plain component: an async one is a row of
 * its own in the payload that the HTML render waits for, on every page.
 */
export function SiteHeader({ navigation = true }: { navigation?: boolean }) {
  const { loggedIn, user } = requestContext();
  if (navigation && loggedIn && user) return <SignedInHeader userId={user.id} />;
  return <HeaderView navigation={navigation} live={null} avatarAt={null} />;
}

/**
 * Signed-in pages are never served from the page cache, so the count is fresh on every page;
 * the live island keeps it so while the page is open (and is the only part that listens).
 */
async function SignedInHeader({ userId }: { userId: number }) {
  const [live, avatarAt] = await Promise.all([readLiveState(db(), userId), avatarUploadedAt(db(), userId)]);
  return <HeaderView navigation live={live} avatarAt={avatarAt} />;
}

function HeaderView({ navigation, live, avatarAt }: { navigation: boolean; live: LiveState | null; avatarAt: Date | null }) {
  const { t, loggedIn, user, employerSiteUrl, path, locale } = requestContext();
  const content = siteContent();
  const menu = headerMenu(content, locale);
  const current = menu.find((item) => path === item.path || path.startsWith(`${item.path}/`))?.path;
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <FrozenPart frozenPartOf="brand" sameFor={[content, locale]}>
          <Link to="home" className="brand" aria-label={t('common:homeLink')}>
            <SiteLogo src={content.logo} />
            <span>{content.site_name}</span>
          </Link>
        </FrozenPart>
        {navigation ? (
          // Phones get a real menu (a <details>, so it works without JavaScript); from 768 px the
          // disclosure's content always shows and its button is hidden (layout.css).
          <ResponsiveDisclosure
            className="main-menu"
            openFrom={768}
            closeOnOutside
            label={
              <summary className="main-menu__toggle">
                <span className="main-menu__icon" aria-hidden="true" />
                {t('common:nav.menu')}
              </summary>
            }
          >
            <div className="main-menu__panel">
              <FrozenPart frozenPartOf="main-nav" sameFor={[content, locale, current]}>
                <nav className="main-nav" aria-label={t('common:nav.label')}>
                  <ul>
                    {menu.map((item) => (
                      <li key={item.path}>
                        <a href={item.href} aria-current={item.path === current ? 'page' : undefined}>
                          {item.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </nav>
              </FrozenPart>
              <div className="main-menu__language">
                <LanguageSwitch id={LANGUAGE_FORM} />
              </div>
              {loggedIn ? (
                <form action={logout} className="main-menu__logout">
                  <button type="submit" className="button button--ghost">
                    {t('auth:logout')}
                  </button>
                </form>
              ) : (
                <a className="main-menu__employer" href={employerSiteUrl} rel="noopener">
                  {t('common:nav.forEmployers')}
                </a>
              )}
            </div>
          </ResponsiveDisclosure>
        ) : null}
        {navigation && !loggedIn ? (
          // The same for every guest: one string per language, not a tree rendered on every page.
          <FrozenPart frozenPartOf="guest-actions" sameFor={[content, locale, employerSiteUrl]}>
            <div className="site-header__actions">
              <LanguageButtons form={LANGUAGE_FORM} />
              <Link to="login" className="button button--ghost">
                {t('common:nav.login')}
              </Link>
              <Link to="register" className="button button--primary">
                {t('common:nav.register')}
              </Link>
              <a className="site-header__employer" href={employerSiteUrl} rel="noopener">
                {t('common:nav.forEmployers')}
              </a>
            </div>
          </FrozenPart>
        ) : (
          <div className="site-header__actions">
            {navigation ? <LanguageButtons form={LANGUAGE_FORM} /> : <LanguageSwitch />}
            {navigation ? (
              <>
                {live ? <NotificationsLink live={live} /> : null}
                <Link to="account-edit-profile" className="button button--ghost site-header__account">
                  {avatarAt ? (
                    <img
                      className="site-header__avatar"
                      src={`/api/profile/avatar?size=small&v=${avatarAt.getTime()}`}
                      alt=""
                      width={28}
                      height={28}
                      data-testid="header-avatar"
                    />
                  ) : null}
                  {t('common:nav.myAccount', { name: user?.name ?? '' })}
                </Link>
                {/* A POST, never a link: a GET could be triggered by any page or prefetch. */}
                <form action={logout} className="site-header__logout">
                  <button type="submit" className="button button--link">
                    {t('auth:logout')}
                  </button>
                </form>
              </>
            ) : null}
          </div>
        )}
      </div>
    </header>
  );
}

/** Pages that show what the live stream reports, re-rendered in place when it changes. */
const SHOWS_APPLICATIONS = new Set(['account-job-applications', 'account-interview-action']);
const SHOWS_NOTIFICATIONS = new Set(['account-notification']);

/** The bell: the way to the notification list, with the unread count when there is one, kept live. */
function NotificationsLink({ live }: { live: LiveState }) {
  const { t, match, locale } = requestContext();
  const route = match?.route.name ?? '';
  const label = live.unread > 0 ? t('common:notifications.headerUnread', { count: live.unread }) : t('common:notifications.headerLink');
  return (
    <>
      <Link
        to="account-notification"
        className="header-notifications"
        data-testid="header-notifications"
        aria-current={route === 'account-notification' ? 'page' : undefined}
      >
        <svg className="header-notifications__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 9a6 6 0 1 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9Zm4.3 10a1.8 1.8 0 0 0 3.4 0" />
        </svg>
        <LiveUnreadCount unread={live.unread} label={label} />
      </Link>
      <LiveUpdates
        initial={live}
        locale={locale}
        refreshOn={{ applications: SHOWS_APPLICATIONS.has(route), notifications: SHOWS_NOTIFICATIONS.has(route) }}
        texts={{ newNotification: t('common:live.newNotification'), applicationsUpdated: t('common:live.applicationsUpdated') }}
      />
    </>
  );
}
