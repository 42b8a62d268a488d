import { describe, expect, it } from 'vitest';
import { documentTitle, TITLE_MAX } from './document-title';

describe('documentTitle', () => {
  it('adds the site name when the whole fits', () => {
    expect(documentTitle('Explore jobs', 'Karir Nusantara')).toBe('Explore jobs | Karir Nusantara');
  });

  it('keeps the page title alone when the suffix would push it past the limit', () => {
    const job = 'Senior Accountant at PT Bintang Food Industries, Jakarta';
    expect(documentTitle(job, 'Karir Nusantara')).toBe(job);
    expect(`${job} | Karir Nusantara`.length).toBeGreaterThan(TITLE_MAX);
  });

  it('cuts a title too long on its own at a word, as an article headline may be', () => {
    const headline = 'Kerja Remote dan Hybrid di Indonesia: Apa yang Perlu Diketahui';
    expect(headline.length).toBeGreaterThan(TITLE_MAX);
    expect(documentTitle(headline, 'Karir Nusantara')).toBe('Kerja Remote dan Hybrid di Indonesia: Apa yang Perlu…');
  });

  it('is the site name alone on the home page', () => {
    expect(documentTitle('Karir Nusantara', 'Karir Nusantara')).toBe('Karir Nusantara');
  });
});
