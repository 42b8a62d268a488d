/**
 * schema.org builders for the public pages. Pure: everything they
 * need comes in as arguments, so they are unit-tested without a request.
 */

export interface PostalAddressInput {
  readonly street?: string | null;
  /** The city (kota or kabupaten). */
  readonly locality?: string | null;
  /** The province. */
  readonly region?: string | null;
  /** Kode pos. */
  readonly postalCode?: string | null;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
}

export interface OrganizationInput {
  /** The node's identifier, for other markup to point at: the company page's URL and a fragment. */
  readonly id: string;
  readonly name: string;
  /** The employer's own website; left out when unknown (the company page is not the employer's site). */
  readonly website?: string | null;
  readonly logo?: string | null;
  readonly telephone?: string | null;
  readonly address?: PostalAddressInput | null;
  readonly description?: string | null;
  readonly foundingYear?: number | null;
}

/** The `@id` of a company's Organization node: its page's URL with a fragment no element uses. */
export function organizationId(companyPageUrl: string): string {
  return `${companyPageUrl}#organization`;
}

export function postalAddressJsonLd(address: PostalAddressInput): Record<string, unknown> {
  return {
    '@type': 'PostalAddress',
    ...(address.street ? { streetAddress: address.street } : {}),
    ...(address.locality ? { addressLocality: address.locality } : {}),
    ...(address.region ? { addressRegion: address.region } : {}),
    ...(address.postalCode ? { postalCode: address.postalCode } : {}),
    addressCountry: address.country,
  };
}

/** The company as an Organization; empty fields are left out rather than sent blank. */
export function organizationJsonLd(input: OrganizationInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': input.id,
    name: input.name,
    ...(input.website ? { url: input.website } : {}),
    ...(input.logo ? { logo: input.logo } : {}),
    ...(input.telephone ? { telephone: input.telephone } : {}),
    ...(input.address ? { address: postalAddressJsonLd(input.address) } : {}),
    ...(input.description ? { description: input.description } : {}),
    ...(input.foundingYear ? { foundingDate: String(input.foundingYear) } : {}),
  };
}

/**
 * EmployerAggregateRating: itemReviewed must be an Organization, ratingValue on the 1–5
 * scale, ratingCount/reviewCount, and the scale bounds. Null when nothing is rated, because
 * Google treats a rating of 0 from 0 reviews as invalid markup. The reviewed Organization is
 * the page's own Organization node, named by its `@id` (and its name, for readers that do not
 * join nodes).
 */
export function employerAggregateRatingJsonLd(
  organization: { readonly id: string; readonly name: string; readonly website?: string | null; readonly logo?: string | null },
  rating: { readonly average: number | null; readonly count: number },
): Record<string, unknown> | null {
  if (rating.average === null || !Number.isFinite(rating.average) || rating.count < 1) return null;
  const value = Math.min(5, Math.max(1, Math.round(rating.average * 10) / 10));
  return {
    '@context': 'https://schema.org',
    '@type': 'EmployerAggregateRating',
    itemReviewed: {
      '@type': 'Organization',
      '@id': organization.id,
      name: organization.name,
      ...(organization.website ? { url: organization.website } : {}),
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
