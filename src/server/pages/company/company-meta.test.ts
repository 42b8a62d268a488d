import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n, translatorFor, type Translate } from '../../i18n/i18n';
import { companyDescription, companyPostalAddress, companyTitle, type CompanyFacts } from './company-meta';

const facts: CompanyFacts = { name: 'PT A', industry: 'Manufacturing', place: 'Medan', reviews: 1, jobs: 1, hasGallery: false };
let en: Translate;
let id: Translate;

beforeAll(async () => {
  const i18n = await createI18n(path.resolve('locales'));
  en = translatorFor(i18n, 'en-US');
  id = translatorFor(i18n, 'id-ID');
});

describe('company meta description', () => {
  it('counts in the singular and names photos only with a gallery', () => {
    expect(companyDescription(en, 'en-US', facts)).toBe(
      'PT A (Manufacturing, Medan): company profile, 1 candidate review, and 1 open job.',
    );
    expect(companyDescription(en, 'en-US', { ...facts, reviews: 3, jobs: 5, hasGallery: true })).toBe(
      'PT A (Manufacturing, Medan): company profile, 3 candidate reviews, photos, and 5 open jobs.',
    );
    expect(companyDescription(id, 'id-ID', { ...facts, reviews: 3, hasGallery: true })).toBe(
      'PT A (Manufacturing, Medan): profil perusahaan, 3 ulasan kandidat, foto, dan 1 lowongan aktif.',
    );
  });

  it('leaves reviews out when there are none', () => {
    expect(companyDescription(en, 'en-US', { ...facts, reviews: 0, jobs: 2 })).toBe(
      'PT A (Manufacturing, Medan): company profile and 2 open jobs.',
    );
    expect(companyDescription(id, 'id-ID', { ...facts, reviews: 0 })).toBe(
      'PT A (Manufacturing, Medan): profil perusahaan dan 1 lowongan aktif.',
    );
  });
});

describe('company title', () => {
  it('numbers review pages from page 2 on only', () => {
    expect(companyTitle(en, 'PT A', null)).toBe('PT A: company profile, reviews and jobs');
    expect(companyTitle(en, 'PT A', { type: 'interview', page: 1 })).toBe('PT A: interview reviews');
    expect(companyTitle(en, 'PT A', { type: 'interview', page: 2 })).toBe('PT A: interview reviews, page 2');
    expect(companyTitle(id, 'PT A', { type: 'salary', page: 1 })).not.toContain('halaman');
    expect(companyTitle(id, 'PT A', { type: 'interview', page: 1 })).toBe('PT A: ulasan wawancara');
    expect(companyTitle(id, 'PT A', { type: 'salary', page: 3 })).toMatch(/, halaman 3$/);
  });

  it('stays within 60 characters: a shorter wording first, then the name cut at a word', () => {
    const name = 'PT Sriwijaya Digital Kreasi Persada';
    expect(companyTitle(en, name, null)).toBe('PT Sriwijaya Digital Kreasi Persada: reviews and jobs');
    expect(companyTitle(id, name, null)).toBe('PT Sriwijaya Digital Kreasi Persada: ulasan dan lowongan');
    expect(companyTitle(id, name, { type: 'workplace_photo', page: 12 })).toBe(
      'PT Sriwijaya Digital…: ulasan foto tempat kerja, halaman 12',
    );
    for (const t of [en, id]) {
      for (const reviews of [null, { type: 'company_review' as const, page: 2 }, { type: 'workplace_photo' as const, page: 1 }]) {
        expect(companyTitle(t, `${name} Internasional Tbk`, reviews).length).toBeLessThanOrEqual(60);
      }
    }
  });
});

describe('company postal address', () => {
  const medan = { citySlug: 'medan', city: { en: 'Medan', id: 'Medan' }, province: { en: 'North Sumatra', id: 'Sumatera Utara' } };

  it('splits street, city, province and country, the city not repeated in the street', () => {
    expect(companyPostalAddress({ address: 'Jl. Diponegoro No. 67, Medan', postalCode: '20152', location: medan }, 'en')).toEqual({
      street: 'Jl. Diponegoro No. 67',
      locality: 'Medan',
      region: 'North Sumatra',
      postalCode: '20152',
      country: 'ID',
    });
    expect(companyPostalAddress({ address: 'Jl. Diponegoro No. 67, Medan', postalCode: null, location: medan }, 'id')).toMatchObject({
      region: 'Sumatera Utara',
    });
    expect(companyPostalAddress({ address: 'Kawasan Industri Blok C', postalCode: null, location: medan }, 'en')).toMatchObject({
      street: 'Kawasan Industri Blok C',
    });
  });

  it('names a province as the region alone, and gives nothing when nothing is known', () => {
    const bali = { citySlug: 'bali', city: { en: 'Bali', id: 'Bali' }, province: { en: '', id: '' } };
    expect(companyPostalAddress({ address: null, postalCode: null, location: bali }, 'en')).toEqual({
      street: null,
      region: 'Bali',
      postalCode: null,
      country: 'ID',
    });
    expect(companyPostalAddress({ address: null, postalCode: null, location: null }, 'en')).toBeNull();
  });
});
