import type { ReactNode } from 'react';
import { LANGUAGE_OF, localizePath } from '../../shared/locales';
import { FeedbackHost } from '../../client/components/feedback/feedback-host';
import { NavigationChrome } from '../../client/components/navigation-chrome';
import { appServices } from '../context/app-services';
import { requestContext } from '../context/request-context';
import type { PageMeta } from '../page-contract/page-module';
import { documentTitle } from '../../shared/document-title';

/**
 * The whole HTML document: language, title, style sheets and the body's chrome. The head's
 * tags for crawlers (seo/head-tags.ts) and the structured data are written into the HTML by
 * the server beside this tree.
 */
export function Document({ meta, children }: { meta: PageMeta; children: ReactNode }) {
  const { locale, t } = requestContext();
  const { stylesheets } = appServices();
  const title = documentTitle(meta.title, t('common:siteName'));
  return (
    <html lang={LANGUAGE_OF[locale]} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <title>{title}</title>
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
