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

  it('is the site name alone on the home page', () => {
    expect(documentTitle('Karir Nusantara', 'Karir Nusantara')).toBe('Karir Nusantara');
  });
});
