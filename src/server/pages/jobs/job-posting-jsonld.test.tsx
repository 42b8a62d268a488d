import { describe, expect, it } from 'vitest';
import { jsonLdScripts } from '../../components/json-ld';
import { buildJobPostingJsonLd, type JobPostingContext } from './job-posting-jsonld';

const ctx: JobPostingContext = {
  url: 'https://karir.example/job/staf-akuntansi/a1b2c3d4e5',
  baseUrl: 'https://karir.example',
  companyUrl: 'https://karir.example/company/pt-maju-jaya',
  lang: 'en',
};

function job(overrides: Record<string, unknown> = {}) {
  return {
    isLive: true,
    identifier: 'a1b2c3d4e5',
    position: 'Staf Akuntansi',
    descriptionHtml: '<p>PT Maju Jaya is hiring.</p><ul><li>Close the books</li></ul>',
    postedAt: new Date('2025-03-01T02:00:00Z'),
    validThrough: new Date('2025-04-01T02:00:00Z'),
    employmentType: 'FULL_TIME' as const,
    workArrangement: 'onsite' as const,
    company: { name: 'PT Maju Jaya', slug: 'pt-maju-jaya', logo: '/images/companies/maju.svg' },
    companyDetail: {
      id: 1,
      address: 'Jl. Jend. Sudirman Kav. 52, Jakarta Selatan',
      postalCode: '12190',
      location: { city: { en: 'South Jakarta', id: 'Jakarta Selatan' }, province: { en: 'Jakarta', id: 'DKI Jakarta' } },
      website: 'https://majujaya.co.id',
      verified: true,
      sizeBand: null,
      industry: null,
    },
    location: {
      city: { en: 'South Jakarta', id: 'Jakarta Selatan' },
      province: { en: 'DKI Jakarta', id: 'DKI Jakarta' },
      citySlug: 'jakarta-selatan',
      provinceSlug: 'dki-jakarta',
    },
    salary: { min: 8_000_000, max: 12_000_000, currency: 'IDR', period: 'MONTH' as const, visible: true },
    ...overrides,
  };
}

describe('buildJobPostingJsonLd', () => {
  it('has every property Google requires, plus the recommended ones the data has', () => {
    const ld = buildJobPostingJsonLd(job(), ctx)!;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Staf Akuntansi',
      description: '<p>PT Maju Jaya is hiring.</p><ul><li>Close the books</li></ul>',
      datePosted: '2025-03-01T02:00:00.000Z',
      validThrough: '2025-04-01T02:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'PT Maju Jaya',
        sameAs: 'https://majujaya.co.id',
        logo: 'https://karir.example/images/companies/maju.svg',
        // The employer's own address: street (less the city, which has its field), city, province, postal code, country.
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Jl. Jend. Sudirman Kav. 52',
          addressLocality: 'South Jakarta',
          addressRegion: 'Jakarta',
          postalCode: '12190',
          addressCountry: 'ID',
        },
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'South Jakarta', addressRegion: 'DKI Jakarta', addressCountry: 'ID' },
      },
      identifier: { '@type': 'PropertyValue', name: 'PT Maju Jaya', value: 'a1b2c3d4e5' },
      directApply: false,
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'IDR',
        value: { '@type': 'QuantitativeValue', minValue: 8_000_000, maxValue: 12_000_000, unitText: 'MONTH' },
      },
    });
    expect(ld).not.toHaveProperty('jobLocationType');
    expect(ld).not.toHaveProperty('applicantLocationRequirements');
  });

  it('uses the Indonesian place names on Indonesian pages and the company page when there is no website', () => {
    const ld = buildJobPostingJsonLd(
      job({
        companyDetail: {
          id: 1,
          address: null,
          postalCode: null,
          location: null,
          website: null,
          verified: false,
          sizeBand: null,
          industry: null,
        },
      }),
      { ...ctx, lang: 'id' },
    )!;
    expect((ld.jobLocation as { address: { addressLocality: string } }).address.addressLocality).toBe('Jakarta Selatan');
    expect((ld.hiringOrganization as { sameAs: string }).sameAs).toBe(ctx.companyUrl);
    // No address in the data: none in the markup, rather than an empty one.
    expect(ld.hiringOrganization).not.toHaveProperty('address');
  });

  it('has validThrough exactly when the job has an end', () => {
    expect(buildJobPostingJsonLd(job(), ctx)).toHaveProperty('validThrough', '2025-04-01T02:00:00.000Z');
    expect(buildJobPostingJsonLd(job({ validThrough: null }), ctx)).not.toHaveProperty('validThrough');
  });

  it('marks TELECOMMUTE (with Indonesia as the applicant country) only for fully remote jobs', () => {
    const remote = buildJobPostingJsonLd(job({ workArrangement: 'remote' }), ctx)!;
    expect(remote.jobLocationType).toBe('TELECOMMUTE');
    expect(remote.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'Indonesia' });
    const hybrid = buildJobPostingJsonLd(job({ workArrangement: 'hybrid' }), ctx)!;
    expect(hybrid).not.toHaveProperty('jobLocationType');
    expect(hybrid).not.toHaveProperty('applicantLocationRequirements');
  });

  it('adds baseSalary only when the salary is shown', () => {
    const hidden = buildJobPostingJsonLd(job({ salary: { min: null, max: null, currency: 'IDR', period: 'MONTH', visible: false } }), ctx)!;
    expect(hidden).not.toHaveProperty('baseSalary');
    const single = buildJobPostingJsonLd(
      job({ salary: { min: 9_000_000, max: 9_000_000, currency: 'IDR', period: 'MONTH', visible: true } }),
      ctx,
    )!;
    expect(single.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'IDR',
      value: { '@type': 'QuantitativeValue', value: 9_000_000, unitText: 'MONTH' },
    });
  });

  it('leaves out validThrough when the job has no end date, and gives nothing for a closed job', () => {
    expect(buildJobPostingJsonLd(job({ validThrough: null }), ctx)).not.toHaveProperty('validThrough');
    expect(buildJobPostingJsonLd(job({ isLive: false }), ctx)).toBeNull();
  });

  it('cannot be broken out of by a description containing </script>', () => {
    const evil = '<p>Hi</p></script><script>alert(1)</script><!--';
    const ld = buildJobPostingJsonLd(job({ descriptionHtml: evil }), ctx)!;
    const html = jsonLdScripts([ld]);
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html.endsWith('</script>')).toBe(true);
    expect(html).not.toContain('<!--');
    const inner = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(inner).description).toBe(evil);
  });
});
