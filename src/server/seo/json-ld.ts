/**
 * schema.org builders for the public pages. Pure: everything they
 * need comes in as arguments, so they are unit-tested without a request.
 */

export interface OrganizationInput {
  readonly name: string;
  /** Absolute URL of the company page. */
  readonly url: string;
  readonly logo?: string | null;
  readonly sameAs?: string | null;
  readonly telephone?: string | null;
  readonly address?: string | null;
  readonly description?: string | null;
  readonly foundingYear?: number | null;
}

/** The company as an Organization; empty fields are left out rather than sent blank. */
export function organizationJsonLd(input: OrganizationInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.name,
    url: input.url,
    ...(input.logo ? { logo: input.logo } : {}),
    ...(input.sameAs ? { sameAs: [input.sameAs] } : {}),
    ...(input.telephone ? { telephone: input.telephone } : {}),
    ...(input.address ? { address: { '@type': 'PostalAddress', streetAddress: input.address } } : {}),
    ...(input.description ? { description: input.description } : {}),
    ...(input.foundingYear ? { foundingDate: String(input.foundingYear) } : {}),
  };
}

/**
 * EmployerAggregateRating: itemReviewed must be an Organization, ratingValue on the 1–5
 * scale, ratingCount/reviewCount, and the scale bounds. Null when nothing is rated, because
 * Google treats a rating of 0 from 0 reviews as invalid markup.
 */
export function employerAggregateRatingJsonLd(
  organization: { readonly name: string; readonly url: string; readonly logo?: string | null },
  rating: { readonly average: number | null; readonly count: number },
): Record<string, unknown> | null {
  if (rating.average === null || !Number.isFinite(rating.average) || rating.count < 1) return null;
  const value = Math.min(5, Math.max(1, Math.round(rating.average * 10) / 10));
  return {
    '@context': 'https://schema.org',
    '@type': 'EmployerAggregateRating',
    itemReviewed: {
      '@type': 'Organization',
      name: organization.name,
      sameAs: organization.url,
      ...(organization.logo ? { logo: organization.logo } : {}),
    },
    ratingValue: value,
    ratingCount: rating.count,
    reviewCount: rating.count,
    bestRating: 5,
    worstRating: 1,
  };
}

export interface BlogPostingInput {
  readonly headline: string;
  readonly url: string;
  readonly image?: string | null;
  readonly datePublished: Date;
  readonly dateModified: Date;
  readonly authorName?: string | null;
  readonly inLanguage: string;
  readonly description?: string | null;
  readonly publisherName: string;
  readonly publisherLogo: string;
}

/** Google limits headlines to 110 characters in article rich results. */
const HEADLINE_MAX = 110;

export function blogPostingJsonLd(input: BlogPostingInput): Record<string, unknown> {
  const headline = input.headline.length > HEADLINE_MAX ? `${input.headline.slice(0, HEADLINE_MAX - 1).trimEnd()}…` : input.headline;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    url: input.url,
    ...(input.image ? { image: [input.image] } : {}),
    datePublished: input.datePublished.toISOString(),
    dateModified: (input.dateModified < input.datePublished ? input.datePublished : input.dateModified).toISOString(),
    ...(input.authorName ? { author: { '@type': 'Person', name: input.authorName } } : {}),
    inLanguage: input.inLanguage,
    ...(input.description ? { description: input.description } : {}),
    publisher: { '@type': 'Organization', name: input.publisherName, logo: { '@type': 'ImageObject', url: input.publisherLogo } },
  };
}
