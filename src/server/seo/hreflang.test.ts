import { describe, expect, it } from 'vitest';
import { hreflangLinks } from './hreflang';

const BASE = 'https://karir.example';

describe('hreflangLinks', () => {
  it('names both languages and English as x-default for a page at the same path in each', () => {
    expect(hreflangLinks(BASE, '/explore-jobs')).toEqual([
      { hrefLang: 'en', href: `${BASE}/explore-jobs` },
      { hrefLang: 'id', href: `${BASE}/id/explore-jobs` },
      { hrefLang: 'x-default', href: `${BASE}/explore-jobs` },
    ]);
  });

  it("uses each language's own slug when they differ", () => {
    expect(hreflangLinks(BASE, '/blog/tips-cv', { 'en-US': '/blog/cv-tips', 'id-ID': '/blog/tips-cv' })).toEqual([
      { hrefLang: 'en', href: `${BASE}/blog/cv-tips` },
      { hrefLang: 'id', href: `${BASE}/id/blog/tips-cv` },
      { hrefLang: 'x-default', href: `${BASE}/blog/cv-tips` },
    ]);
  });

  it('names no versions for a page in one language only (the other address would be a 404)', () => {
    expect(hreflangLinks(BASE, '/blog/tips-cv', { 'id-ID': '/blog/tips-cv' })).toEqual([]);
    expect(hreflangLinks(BASE, '/blog/cv-tips', { 'en-US': '/blog/cv-tips' })).toEqual([]);
  });
});
