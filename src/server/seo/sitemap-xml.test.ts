import { describe, expect, it } from 'vitest';
import { escapeXml, robotsTxt, sitemapIndex, urlEntries } from './sitemap-xml';

const BASE = 'https://karir.example';

describe('sitemap XML', () => {
  it('lists each language version with reciprocal alternates and x-default', () => {
    const xml = urlEntries(
      { paths: { 'en-US': '/blog/cv-tips', 'id-ID': '/blog/tips-cv' }, lastModified: new Date('2026-01-02T03:04:05Z') },
      BASE,
    );
    const urls = xml.trim().split('\n');
    expect(urls).toHaveLength(2);
    expect(urls[0]).toContain('<loc>https://karir.example/blog/cv-tips</loc>');
    expect(urls[1]).toContain('<loc>https://karir.example/id/blog/tips-cv</loc>');
    for (const url of urls) {
      expect(url).toContain('<lastmod>2026-01-02T03:04:05.000Z</lastmod>');
      expect(url).toContain('hreflang="en" href="https://karir.example/blog/cv-tips"');
      expect(url).toContain('hreflang="id" href="https://karir.example/id/blog/tips-cv"');
      expect(url).toContain('hreflang="x-default" href="https://karir.example/blog/cv-tips"');
    }
  });

  it('gives a page that exists in one language no alternates', () => {
    const xml = urlEntries({ paths: { 'id-ID': '/blog/hanya-indonesia' }, lastModified: null }, BASE);
    expect(xml).toBe('<url><loc>https://karir.example/id/blog/hanya-indonesia</loc></url>\n');
  });

  it('escapes XML special characters', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    expect(urlEntries({ paths: { 'en-US': '/explore-jobs?q=a&b' }, lastModified: null }, BASE)).toContain('q=a&amp;b');
  });

  it('builds an index of child sitemaps', () => {
    const xml = sitemapIndex([{ loc: `${BASE}/sitemaps/jobs-1.xml`, lastModified: new Date('2026-05-01T00:00:00Z') }]);
    expect(xml).toContain('<sitemapindex');
    expect(xml).toContain(
      '<sitemap><loc>https://karir.example/sitemaps/jobs-1.xml</loc><lastmod>2026-05-01T00:00:00.000Z</lastmod></sitemap>',
    );
  });

  it('keeps private areas and flight payloads out of robots.txt and points at the sitemap', () => {
    const robots = robotsTxt(BASE);
    for (const path of ['/account/', '/auth/', '/id/account/', '/id/auth/', '/api/']) expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain('Disallow: /*.rsc$\n');
    expect(robots).toContain('Disallow: /*.rsc?\n');
    expect(robots).toContain('Sitemap: https://karir.example/sitemap.xml');
  });
});
