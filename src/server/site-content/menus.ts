import { LANGUAGE_OF, localizePath, type Locale } from '../../shared/locales';
import type { SiteContent } from '../db/repos/site-content-repo';

export interface MenuLink {
  readonly label: string;
  readonly href: string;
  /** Locale-free path, to mark the current page. */
  readonly path: string;
}

export interface MenuColumn {
  readonly title: string;
  readonly links: readonly MenuLink[];
}

/**
 * `path` is one locale-free path, or one per language where the addresses differ (a content
 * page's slug is translated: /page/faq, /id/page/tanya-jawab), so a link never goes through
 * a redirect.
 */
type RawLink = { label?: Record<string, string>; path?: string | Record<string, string> };
type RawColumn = { title?: Record<string, string>; links?: RawLink[] };

function toLink(raw: RawLink, locale: Locale): MenuLink | null {
  const lang = LANGUAGE_OF[locale];
  const path = typeof raw.path === 'string' ? raw.path : (raw.path?.[lang] ?? raw.path?.en);
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return null;
  const label = raw.label?.[lang] ?? raw.label?.en;
  return label ? { label, path, href: localizePath(path, locale) } : null;
}

/** The header menu of the site content, in the page's language, with localised links. */
export function headerMenu(content: SiteContent, locale: Locale): MenuLink[] {
  const raw = (content.menus.header ?? []) as RawLink[];
  return raw.map((item) => toLink(item, locale)).filter((item): item is MenuLink => item !== null);
}

export function footerMenu(content: SiteContent, locale: Locale): MenuColumn[] {
  const raw = (content.menus.footer ?? []) as RawColumn[];
  return raw.map((column) => ({
    title: column.title?.[LANGUAGE_OF[locale]] ?? column.title?.en ?? '',
    links: (column.links ?? []).map((item) => toLink(item, locale)).filter((item): item is MenuLink => item !== null),
  }));
}
