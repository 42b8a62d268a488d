import type { Language, Locale } from '../../../shared/locales';
import type { CompanyProfile } from '../../db/repos/companies-repo';
import type { PostalAddressInput } from '../../seo/json-ld';
import type { ReviewType } from '../../../shared/job-vocabulary';
import type { Translate } from '../../i18n/i18n';
import { fitTitle } from '../../../shared/fit-title';

export interface CompanyFacts {
  readonly name: string;
  readonly industry: string;
  readonly place: string;
  readonly reviews: number;
  readonly jobs: number;
  readonly hasGallery: boolean;
}

/** Says only what the page has: no "0 reviews", no photos without a gallery. */
export function companyDescription(t: Translate, locale: Locale, facts: CompanyFacts): string {
  const contents = [t('company:meta.profile')];
  if (facts.reviews > 0) contents.push(t('company:meta.reviews', { count: facts.reviews }));
  if (facts.hasGallery) contents.push(t('company:meta.photos'));
  contents.push(t('company:meta.jobs', { count: facts.jobs }));
  const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(contents);
  return t('company:meta.description', { name: facts.name, industry: facts.industry, place: facts.place, contents: list });
}

/**
 * `reviews` is null for the profile as opened (default tab, first page); a review page is
 * numbered from page 2 on only, as on the blog and in the directory. At most TITLE_MAX
 * characters: a shorter wording first, then the company's name cut at a word boundary.
 */
export function companyTitle(t: Translate, name: string, reviews: { type: ReviewType; page: number } | null): string {
  if (!reviews) return fitTitle([(p) => t('company:meta.title', p), (p) => t('company:meta.titleShort', p)], { name }, ['name']);
  // Inside a sentence: "PT X: interview reviews", not "Interview reviews".
  const type = t(`company:reviewTypeInSentence.${reviews.type}`);
  const page = String(reviews.page);
  return reviews.page > 1
    ? fitTitle([(p) => t('company:meta.titleReviewsPage', p)], { name, type, page }, ['name'])
    : fitTitle([(p) => t('company:meta.titleReviews', p)], { name, type }, ['name']);
}

/**
 * The company's address for its Organization markup: the street as the employer wrote it (less
 * the city it ends with, which has a field of its own), the city, the province, Indonesia. A
 * company placed in a province rather than a city has that province as its region and no city.
 */
export function companyPostalAddress(
  company: {
    readonly address: string | null;
    readonly postalCode: string | null;
    readonly location: Pick<NonNullable<CompanyProfile['location']>, 'city' | 'province'> | null;
  },
  lang: Language,
): PostalAddressInput | null {
  const { location } = company;
  if (!company.address && !location) return null;
  let street = company.address?.trim() || null;
  for (const name of location ? [location.city.en, location.city.id] : []) {
    const suffix = `, ${name}`.toLowerCase();
    if (street && street.toLowerCase().endsWith(suffix)) street = street.slice(0, -suffix.length).trim() || null;
  }
  const postalCode = company.postalCode;
  if (!location) return { street, postalCode, country: 'ID' };
  return location.province[lang]
    ? { street, locality: location.city[lang], region: location.province[lang], postalCode, country: 'ID' }
    : { street, region: location.city[lang], postalCode, country: 'ID' };
}

/** The address as a line on the page: the postal code after the city, as Indonesian addresses write it. */
export function addressLine(address: string, postalCode: string | null): string {
  return postalCode ? `${address} ${postalCode}` : address;
}
