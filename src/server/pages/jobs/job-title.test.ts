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

const alone = { company: false, place: false, anywhere: false };
const short = {
  position: 'Data Analyst',
  company: 'PT Tirta Energi Persada',
  city: 'Jakarta Barat',
  identifier: 'k2j9x8a1b3',
  twins: alone,
};
const long = {
  position: 'Senior Software Engineering Manager',
  company: 'PT Sriwijaya Digital Kreasi Persada',
  city: 'Tangerang Selatan',
  identifier: 'k2j9x8a1b3',
  twins: alone,
};

describe('job page title', () => {
  it('names position, company and city in full when they fit', () => {
    expect(jobTitle(en, short)).toBe('Data Analyst at PT Tirta Energi Persada, Jakarta Barat');
    expect(jobTitle(id, { ...short, company: 'PT Tirta Energi' })).toBe('Lowongan Data Analyst di PT Tirta Energi, Jakarta Barat');
  });

  it('Indonesian drops "Lowongan" before dropping the company', () => {
    expect(jobTitle(id, short)).toBe('Data Analyst di PT Tirta Energi Persada, Jakarta Barat');
  });

  it('keeps a long job title whole and drops the long company name, then the place', () => {
    expect(jobTitle(en, long)).toBe('Senior Software Engineering Manager in Tangerang Selatan');
    expect(jobTitle(id, long)).toBe('Senior Software Engineering Manager, Tangerang Selatan');
    const longer = { ...long, position: 'Senior Software Engineering Manager, Payments Platform' };
    expect(jobTitle(en, longer)).toBe('Senior Software Engineering Manager, Payments Platform job');
    expect(jobTitle(id, longer)).toBe('Senior Software Engineering Manager, Payments Platform');
  });

  it('cuts the job title, at a word, only when it alone is longer than the limit', () => {
    const position = 'Senior Software Engineering Manager for the Payments and Lending Platform';
    for (const t of [en, id]) {
      const title = jobTitle(t, { ...long, position });
      expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
      expect(title).toBe('Senior Software Engineering Manager for the Payments and…');
    }
  });

  it('adds the identifier where what is left of the title names another live job too', () => {
    // The same position at the same company in the same city: only the identifier differs.
    const everywhere = { company: true, place: true, anywhere: true };
    expect(jobTitle(en, { ...short, company: 'PT Tirta', twins: everywhere })).toBe(
      'Data Analyst at PT Tirta, Jakarta Barat (ref. k2j9x8a1b3)',
    );
    expect(jobTitle(id, { ...short, company: 'PT Tirta', twins: everywhere })).toBe(
      'Data Analyst di PT Tirta, Jakarta Barat (kode k2j9x8a1b3)',
    );
    // Company and reference together are too long: the company gives way, the reference stays.
    expect(jobTitle(en, { ...short, twins: everywhere })).toBe('Data Analyst in Jakarta Barat (ref. k2j9x8a1b3)');
    // The company name gave way, and another company hires for the same position in the same city.
    expect(jobTitle(en, { ...long, twins: { company: false, place: true, anywhere: true } })).toBe(
      'Senior Software Engineering Manager job (ref. k2j9x8a1b3)',
    );
    // A company's twin elsewhere does not matter while the company name is in the title.
    expect(jobTitle(en, { ...short, twins: { company: false, place: true, anywhere: true } })).toBe(
      'Data Analyst at PT Tirta Energi Persada, Jakarta Barat',
    );
    // Cut to leave room for the identifier.
    const cut = jobTitle(en, {
      ...long,
      position: 'Senior Software Engineering Manager for the Payments Platform',
      twins: { company: false, place: true, anywhere: true },
    });
    expect(cut).toBe('Senior Software Engineering Manager for… (ref. k2j9x8a1b3)');
    expect(cut.length).toBeLessThanOrEqual(TITLE_MAX);
  });
});
