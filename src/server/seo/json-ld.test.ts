import { describe, expect, it } from 'vitest';
import { blogPostingJsonLd, employerAggregateRatingJsonLd, organizationJsonLd } from './json-ld';

describe('Organization JSON-LD', () => {
  it('keeps known fields and drops empty ones', () => {
    const data = organizationJsonLd({
      name: 'PT Maju Jaya',
      url: 'https://karir.example/company/pt-maju-jaya',
      logo: 'https://karir.example/images/companies/1.svg',
      telephone: '+62 21 555 1234',
      address: 'Jl. Sudirman 1, Jakarta',
      sameAs: null,
      description: '',
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'PT Maju Jaya',
      url: 'https://karir.example/company/pt-maju-jaya',
      logo: 'https://karir.example/images/companies/1.svg',
      telephone: '+62 21 555 1234',
      address: { '@type': 'PostalAddress', streetAddress: 'Jl. Sudirman 1, Jakarta' },
    });
  });
});

describe('EmployerAggregateRating JSON-LD', () => {
  const org = { name: 'PT Maju Jaya', url: 'https://karir.example/company/pt-maju-jaya' };

  it('has the required and recommended properties', () => {
    const data = employerAggregateRatingJsonLd(org, { average: 4.236, count: 17 });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'EmployerAggregateRating',
      itemReviewed: { '@type': 'Organization', name: 'PT Maju Jaya', sameAs: org.url },
      ratingValue: 4.2,
      ratingCount: 17,
      reviewCount: 17,
      bestRating: 5,
      worstRating: 1,
    });
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
