import { describe, expect, it } from 'vitest';
import { blogPostingJsonLd, employerAggregateRatingJsonLd, organizationId, organizationJsonLd } from './json-ld';

const PAGE = 'https://karir.example/company/pt-maju-jaya';

describe('Organization JSON-LD', () => {
  it("is named by an @id, links the employer's own site as its url, and drops empty fields", () => {
    const data = organizationJsonLd({
      id: organizationId(PAGE),
      name: 'PT Maju Jaya',
      website: 'https://www.majujaya.co.id',
      logo: 'https://karir.example/images/companies/1.svg',
      telephone: '+62 21 555 1234',
      address: { street: 'Jl. Sudirman 1', locality: 'Jakarta Selatan', region: 'DKI Jakarta', country: 'ID' },
      description: '',
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://karir.example/company/pt-maju-jaya#organization',
      name: 'PT Maju Jaya',
      url: 'https://www.majujaya.co.id',
      logo: 'https://karir.example/images/companies/1.svg',
      telephone: '+62 21 555 1234',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Jl. Sudirman 1',
        addressLocality: 'Jakarta Selatan',
        addressRegion: 'DKI Jakarta',
        addressCountry: 'ID',
      },
    });
  });

  it("gives no url at all rather than the company page when the employer's site is unknown", () => {
    const data = organizationJsonLd({
      id: organizationId(PAGE),
      name: 'PT Maju Jaya',
      website: null,
      address: { region: 'Bali', country: 'ID' },
    });
    expect(data).not.toHaveProperty('url');
    expect(data).not.toHaveProperty('sameAs');
    expect(data.address).toEqual({ '@type': 'PostalAddress', addressRegion: 'Bali', addressCountry: 'ID' });
  });
});

describe('EmployerAggregateRating JSON-LD', () => {
  const org = { id: organizationId(PAGE), name: 'PT Maju Jaya', website: 'https://www.majujaya.co.id' };

  it("has the required and recommended properties, and reviews the page's Organization by its @id", () => {
    const data = employerAggregateRatingJsonLd(org, { average: 4.236, count: 17 });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'EmployerAggregateRating',
      itemReviewed: { '@type': 'Organization', '@id': `${PAGE}#organization`, name: 'PT Maju Jaya', url: 'https://www.majujaya.co.id' },
      ratingValue: 4.2,
      ratingCount: 17,
      reviewCount: 17,
      bestRating: 5,
      worstRating: 1,
    });
    expect((data!.itemReviewed as { '@id': string })['@id']).toBe(organizationJsonLd(org)['@id']);
  });

  it('is left out when nothing is rated', () => {
    expect(employerAggregateRatingJsonLd(org, { average: null, count: 0 })).toBeNull();
    expect(employerAggregateRatingJsonLd(org, { average: 4, count: 0 })).toBeNull();
  });

  it('keeps the value inside the 1–5 scale', () => {
    expect(employerAggregateRatingJsonLd(org, { average: 0.4, count: 2 })?.ratingValue).toBe(1);
    expect(employerAggregateRatingJsonLd(org, { average: 5.2, count: 2 })?.ratingValue).toBe(5);
  });
});

describe('BlogPosting JSON-LD', () => {
  const base = {
    headline: 'How to negotiate your salary',
    url: 'https://karir.example/blog/negotiate-salary',
    image: 'https://karir.example/images/articles/1.jpg',
    datePublished: new Date('2024-03-01T02:00:00Z'),
    dateModified: new Date('2024-03-05T02:00:00Z'),
    authorName: 'Dewi Lestari',
    inLanguage: 'en',
    publisherName: 'Karir Nusantara',
    publisherLogo: 'https://karir.example/icons/icon-512.png',
  };

  it('carries headline, image, dates, author name and language', () => {
    const data = blogPostingJsonLd(base);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'How to negotiate your salary',
      image: ['https://karir.example/images/articles/1.jpg'],
      datePublished: '2024-03-01T02:00:00.000Z',
      dateModified: '2024-03-05T02:00:00.000Z',
      author: { '@type': 'Person', name: 'Dewi Lestari' },
      inLanguage: 'en',
      mainEntityOfPage: { '@type': 'WebPage', '@id': base.url },
    });
  });

  it('never reports a modification before publication and trims long headlines', () => {
    const data = blogPostingJsonLd({ ...base, dateModified: new Date('2020-01-01T00:00:00Z'), headline: 'x'.repeat(200) });
    expect(data.dateModified).toBe('2024-03-01T02:00:00.000Z');
    expect(String(data.headline).length).toBe(110);
  });

  it('omits a missing author and image', () => {
    const data = blogPostingJsonLd({ ...base, authorName: null, image: null });
    expect(data).not.toHaveProperty('author');
    expect(data).not.toHaveProperty('image');
  });
});
