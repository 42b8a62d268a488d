import { localizePath, type Locale, type LOCALES } from '../../shared/locales';
import type { Translate } from '../i18n/i18n';
import type { PageMeta } from '../page-contract/page-module';
import { metaDescription } from '../../shared/meta-description';
import { hreflangLinks } from './hreflang';

const THEME_COLOR = '#015f92';

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

function attribute(value: string): string {
  return value.replace(/[&"<>]/g, (char) => ATTRIBUTE_ESCAPES[char]!);
}

function tag(name: 'meta' | 'link', attributes: Record<string, string>): string {
  return `<${name}${Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${attribute(value)}"`)
    .join('')}/>`;
}

/** What the head's tags read from the request being served (rsc-entry.tsx hands in its context). */
export interface HeadTagsContext {
  readonly locale: Locale;
  /** Locale-free path of the page. */
  readonly path: string;
  readonly publicBaseUrl: string;
  readonly t: Translate;
}

/**
 * The head's tags for crawlers and link previews: description, robots, canonical, hreflang,
 * social cards, theme colour and icons. The server writes them into the HTML head
 * (render/flight-injector.ts) rather than rendering them in the React tree: nothing in the
 * browser's runtime reads them, so they stay out of the page's payload. React leaves head
 * elements it did not render alone when it hydrates. The title stays in the tree, so client
 * navigation keeps it current.
 */
export function headTags(meta: PageMeta, context: HeadTagsContext): string {
  const { locale, path, publicBaseUrl, t } = context;
  const canonicalPath = meta.canonicalPath ?? path;
  const absolute = (language: (typeof LOCALES)[number]) => `${publicBaseUrl}${localizePath(canonicalPath, language)}`;
  const image = meta.image ? new URL(meta.image, publicBaseUrl).href : `${publicBaseUrl}/icons/og-default.png`;
  // Every page's description within the length search results show, whatever wrote it.
  const description = metaDescription(meta.description);
  const tags = [tag('meta', { name: 'description', content: description })];
  // noindex alone: crawlers still follow a closed job's or a filtered list's links to live pages.
  if (meta.noindex) tags.push(tag('meta', { name: 'robots', content: 'noindex' }));
  if (!meta.errorPage) {
    tags.push(tag('link', { rel: 'canonical', href: absolute(locale) }));
    for (const link of hreflangLinks(publicBaseUrl, canonicalPath, meta.alternatePaths)) {
      tags.push(tag('link', { rel: 'alternate', hrefLang: link.hrefLang, href: link.href }));
    }
  }
  tags.push(
    tag('meta', { property: 'og:site_name', content: t('common:siteName') }),
    tag('meta', { property: 'og:type', content: meta.ogType ?? 'website' }),
    tag('meta', { property: 'og:title', content: meta.title }),
    tag('meta', { property: 'og:description', content: description }),
  );
  if (!meta.errorPage) tags.push(tag('meta', { property: 'og:url', content: absolute(locale) }));
  tags.push(
    tag('meta', { property: 'og:image', content: image }),
    tag('meta', { property: 'og:locale', content: locale.replace('-', '_') }),
    tag('meta', { name: 'twitter:card', content: 'summary_large_image' }),
    tag('meta', { name: 'twitter:title', content: meta.title }),
    tag('meta', { name: 'twitter:description', content: description }),
    tag('meta', { name: 'twitter:image', content: image }),
    tag('meta', { name: 'theme-color', content: THEME_COLOR }),
    tag('link', { rel: 'manifest', href: '/manifest.webmanifest' }),
    tag('link', { rel: 'icon', href: '/favicon.ico', sizes: '32x32' }),
    // A PNG, not the SVG: Chrome decodes a page's icon in the page's own process, and an SVG
    // there means building an SVG document in its main thread after load (see site-logo.tsx).
    tag('link', { rel: 'icon', href: '/icons/icon-192.png', type: 'image/png', sizes: '192x192' }),
    tag('link', { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' }),
  );
  return tags.join('');
}
