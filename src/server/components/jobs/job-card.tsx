import { JobCardList, type JobCardView } from '../../../client/components/jobs/job-card-list';
import { POSITION_PLACEHOLDER } from '../../../shared/bookmark-label';
import { monogramOf } from '../../../shared/monogram';
import { formatDate, formatRelativePosted, formatSalaryRange } from '../../../shared/format';
import { bookmarkedJobIds } from '../../db/repos/bookmarks-repo';
import type { JobCard as JobCardData } from '../../db/repos/job-cards';
import { langOf } from '../../../shared/locales';
import { db } from '../../context/app-services';
import { requestContext } from '../../context/request-context';
import { routePath } from '../../../shared/routes';
import { toggleBookmark } from '../../actions/bookmarks';
import { minuteMemo } from './minute-memo';

/** "Rp 8.000.000 – Rp 12.000.000 / bulan", or the "not disclosed" text for a hidden range. */
export function salaryText(salary: JobCardData['salary']): string {
  const { t, locale } = requestContext();
  const text = salary.visible ? formatSalaryRange(salary.min, salary.max, salary.currency, t(`jobs:period.${salary.period}`), locale) : '';
  return text || t('jobs:salaryHidden');
}

export function CompanyLogo({ name, logo, size = 48, className = 'job-card__logo' }: { name: string; logo: string | null; size?: number; className?: string }) {
  if (logo) return <img className={className} src={logo} alt="" width={size} height={size} loading="lazy" decoding="async" />;
  const initials = monogramOf(name);
  return (
    <span className={`${className} company-monogram`} aria-hidden="true">
      {initials}
    </span>
  );
}

/** Posted date: relative text, with the absolute date as the machine-readable value and tooltip. */
export function PostedDate({ date }: { date: Date }) {
  const { t, locale } = requestContext();
  const absolute = formatDate(date, locale);
  return (
    <time dateTime={date.toISOString()} title={absolute}>
      {t('jobs:posted', { relative: formatRelativePosted(date, new Date(), locale), date: absolute })}
    </time>
  );
}

export function ArrangementBadge({ arrangement }: { arrangement: JobCardData['workArrangement'] }) {
  const { t } = requestContext();
  if (arrangement === 'onsite') return null;
  return <span className={`badge badge--${arrangement}`}>{t(`jobs:arrangement.${arrangement}`)}</span>;
}

/** The fields a listing's card shows, in the request's language (see JobCardList). */
function cardView(job: JobCardData, saved: boolean): JobCardView {
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
    ...(job.company.logo ? { logo: job.company.logo } : {}),
    monogram: monogramOf(job.company.name),
    badges,
    place: city === province ? city : `${city}, ${province}`,
    salary: salaryText(job.salary),
    ...(job.salary.visible ? {} : { salaryHidden: true as const }),
    postedIso: job.postedAt.toISOString(),
    postedDate: absolute,
    postedText: t('jobs:posted', { relative: formatRelativePosted(job.postedAt, new Date(), locale), date: absolute }),
    ...(saved ? { saved: true as const } : {}),
    ...(job.featured ? { featured: true as const } : {}),
  };
}

/** A search's jobs and a job's similar jobs are the result cache's objects (result-cache.ts). */
const keptCardView = minuteMemo<JobCardData, JobCardView>();

/**
 * A grid of job cards (search, home, similar jobs, company page, saved jobs): position (the
 * link), company with logo, place, salary or "not disclosed", remote/hybrid badge, posted date
 * and the bookmark button. Loads the signed-in user's bookmarks for all its cards in one query.
 * `columns={3}` keeps three cards per row on wide screens (for narrower page columns).
 */
export async function JobCardGrid({
  jobs,
  columns,
  headingLevel = 'h3',
  label,
}: {
  jobs: readonly JobCardData[];
  columns?: 3 | 4;
  headingLevel?: 'h2' | 'h3';
  label?: string;
}) {
  if (jobs.length === 0) return null;
  const { user, loggedIn, t, locale } = requestContext();
  const saved = user ? await bookmarkedJobIds(db(), user.id, jobs.map((job) => job.id)) : new Set<number>();
  const position = { position: POSITION_PLACEHOLDER };
  return (
    <JobCardList
      key={jobs.map((job) => job.id).join(',')}
      cards={jobs.map((job) => {
        const isSaved = loggedIn && saved.has(job.id);
        return keptCardView(job, `${locale}\u0000${isSaved}`, () => cardView(job, isSaved));
      })}
      texts={{
        tags: t('jobs:card.tags'),
        location: t('jobs:card.location'),
        save: t('jobs:bookmark.save'),
        saved: t('jobs:bookmark.saved'),
        saveLabel: t('jobs:bookmark.label', position),
        savedLabel: t('jobs:bookmark.labelSaved', position),
      }}
      loggedIn={loggedIn}
      bookmarkAction={toggleBookmark}
      columns={columns}
      headingLevel={headingLevel}
      label={label}
    />
  );
}
