import { LANGUAGE_OF, LOCALES, localizePath, type Locale } from '../../shared/locales';

/** Google's limit is 50,000 URLs per file; each item here becomes one <url> per language. */
export const SITEMAP_ITEMS_PER_FILE = 20_000;

export interface SitemapItem {
  /** Locale-free path per language; a language without a path has no page. */
  readonly paths: Partial<Record<Locale, string>>;
  readonly lastModified: Date | null;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const URLSET_CLOSE = '</urlset>\n';

/**
 * One <url> per language version, each listing every version (itself included) as
 * xhtml:link alternates plus x-default, as Google's hreflang rules ask.
 */
export function urlEntries(item: SitemapItem, baseUrl: string): string {
  const versions = LOCALES.filter((locale) => item.paths[locale] !== undefined).map((locale) => ({
    locale,
    href: `${baseUrl}${localizePath(item.paths[locale]!, locale)}`,
  }));
  const alternates =
    versions.length > 1
      ? [
          ...versions.map((v) => `<xhtml:link rel="alternate" hreflang="${LANGUAGE_OF[v.locale]}" href="${escapeXml(v.href)}"/>`),
          `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml((versions.find((v) => v.locale === 'en-US') ?? versions[0]!).href)}"/>`,
        ].join('')
      : '';
  const lastmod = item.lastModified ? `<lastmod>${item.lastModified.toISOString()}</lastmod>` : '';
  return versions.map((v) => `<url><loc>${escapeXml(v.href)}</loc>${lastmod}${alternates}</url>\n`).join('');
}

export function sitemapIndex(entries: readonly { loc: string; lastModified: Date | null }[]): string {
  const body = entries
    .map(
      (entry) =>
        `<sitemap><loc>${escapeXml(entry.loc)}</loc>${entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : ''}</sitemap>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/**
 * robots.txt: everything public is crawlable; account, auth, assessments, the API and flight
 * payloads are not (with or without a query string: `/explore-jobs.rsc?page=2`).
 */
export function robotsTxt(baseUrl: string): string {
  const privatePaths = ['/account/', '/auth/', '/assessment/', '/id/account/', '/id/auth/', '/id/assessment/', '/api/', '/__test/'];
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.map((p) => `Disallow: ${p}`),
    'Disallow: /*.rsc$',
    'Disallow: /*.rsc?',
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
