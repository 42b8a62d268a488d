import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { createI18n, translatorFor } from '../../i18n/i18n';
import { DESCRIPTION_MAX } from '../../../shared/meta-description';
import { landingDescription, landingHeading, landingIntro } from './landing-text';

let en: TFunction;
let id: TFunction;

beforeAll(async () => {
  const i18n = await createI18n();
  en = translatorFor(i18n, 'en-US');
  id = translatorFor(i18n, 'id-ID');
});

const facts = {
  topCompanies: [
    { name: 'PT Maju Jaya', slug: 'pt-maju-jaya', jobs: 6 },
    { name: 'PT Sinar Data', slug: 'pt-sinar-data', jobs: 4 },
    { name: 'CV Kopi Kita', slug: 'cv-kopi-kita', jobs: 1 },
  ],
  salary: { from: 8_000_000, to: 25_000_000, shown: 12 },
};

describe('landing page words', () => {
  it('names the page in words, in each language', () => {
    expect(landingHeading(en, { category: 'IT', place: 'Jakarta' })).toBe('IT jobs in Jakarta');
    expect(landingHeading(id, { category: 'IT', place: 'Jakarta' })).toBe('Lowongan Kerja IT di Jakarta');
    expect(landingHeading(en, { category: 'Sales' })).toBe('Sales jobs');
    expect(landingHeading(id, { place: 'Bandung' })).toBe('Lowongan Kerja di Bandung');
  });

  it('writes the intro from the numbers: open jobs, who hires most, the shown salaries', () => {
    const intro = landingIntro(en, 'en-US', { category: 'IT', place: 'Jakarta' }, 1234, facts);
    expect(intro[0]).toBe('There are 1,234 open IT jobs in Jakarta right now.');
    expect(intro[1]).toBe('Hiring most: PT Maju Jaya (6 jobs), PT Sinar Data (4 jobs), and CV Kopi Kita (1 job).');
    expect(intro[2]).toMatch(/^Of the 12 that show a salary, most pay between IDR\s8,000,000 and IDR\s25,000,000 a month\.$/);
    const indonesian = landingIntro(id, 'id-ID', { category: 'IT', place: 'Jakarta' }, 1234, facts);
    expect(indonesian[0]).toBe('Saat ini ada 1.234 lowongan kerja IT di Jakarta yang dibuka.');
    expect(indonesian[1]).toBe(
      'Paling banyak merekrut: PT Maju Jaya (6 lowongan), PT Sinar Data (4 lowongan), dan CV Kopi Kita (1 lowongan).',
    );
    expect(indonesian[2]).toMatch(/sebagian besar menawarkan Rp\s?8\.000\.000 sampai Rp\s?25\.000\.000 per bulan\.$/);
  });

  it('speaks of one job in the singular, and says nothing of salaries it does not have enough of', () => {
    const intro = landingIntro(en, 'en-US', { place: 'Bali' }, 1, {
      topCompanies: [{ name: 'PT A', slug: 'pt-a', jobs: 1 }],
      salary: null,
    });
    expect(intro).toEqual(['There is 1 open job in Bali right now.', 'Hiring most: PT A (1 job).']);
  });

  it('says there are none, and where to look, when nothing is open', () => {
    const [sentence, ...rest] = landingIntro(en, 'en-US', { category: 'Legal', place: 'Bali' }, 0, { topCompanies: [], salary: null });
    expect(sentence).toMatch(/^There are no open Legal jobs in Bali right now/);
    expect(rest).toEqual([]);
  });

  it('keeps the description within 160 characters by leaving out sentences that do not fit, and numbers further pages', () => {
    const long = landingIntro(en, 'en-US', { category: 'Administration & Office Support', place: 'Special Region of Yogyakarta' }, 1234, {
      ...facts,
      topCompanies: facts.topCompanies.map((c) => ({ ...c, name: `${c.name} Internasional Teknologi Nusantara` })),
    });
    const first = landingDescription(en, long, 1, 1);
    expect(first.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(first).toContain('There are 1,234 open Administration & Office Support jobs in Special Region of Yogyakarta right now.');
    expect(first).not.toContain('Internasional');
    // With shorter names the salary sentence after the companies' (too long) still fits.
    const it = landingDescription(
      en,
      landingIntro(en, 'en-US', { category: 'IT', place: 'Bali' }, 40, {
        ...facts,
        topCompanies: facts.topCompanies.map((c) => ({ ...c, name: `${c.name} Internasional Teknologi Nusantara` })),
      }),
      1,
      1,
    );
    expect(it).toMatch(
      /^There are 40 open IT jobs in Bali right now\. Of the 12 that show a salary, most pay between .+ a month\.( Filter and apply online\.)?$/,
    );
    expect(it.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    const short = landingDescription(en, landingIntro(en, 'en-US', { category: 'IT' }, 5, { topCompanies: [], salary: null }), 1, 1);
    expect(short).toBe('There are 5 open IT jobs right now. Filter and apply online.');
    const second = landingDescription(en, long, 2, 3);
    expect(second.startsWith('Page 2 of 3: There are 1,234 open')).toBe(true);
    expect(second.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
  });
});
