import type { ReactNode } from 'react';
import { FrozenPart } from '../../../framework/server';
import { formatDate, formatMoney } from '../../../shared/format';
import { getJobByIdentifier, getSimilarJobs, type JobDetail } from '../../db/repos/jobs-repo';
import type { JobCard } from '../../db/repos/job-cards';
import { getJobPageExtras, type JobPageExtras } from '../../db/repos/job-page-repo';
import { DEFAULT_LOCALE, langOf } from '../../../shared/locales';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { Link } from '../../components/localized-link';
import { BookmarkButton } from '../../components/jobs/bookmark-button';
import { ArrangementBadge, CompanyLogo, JobCardGrid, PostedDate, salaryText } from '../../components/jobs/job-card';
import { db, jobSearchCache } from '../../context/app-services';
import { requestContext } from '../../context/request-context';
import { definePage, type Breadcrumb, type PageMeta } from '../../page-contract/page-module';
import { keptJobMeta } from './kept-job-meta';
import { sanitizeJobHtml } from './job-html';
import { buildJobPostingJsonLd } from './job-posting-jsonld';
import { canonicalJobPath, jobRedirectLocation, requestedIdentifier, type JobUrlParams } from '../../../shared/job-url';
import { localUrl as absoluteUrl } from '../../context/local-path';
import { jobTitle } from './job-title';
import {
  findPlace,
  isIndexable,
  landingCatalogue,
  openJobs,
  type LandingCatalogue,
  type LandingCategory,
  type LandingPlace,
} from '../../search/landing-catalogue';
import { landingPathOf } from './landing-links';
import { landingHeading } from './landing-text';
import { addressLine } from '../company/company-meta';
import { descriptionLanguage } from './description-language';
import { otherLanguage } from '../../i18n/text-language';

export interface JobPageData {
  readonly job: JobDetail;
  readonly extras: JobPageExtras;
  /** Which landing pages the breadcrumbs may lead to. */
  readonly landing: LandingCatalogue;
}

/**
 * Shared by the job page and its questions page: unknown identifier → 404 (drafts too: they
 * were never public); stale or missing slug → 301 to the canonical URL; otherwise the job,
 * whatever its status (closed and expired jobs stay readable).
 */
export async function prepareJob(params: JobUrlParams, suffix: '' | '/questions') {
  const identifier = requestedIdentifier(params);
  if (!identifier) return { kind: 'not-found' as const };
  const { user, locale, search } = requestContext();
  const [job, extras, landing] = await Promise.all([
    // Cached for a minute at most, emptied by any write to what it reads (result-cache.ts);
    // applying reads the job afresh (actions/apply.ts).
    getJobByIdentifier(db(), identifier, { cache: jobSearchCache() }),
    getJobPageExtras(db(), identifier, user?.id ?? null),
    landingCatalogue(db(), jobSearchCache()),
  ]);
  if (!job) return { kind: 'not-found' as const };
  const location = jobRedirectLocation(params, job, locale, search, suffix);
  if (location) return { kind: 'redirect' as const, location, status: 301 as const };
  return { kind: 'ok' as const, data: { job, extras, landing } };
}

/**
 * Home › Jobs › the job's category page › its category in its city (or province) › the job:
 * each landing page only when it is indexable, the place's own page when the job has no
 * category page to stand under.
 */
export function jobCrumbs({ job, landing }: Pick<JobPageData, 'job' | 'landing'>, last?: Breadcrumb): Breadcrumb[] {
  const { t, locale } = requestContext();
  const lang = langOf(locale);
  const items: Breadcrumb[] = [
    { name: t('jobs:breadcrumbs.home'), path: '/' },
    { name: t('jobs:breadcrumbs.jobs'), path: '/explore-jobs' },
  ];
  const category = job.category ? landing.categories.find((c) => c.slug === job.category?.slug) : undefined;
  const places = [findPlace(landing, job.location.citySlug), findPlace(landing, job.location.provinceSlug)].filter((p) => p !== undefined);
  const landingCrumb = (c: LandingCategory | undefined, p: LandingPlace | undefined) =>
    isIndexable(openJobs(landing, c, p))
      ? { name: landingHeading(t, { category: c?.name[lang], place: p?.name[lang] }), path: landingPathOf(c, p, lang) }
      : null;
  const byCategory = category ? landingCrumb(category, undefined) : null;
  if (byCategory) items.push(byCategory);
  const inPlace = places.map((p) => landingCrumb(byCategory ? category : undefined, p)).find((crumb) => crumb !== null);
  if (inPlace) items.push(inPlace);
  if (last) items.push({ name: job.position, path: canonicalJobPath(job) }, last);
  else items.push({ name: job.position });
  return items;
}

