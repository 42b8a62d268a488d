import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { TITLE_MAX } from '../../../shared/document-title';
import { createI18n, translatorFor, type Translate } from '../../i18n/i18n';
import { jobTitle } from './job-title';

let en: Translate;
let id: Translate;

beforeAll(async () => {
  const i18n = await createI18n(path.resolve('locales'));
  en = translatorFor(i18n, 'en-US');
  id = translatorFor(i18n, 'id-ID');
});

const short = { position: 'Data Analyst', company: 'PT Tirta Energi Persada', city: 'Jakarta Barat', reference: null };
const long = { position: 'Software Engineering Intern', company: 'PT Sriwijaya Digital Kreasi Persada', city: 'Tangerang Selatan', reference: null };

describe('job page title', () => {
  it('names position, company and city in full when they fit', () => {
    expect(jobTitle(en, short)).toBe('Data Analyst at PT Tirta Energi Persada, Jakarta Barat');
    expect(jobTitle(id, { ...short, company: 'PT Tirta Energi' })).toBe('Lowongan Data Analyst di PT Tirta Energi, Jakarta Barat');
  });

  it('Indonesian drops "Lowongan" before cutting the company name', () => {
    expect(jobTitle(id, short)).toBe('Data Analyst di PT Tirta Energi Persada, Jakarta Barat');
  });

  it('stays within the limit by cutting the company name at a word, keeping position and city', () => {
    for (const t of [en, id]) {
      const title = jobTitle(t, long);
      expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
      expect(title).toMatch(/^Software Engineering\b.* PT Sriwijaya[^,]*…, Tangerang Selatan$/);
    }
  });

  it('tells apart two jobs with one position at one company in one city by their identifier', () => {
    const a = jobTitle(en, { ...long, reference: 'k2j9x8a1b3' });
    const b = jobTitle(en, { ...long, reference: 'p0q7w3e5r1' });
    expect(a).not.toBe(b);
    expect(a.length).toBeLessThanOrEqual(TITLE_MAX);
    // The reference alone tells the job apart: the city may give way too.
    expect(a).toBe('Software…, PT Sriwijaya…, Tangerang… (ref. k2j9x8a1b3)');
    expect(jobTitle(en, { ...short, reference: 'k2j9x8a1b3' })).toBe('Data Analyst, PT Tirta…, Jakarta Barat (ref. k2j9x8a1b3)');
    expect(jobTitle(id, { ...short, reference: 'k2j9x8a1b3' })).toMatch(/, Jakarta Barat \(kode k2j9x8a1b3\)$/);
  });

  it('keeps titles of different companies apart even where company names are cut', () => {
    for (const t of [en, id]) {
      const one = jobTitle(t, { ...long, position: 'Data Analyst', company: 'PT Nusantara Commerce Utama Sejahtera' });
      const other = jobTitle(t, { ...long, position: 'Data Analyst', company: 'PT Nusantara Griya Wisata Lestari' });
      expect(one).not.toBe(other);
      expect(Math.max(one.length, other.length)).toBeLessThanOrEqual(TITLE_MAX);
    }
  });
});
