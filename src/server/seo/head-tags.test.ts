import { describe, expect, it } from 'vitest';
import { headTags } from './head-tags';

const context = {
  locale: 'id-ID' as const,
  path: '/job/staf/abc',
  publicBaseUrl: 'https://karir.example',
  t: ((key: string) => (key === 'common:siteName' ? 'Karir Nusantara' : key)) as never,
};

describe('headTags', () => {
  it('names the canonical, the language versions and the social card of the page, escaped', () => {
    const html = headTags({ title: 'Staf "Gudang" <A&B>', description: 'Kerja & karier' }, context);
    expect(html).toContain('<link rel="canonical" href="https://karir.example/id/job/staf/abc"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="en" href="https://karir.example/job/staf/abc"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="x-default" href="https://karir.example/job/staf/abc"/>');
    expect(html).toContain('<meta property="og:title" content="Staf &quot;Gudang&quot; &lt;A&amp;B&gt;"/>');
    expect(html).toContain('<meta name="description" content="Kerja &amp; karier"/>');
    expect(html).toContain('<meta property="og:locale" content="id_ID"/>');
    expect(html).not.toContain('robots');
  });

  it('keeps a noindex page out of the index and gives an error page no canonical or versions', () => {
    expect(headTags({ title: 't', description: 'd', noindex: true }, context)).toContain('<meta name="robots" content="noindex"/>');
    const error = headTags({ title: 't', description: 'd', errorPage: true, noindex: true }, context);
    expect(error).not.toMatch(/canonical|hrefLang|og:url/);
  });

  it('writes every description within 160 characters, cut at a word', () => {
    const html = headTags({ title: 't', description: `${'Lowongan kerja terbaru di Indonesia '.repeat(6)}akhir` }, context);
    const descriptions = [
      ...html.matchAll(/(?:name|property)="(?:description|og:description|twitter:description)" content="([^"]*)"/g),
    ].map((m) => m[1]!);
    expect(descriptions).toHaveLength(3);
    for (const text of descriptions) {
      expect(text.length).toBeLessThanOrEqual(160);
      expect(text).toMatch(/^Lowongan kerja .*\S…$/);
    }
  });
});
