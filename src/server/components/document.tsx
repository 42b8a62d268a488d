import type { ReactNode } from 'react';
import { LANGUAGE_OF, type LOCALES, localizePath } from '../../shared/locales';
import { FeedbackHost } from '../../client/components/feedback/feedback-host';
import { NavigationChrome } from '../../client/components/navigation-chrome';
import { appServices } from '../context/app-services';
import { requestContext } from '../context/request-context';
import type { PageMeta } from '../pages/page-module';
import { hreflangLinks } from '../seo/hreflang';
import { documentTitle } from '../../shared/document-title';

export const THEME_COLOR = '#015f92';

/**
 * The whole HTML document: language, title, description, canonical and reciprocal hreflang
 * links (absolute, from the configured public base URL), social cards and structured data.
 */
export function Document({ meta, children }: { meta: PageMeta; children: ReactNode }) {
  const { locale, t, path, publicBaseUrl } = requestContext();
  const { stylesheets } = appServices();
  const canonicalPath = meta.canonicalPath ?? path;
  const absolute = (locale: (typeof LOCALES)[number]) => `${publicBaseUrl}${localizePath(canonicalPath, locale)}`;
  const siteName = t('common:siteName');
  const title = documentTitle(meta.title, siteName);
  const image = meta.image ? new URL(meta.image, publicBaseUrl).href : `${publicBaseUrl}/icons/og-default.png`;
  return (
    <html lang={LANGUAGE_OF[locale]} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <title>{title}</title>
        <meta name="description" content={meta.description} />
        {/* noindex alone: crawlers still follow a closed job's or a filtered list's links to live pages. */}
        {meta.noindex ? <meta name="robots" content="noindex" /> : null}
        {meta.errorPage ? null : (
          <>
            <link rel="canonical" href={absolute(locale)} />
            {hreflangLinks(publicBaseUrl, canonicalPath, meta.alternatePaths).map((link) => (
              <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
            ))}
          </>
        )}
        <meta property="og:site_name" content={siteName} />
        <meta property="og:type" content={meta.ogType ?? 'website'} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        {meta.errorPage ? null : <meta property="og:url" content={absolute(locale)} />}
        <meta property="og:image" content={image} />
        <meta property="og:locale" content={locale.replace('-', '_')} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={meta.title} />
        <meta name="twitter:description" content={meta.description} />
        <meta name="twitter:image" content={image} />
        <meta name="theme-color" content={THEME_COLOR} />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/icons/icon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t('common:skipToContent')}
        </a>
        <NavigationChrome
          offlineText={t('common:status.offline')}
          onlineText={t('common:status.online')}
          loadingLabel={t('common:status.loading')}
        />
        {children}
        <FeedbackHost
          texts={{
            oops: t('common:dialog.oops'),
            somethingWrong: t('common:dialog.somethingWrong'),
            success: t('common:dialog.success'),
            areYouSure: t('common:dialog.areYouSure'),
            ok: t('common:dialog.ok'),
            cancel: t('common:dialog.cancel'),
            loginPlease: t('common:dialog.loginPlease'),
            youHaveToLogin: t('common:dialog.youHaveToLogin'),
            login: t('common:dialog.login'),
            later: t('common:dialog.later'),
            loginPath: localizePath('/auth/login', locale),
          }}
        />
      </body>
    </html>
  );
}