function cityOf(job: JobDetail): string {
  const lang = langOf(requestContext().locale);
  const city = job.location.city[lang];
  const province = job.location.province[lang];
  return city === province ? city : `${city}, ${province}`;
}

function ShareLinks({ job }: { job: JobDetail }) {
  const { t } = requestContext();
  const url = absoluteUrl(canonicalJobPath(job));
  const text = t('jobs:detail.shareText', { position: job.position, company: job.company.name });
  const u = encodeURIComponent(url);
  const links = [
    { key: 'whatsapp', href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
    { key: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { key: 'x', href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(text)}` },
    { key: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  ];
  return (
    <section className="job-share" aria-labelledby="share-title">
      <h2 id="share-title" className="job-aside__title">
        {t('jobs:detail.share')}
      </h2>
      <ul className="job-share__list">
        {links.map((link) => (
          <li key={link.key}>
            <a className={`job-share__link job-share__link--${link.key}`} href={link.href} target="_blank" rel="noopener noreferrer">
              {t(`jobs:detail.shareOn.${link.key}`)}
            </a>
          </li>
        ))}
        <li>
          <a className="job-share__link job-share__link--email" href={`mailto:?subject=${encodeURIComponent(text)}&body=${u}`}>
            {t('jobs:detail.shareOn.email')}
          </a>
        </li>
        <li>
          {/* A click copies the URL, with JavaScript (framework/client/copy-links.ts). */}
          <a href={url} className="job-share__link job-share__link--copy" data-copy-link="" data-copied={t('jobs:detail.copied')}>
            {t('jobs:detail.shareOn.copy')}
          </a>
        </li>
      </ul>
    </section>
  );
}

function SimilarJobs({ jobs }: { jobs: readonly JobCard[] }) {
  const { t } = requestContext();
  if (jobs.length === 0) return null;
  return (
    <section className="page-section container similar-jobs" aria-labelledby="similar-title">
      <h2 id="similar-title" className="section-title">
        {t('jobs:detail.similar')}
      </h2>
      <JobCardGrid jobs={jobs} columns={3} />
    </section>
  );
}

/** Also on the questions page: the way on to open jobs of the same field. */
export function ClosedNotice({ job }: { job: JobDetail }) {
  const { t } = requestContext();
  return (
    <div className="alert alert--danger job-closed" role="status" data-testid="job-closed">
      <strong>{t('jobs:detail.closed')}</strong>{' '}
      <Link to="explore-jobs" query={job.category ? `category=${job.category.slug}` : undefined}>
        {t('jobs:detail.closedBrowse')}
      </Link>
    </div>
  );
}

export function JobSummaryHeader({ job, headingLevel = 'h1', title }: { job: JobDetail; headingLevel?: 'h1' | 'h2'; title?: string }) {
  const { t } = requestContext();
  const Heading = headingLevel;
  return (
    <div className="job-header">
      <CompanyLogo name={job.company.name} logo={job.company.logo} size={72} className="job-header__logo" />
      <div className="job-header__text">
        <Heading className="job-header__title">{title ?? job.position}</Heading>
        <p className="job-header__company">
          <Link to="company" params={{ slug: job.company.slug }}>
            {job.company.name}
          </Link>
          {job.companyDetail.verified ? <span className="badge badge--brand">{t('jobs:detail.verified')}</span> : null}
        </p>
        <ul className="job-header__facts">
          <li>{cityOf(job)}</li>
          <li className={job.salary.visible ? 'job-header__salary' : 'job-header__salary job-header__salary--hidden'}>
            {salaryText(job.salary)}
          </li>
          <li>
            <PostedDate date={job.postedAt} />
          </li>
        </ul>
        <ul className="badge-list">
          {job.workArrangement !== 'onsite' ? (
            <li>
              <ArrangementBadge arrangement={job.workArrangement} />
            </li>
          ) : null}
          <li>
            <span className="badge">{t(`jobs:type.${job.employmentType}`)}</span>
          </li>
          <li>
            <span className="badge">{t(`jobs:level.${job.experienceLevel}`)}</span>
          </li>
        </ul>
      </div>
    </div>
  );
}

function Overview({ job }: { job: JobDetail }) {
  const { t, locale } = requestContext();
  const lang = langOf(locale);
  const rows: [string, ReactNode][] = [
    [t('jobs:detail.salary'), salaryText(job.salary)],
    ...(job.bonusSalary ? [[t('jobs:detail.bonus'), formatMoney(job.bonusSalary, job.salary.currency, locale)] as [string, string]] : []),
    [t('jobs:detail.employmentType'), t(`jobs:type.${job.employmentType}`)],
    [t('jobs:detail.workArrangement'), t(`jobs:arrangement.${job.workArrangement}`)],
    [t('jobs:detail.experienceLevel'), t(`jobs:level.${job.experienceLevel}`)],
    ...(job.category ? [[t('jobs:detail.category'), job.category.name[lang]] as [string, string]] : []),
    [t('jobs:detail.location'), cityOf(job)],
    [
      t('jobs:detail.postedOn'),
      <time key="p" dateTime={job.postedAt.toISOString()}>
        {formatDate(job.postedAt, locale)}
      </time>,
    ],
    // A closed job is not "open until" anything, even if its end date is still ahead.
    ...(job.isLive && job.validThrough
      ? [
          [
            t('jobs:detail.validThrough'),
            <time key="v" dateTime={job.validThrough.toISOString()}>
              {formatDate(job.validThrough, locale)}
            </time>,
          ] as [string, ReactNode],
        ]
      : []),
  ];
  return (
    <section className="card job-overview" aria-labelledby="overview-title">
      <h2 id="overview-title" className="job-aside__title">
        {t('jobs:detail.overview')}
      </h2>
      <dl className="job-overview__list">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function CompanyBlock({ job }: Pick<JobPageData, 'job'>) {
  const { t, locale } = requestContext();
  const lang = langOf(locale);
  return (
    <section className="card job-company" aria-labelledby="company-title">
      <h2 id="company-title" className="job-aside__title">
        {t('jobs:detail.aboutCompany')}
      </h2>
      <div className="job-company__head">
        <CompanyLogo name={job.company.name} logo={job.company.logo} size={56} className="job-company__logo" />
        <p className="job-company__name">
          <Link to="company" params={{ slug: job.company.slug }}>
            {job.company.name}
          </Link>
        </p>
      </div>
      <dl className="job-overview__list">
        {job.companyDetail.industry ? (
          <div>
            <dt>{t('jobs:detail.industry')}</dt>
            <dd>{job.companyDetail.industry[lang]}</dd>
          </div>
        ) : null}
        {job.companyDetail.sizeBand ? (
          <div>
            <dt>{t('jobs:detail.companySize')}</dt>
            <dd>{t('jobs:detail.employees', { band: job.companyDetail.sizeBand })}</dd>
          </div>
        ) : null}
        {job.companyDetail.address ? (
          <div>
            <dt>{t('jobs:detail.address')}</dt>
            <dd>{addressLine(job.companyDetail.address, job.companyDetail.postalCode)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="mb-0">
        <Link to="company" params={{ slug: job.company.slug }} className="button button--ghost button--small">
          {t('jobs:detail.viewCompany')}
        </Link>
      </p>
    </section>
  );
}

function ApplyActions({ job, extras }: JobPageData) {
  const { t } = requestContext();
  return (
    <div className="job-actions">
      {job.isLive && extras.applied ? <p className="job-actions__applied mb-0">{t('jobs:detail.applied')}</p> : null}
      {job.isLive && !extras.applied ? (
        <Link
          to="job-questions"
          params={{ slug: job.slug, identifier: job.identifier }}
          className="button button--primary job-actions__apply"
        >
          {t('jobs:detail.apply')}
        </Link>
      ) : null}
      <BookmarkButton jobId={job.id} position={job.position} bookmarked={extras.bookmarked} large />
    </div>
  );
}

/** The page's meta, worked out once per job object and language (kept-job-meta.ts). */
function jobMeta(data: JobPageData): PageMeta {
  const { job } = data;
  const { t, locale, publicBaseUrl } = requestContext();
  const path = canonicalJobPath(job);
  const salary = job.salary.visible ? salaryText(job.salary) : '';
  const jsonLd = buildJobPostingJsonLd(
    { ...job, descriptionHtml: sanitizeJobHtml(job.descriptionHtml) },
    { url: absoluteUrl(path), baseUrl: publicBaseUrl, companyUrl: absoluteUrl(`/company/${job.company.slug}`), lang: langOf(locale) },
  );
  return {
    title: jobTitle(t, {
      position: job.position,
      company: job.company.name,
      city: job.location.city[langOf(locale)],
      identifier: job.identifier,
      twins: job.titleTwins,
    }),
    description: t(salary ? 'jobs:detail.metaDescription' : 'jobs:detail.metaDescriptionNoSalary', {
      position: job.position,
      company: job.company.name,
      city: cityOf(job),
      type: t(`jobs:type.${job.employmentType}`),
      salary,
    }),
    canonicalPath: path,
    // Closed or expired: readable for people, but no markup and out of the index (Google's expired-job rules).
    // One posting per job: the description is written once, so the Indonesian page (a translated
    // frame, linked by hreflang) carries no JobPosting of its own; the default-language URL does.
    ...(job.isLive ? { jsonLd: jsonLd && locale === DEFAULT_LOCALE ? [jsonLd] : [] } : { noindex: true }),
    breadcrumbs: jobCrumbs(data),
  };
}

/** The job page also shows similar jobs: read before rendering, so no component of the page waits for data. */
interface JobPageWithSimilar extends JobPageData {
  readonly similar: readonly JobCard[];
}

export const jobPage = definePage<JobPageWithSimilar>({
  prepare: async (params) => {
    const prepared = await prepareJob(params, '');
    if (prepared.kind !== 'ok') return prepared;
    const similar = await getSimilarJobs(db(), prepared.data.job, 6, { cache: jobSearchCache() });
    return { kind: 'ok' as const, data: { ...prepared.data, similar } };
  },
  meta: (data) => keptJobMeta(data.job, data.landing, requestContext().locale, () => jobMeta(data)),
  Page: ({ data }) => {
    const { job } = data;
    const { t, locale } = requestContext();
    return (
      <>
        <section className="page-section container job-hero">
          <FrozenPart frozenPartOf="job-summary" sameFor={[job, locale]}>
            {() => (
              <>
                <Breadcrumbs items={jobCrumbs(data)} />
                {job.isLive ? null : <ClosedNotice job={job} />}
                <JobSummaryHeader job={job} />
              </>
            )}
          </FrozenPart>
          <ApplyActions {...data} />
        </section>
        <div className="container job-layout">
          <div className="job-main">
            <FrozenPart frozenPartOf="job-description" sameFor={[job, locale, data.extras.applied]}>
              {() => (
                <>
                  <section className="job-section" aria-labelledby="description-title">
                    <h2 id="description-title">{t('jobs:detail.description')}</h2>
                    <div
                      className="job-description"
                      lang={otherLanguage(descriptionLanguage(job), locale)}
                      dangerouslySetInnerHTML={{ __html: sanitizeJobHtml(job.descriptionHtml) }}
                    />
                  </section>
                  {job.skills.must.length + job.skills.optional.length > 0 ? (
                    <section className="job-section" aria-labelledby="skills-title">
                      <h2 id="skills-title">{t('jobs:detail.skills')}</h2>
                      {job.skills.must.length > 0 ? (
                        <>
                          <h3 className="job-skills__title">{t('jobs:detail.mustHave')}</h3>
                          <ul className="badge-list job-skills job-skills--must">
                            {job.skills.must.map((s) => (
                              <li key={s}>
                                <span className="badge badge--brand">{s}</span>
                              </li>
                            ))}
                          </ul>
                        </>
                      ) : null}
                      {job.skills.optional.length > 0 ? (
                        <>
                          <h3 className="job-skills__title">{t('jobs:detail.niceToHave')}</h3>
                          <ul className="badge-list job-skills">
                            {job.skills.optional.map((s) => (
                              <li key={s}>
                                <span className="badge">{s}</span>
                              </li>
                            ))}
                          </ul>
                        </>
                      ) : null}
                    </section>
                  ) : null}
                  {job.benefits.length > 0 ? (
                    <section className="job-section" aria-labelledby="benefits-title">
                      <h2 id="benefits-title">{t('jobs:detail.benefits')}</h2>
                      <ul className="job-benefits">
                        {job.benefits.map((code) => (
                          <li key={code}>{t(`jobs:benefit.${code}`, { defaultValue: code })}</li>
                        ))}
                      </ul>
                    </section>
                  ) : null}
                  <section className="job-section job-section--apply">
                    {job.isLive && data.extras.applied ? <p className="mb-0 job-actions__applied">{t('jobs:detail.applied')}</p> : null}
                    {job.isLive && !data.extras.applied ? (
                      <p className="mb-0">
                        <Link to="job-questions" params={{ slug: job.slug, identifier: job.identifier }} className="button button--primary">
                          {t('jobs:detail.apply')}
                        </Link>
                      </p>
                    ) : null}
                    {job.isLive ? null : <p className="mb-0 text-muted">{t('jobs:detail.closed')}</p>}
                    <p className="text-small text-muted mb-0">
                      {t('jobs:detail.postedFull', { date: formatDate(job.postedAt, locale) })}
                      {job.isLive && job.validThrough
                        ? ` · ${t('jobs:detail.validFull', { date: formatDate(job.validThrough, locale) })}`
                        : ''}
                    </p>
                  </section>
                </>
              )}
            </FrozenPart>
          </div>
          <aside className="job-aside">
            <FrozenPart frozenPartOf="job-overview" sameFor={[job, locale]}>
              {() => (
                <>
                  <Overview job={job} />
                  <CompanyBlock {...data} />
                  <ShareLinks job={job} />
                </>
              )}
            </FrozenPart>
          </aside>
        </div>
        {/* Read in prepare, not streamed behind Suspense: without JavaScript a streamed section
            never leaves its fallback ("Loading…" for good), and these come from the search cache
            in a few milliseconds. */}
        <SimilarJobs jobs={data.similar} />
      </>
    );
  },
});
