import type { CSSProperties } from 'react';
import { LANGUAGE_OF } from '../../shared/locales';
import { siteContent } from '../context/app-services';
import { requestContext } from '../context/request-context';
import { footerMenu } from '../site-content/menus';
import { FrozenPart } from '../../framework/server';

const NETWORK_NAMES: Record<string, string> = {
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  x: 'X',
  twitter: 'X',
};

/** Footer from the site content: columns, text, social links, optional background image. */
export function SiteFooter() {
  const { t, locale, employerSiteUrl } = requestContext();
  const content = siteContent();
  const year = new Date().getFullYear();
  const text = content.footer.content[LANGUAGE_OF[locale]] ?? content.footer.content.en ?? '';
  const background: CSSProperties | undefined =
    content.footer.enable_bg_image && content.footer.bg_image
      ? ({ '--footer-bg-image': `url("${content.footer.bg_image}")` } as CSSProperties)
      : undefined;
  return (
    // A function: the footer's elements are built only when its HTML is not kept already.
    <FrozenPart frozenPartOf="footer" sameFor={[content, locale, year, employerSiteUrl]}>
      {() => (
        <footer className={`site-footer${background ? ' site-footer--image' : ''}`} style={background}>
          <div className="container site-footer__grid">
            <div>
              <p className="site-footer__brand">{content.site_name}</p>
              <p>{text}</p>
              <ul className="social-links" aria-label={t('common:footer.social')}>
                {content.social_media
                  .filter((item) => /^https:\/\//.test(item.url))
                  .map((item) => (
                    <li key={item.network}>
                      <a href={item.url} rel="noopener me" target="_blank">
                        {NETWORK_NAMES[item.network] ?? item.network}
                      </a>
                    </li>
                  ))}
              </ul>
            </div>
            {footerMenu(content, locale).map((column) => (
              <nav key={column.title} aria-label={column.title}>
                <h2>{column.title}</h2>
                <ul>
                  {column.links.map((link) => (
                    <li key={link.path}>
                      <a href={link.href}>{link.label}</a>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
            <div>
              <h2>{t('common:footer.employers')}</h2>
              <p>
                <a href={employerSiteUrl} rel="noopener">
                  {t('common:nav.forEmployers')}
                </a>
              </p>
            </div>
          </div>
          <p className="container site-footer__legal">{t('common:footer.copyright', { year, siteName: content.site_name })}</p>
        </footer>
      )}
    </FrozenPart>
  );
}
