import { formatDate, formatRelativePosted, formatSalaryRange } from '../../../shared/format';
import type { JobCard as JobCardData } from '../../db/repos/job-cards';
import { langOf } from '../../../shared/locales';
import { requestContext } from '../../context/request-context';
import { routePath } from '../../../shared/routes';
import { minuteMemo } from './minute-memo';

/** What a listing's card shows, every text already in the request's language. */
export interface JobCardView {
  readonly id: number;
  readonly href: string;
  readonly title: string;
  readonly company: string;
  readonly companyHref: string;
  readonly logo: string | null;
  /** Badge text with its modifier ('' for a plain badge, 'remote', 'hybrid', 'featured'). */
  readonly badges: readonly (readonly [modifier: string, text: string])[];
  readonly place: string;
  readonly salary: string;
  readonly salaryHidden: boolean;
  /** Machine-readable date, absolute date, "Posted 3 days ago". */
  readonly posted: readonly [iso: string, date: string, text: string];
  readonly featured: boolean;
}

/** "Rp 8.000.000 – Rp 12.000.000 / bulan", or the "not disclosed" text for a hidden range. */
export function salaryText(salary: JobCardData['salary']): string {
  const { t, locale } = requestContext();
  const text = salary.visible ? formatSalaryRange(salary.min, salary.max, salary.currency, t(`jobs:period.${salary.period}`), locale) : '';
  return text || t('jobs:salaryHidden');
}

function cardView(job: JobCardData): JobCardView {
  const { t, locale } = requestContext();
  const lang = langOf(locale);
  const city = job.location.city[lang];
  const province = job.location.province[lang];
  const absolute = formatDate(job.postedAt, locale);
  const badges: [string, string][] = [];
  if (job.workArrangement !== 'onsite') badges.push([job.workArrangement, t(`jobs:arrangement.${job.workArrangement}`)]);
  badges.push(['', t(`jobs:type.${job.employmentType}`)]);
  if (job.featured) badges.push(['featured', t('jobs:card.featured')]);
  return {
    id: job.id,
    href: routePath('job', { slug: job.slug, identifier: job.identifier }, locale),
    title: job.position,
    company: job.company.name,
    companyHref: routePath('company', { slug: job.company.slug }, locale),
    logo: job.company.logo,
    badges,
    place: city === province ? city : `${city}, ${province}`,
    salary: salaryText(job.salary),
    salaryHidden: !job.salary.visible,
    posted: [
      job.postedAt.toISOString(),
      absolute,
      t('jobs:posted', { relative: formatRelativePosted(job.postedAt, new Date(), locale), date: absolute }),
    ],
    featured: job.featured,
  };
}

const kept = minuteMemo<JobCardData, JobCardView>();

/**
 * A job's card view in the request's language, the same object for a minute (the posted text
 * counts minutes). A search's jobs and a job's similar jobs are the result cache's objects
 * (result-cache.ts), so a repeated search lays out its cards once a minute (the card's HTML is
 * kept with the job itself: job-card.tsx).
 */
export function jobCardView(job: JobCardData): JobCardView {
  const { locale } = requestContext();
  return kept(job, locale, () => cardView(job));
}
