import { EqualTitleHeights } from '../../../client/components/equal-title-heights';
import { monogramOf } from '../../../shared/monogram';
import { formatDate, formatRelativePosted, formatSalaryRange } from '../../../shared/format';
import { bookmarkedJobIds } from '../../db/repos/bookmarks-repo';
import type { JobCard as JobCardData } from '../../db/repos/job-cards';
import { langOf } from '../../../shared/locales';
import { db } from '../../context/app-services';
import { requestContext } from '../../context/request-context';
import { Link } from '../localized-link';
import { BookmarkButton } from './bookmark-button';

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

/**
 * One job in a listing: position (the link, covering the card), company with logo, place,
 * salary or "not disclosed", remote/hybrid badge, posted date and the bookmark button.
 */
export function JobCard({ job, bookmarked = false, headingLevel = 'h3' }: { job: JobCardData; bookmarked?: boolean; headingLevel?: 'h2' | 'h3' }) {
  const { t, locale } = requestContext();
  const lang = langOf(locale);
  const Heading = headingLevel;
  const city = job.location.city[lang];
  const province = job.location.province[lang];
  return (
    <article className={`job-card${job.featured ? ' job-card--featured' : ''}`}>
      <div className="job-card__header">
        <CompanyLogo name={job.company.name} logo={job.company.logo} />
        <div className="job-card__heading">
          <Heading className="job-card__title" data-equal-title="">
            <Link to="job" params={{ slug: job.slug, identifier: job.identifier }}>
              {job.position}
            </Link>
          </Heading>
          <p className="job-card__company">
            <Link to="company" params={{ slug: job.company.slug }}>
              {job.company.name}
            </Link>
          </p>
        </div>
      </div>
      <ul className="badge-list" aria-label={t('jobs:card.tags')}>
        {job.workArrangement !== 'onsite' ? (
          <li>
            <ArrangementBadge arrangement={job.workArrangement} />
          </li>
        ) : null}
        <li>
          <span className="badge">{t(`jobs:type.${job.employmentType}`)}</span>
        </li>
        {job.featured ? (
          <li>
            <span className="badge badge--featured">{t('jobs:card.featured')}</span>
          </li>
        ) : null}
      </ul>
      <ul className="job-card__meta">
        <li>
          <span className="visually-hidden">{t('jobs:card.location')}: </span>
          {city === province ? city : `${city}, ${province}`}
        </li>
      </ul>
      <p className={`job-card__salary${job.salary.visible ? '' : ' job-card__salary--hidden'}`}>{salaryText(job.salary)}</p>
      <div className="job-card__footer">
        <PostedDate date={job.postedAt} />
        <BookmarkButton jobId={job.id} position={job.position} bookmarked={bookmarked} />
      </div>
    </article>
  );
}

/**
 * A grid of job cards (search, home, similar jobs, company page). Loads the signed-in
 * user's bookmarks for all its cards in one query, and equalises title heights.
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
  const { user } = requestContext();
  const saved = user ? await bookmarkedJobIds(db(), user.id, jobs.map((job) => job.id)) : new Set<number>();
  return (
    <EqualTitleHeights key={jobs.map((job) => job.id).join(',')}>
      <ul className={`job-grid${columns === 3 ? ' job-grid--3' : ''}`} aria-label={label}>
        {jobs.map((job) => (
          <li key={job.id} data-equal-card="">
            <JobCard job={job} bookmarked={saved.has(job.id)} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
    </EqualTitleHeights>
  );
}
