import { LANGUAGE_OF, localizePath, type Locale } from '../../shared/locales';
import type { SiteContent } from '../db/site-content-repo';

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

type RawLink = { label?: Record<string, string>; path?: string };
type RawColumn = { title?: Record<string, string>; links?: RawLink[] };

function toLink(raw: RawLink, locale: Locale): MenuLink | null {
  if (typeof raw.path !== 'string' || !raw.path.startsWith('/')) return null;
  const label = raw.label?.[LANGUAGE_OF[locale]] ?? raw.label?.en;
  return label ? { label, path: raw.path, href: localizePath(raw.path, locale) } : null;
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
