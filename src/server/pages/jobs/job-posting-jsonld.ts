/**
 * schema.org JobPosting for Google. Only for jobs still accepting
 * applications: closed or expired jobs get no markup at all (and the page says noindex).
 * Every value marked up is also visible on the page.
 */
import type { JobDetail } from '../../db/repos/jobs-repo';
import type { Bilingual } from '../../../shared/job-vocabulary';
import { postalAddressJsonLd } from '../../seo/json-ld';
import { companyPostalAddress } from '../company/company-meta';

export interface JobPostingContext {
  /** Absolute canonical URL of the job page. */
  readonly url: string;
  /** Absolute origin, for relative logo paths. */
  readonly baseUrl: string;
  /** Absolute URL of the company's page on this site (sameAs fallback). */
  readonly companyUrl: string;
  readonly lang: keyof Bilingual;
}

type Job = Pick<
  JobDetail,
  | 'isLive'
  | 'identifier'
  | 'position'
  | 'descriptionHtml'
  | 'postedAt'
  | 'validThrough'
  | 'employmentType'
  | 'workArrangement'
  | 'company'
  | 'companyDetail'
  | 'location'
  | 'salary'
>;

function absolute(url: string, base: string): string {
  return new URL(url, base).href;
}

export function buildJobPostingJsonLd(job: Job, ctx: JobPostingContext): Record<string, unknown> | null {
  if (!job.isLive) return null;
  const hiringOrganization: Record<string, unknown> = {
    '@type': 'Organization',
    name: job.company.name,
    sameAs: job.companyDetail.website ?? ctx.companyUrl,
    ...(job.company.logo ? { logo: absolute(job.company.logo, ctx.baseUrl) } : {}),
  };
  // The employer's own address, as its company page gives it (the job's place is jobLocation).
  const address = companyPostalAddress(job.companyDetail, ctx.lang);
  if (address) hiringOrganization.address = postalAddressJsonLd(address);
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.position,
    description: job.descriptionHtml,
    datePosted: job.postedAt.toISOString(),
    ...(job.validThrough ? { validThrough: job.validThrough.toISOString() } : {}),
    employmentType: job.employmentType,
    hiringOrganization,
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.location.city[ctx.lang],
        addressRegion: job.location.province[ctx.lang],
        addressCountry: 'ID',
      },
    },
    identifier: { '@type': 'PropertyValue', name: job.company.name, value: job.identifier },
    // Schema.org / Google: true only when applying starts right from this URL. Here it starts
    // after signing up or logging in, so the honest value is false.
    directApply: false,
    url: ctx.url,
  };
  // Only fully remote jobs: hybrid or occasional work from home must not be marked TELECOMMUTE.
  if (job.workArrangement === 'remote') {
    posting.jobLocationType = 'TELECOMMUTE';
    posting.applicantLocationRequirements = { '@type': 'Country', name: 'Indonesia' };
  }
  // The employer's own range, and only when it is shown on the page; never an estimate.
  const { min, max, visible, currency, period } = job.salary;
  if (visible && (min !== null || max !== null)) {
    const value: Record<string, unknown> = { '@type': 'QuantitativeValue', unitText: period };
    if (min !== null && max !== null && min !== max) {
      value.minValue = min;
      value.maxValue = max;
    } else {
      value.value = min ?? max;
    }
    posting.baseSalary = { '@type': 'MonetaryAmount', currency, value };
  }
  return posting;
}
