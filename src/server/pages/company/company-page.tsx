import { CompanyFollow } from '../../components/company-follow';
import { companyFollowState, type FollowState } from '../../job-alerts/company-follows';
import type { ReactNode } from 'react';
import { classifyVideo } from '../../../shared/video-url';
import { FrozenPart } from '../../../framework/server';
import { ExpandableText } from '../../../client/components/expandable-text';
import { LightboxGallery, type LightboxItem, type LightboxMedia } from '../../../client/components/lightbox/lightbox-gallery';
import { getCompanyBySlug, getCompanyGallery, type CompanyProfile, type GalleryItem } from '../../db/repos/companies-repo';
import { getCompanyJobs } from '../../db/repos/jobs-repo';
import { REVIEW_TYPES, type ReviewType } from '../../../shared/job-vocabulary';
import { langOf } from '../../../shared/locales';
import { getCompanyRatingSummary, type RatingSummary } from '../../db/repos/reviews-repo';
import { getReviewAggregates, type ReviewAggregates, type ReviewSort } from '../../db/repos/review-reading-repo';
import { ReviewSummary } from './review-summary';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { pageParam, queryString } from '../../components/page-numbers';
import { RatingStars } from '../../components/content/rating-stars';
import { JobCardGrid, CompanyLogo } from '../../components/jobs/job-card';
import { Link } from '../../components/localized-link';
import { videoThumbnails } from '../../media/video-thumbnail';
import { db } from '../../context/app-services';
import { requestContext } from '../../context/request-context';
import { employerAggregateRatingJsonLd, organizationId, organizationJsonLd } from '../../seo/json-ld';
import { socialImage } from '../../seo/social-image';
import { definePage, type Breadcrumb } from '../../page-contract/page-module';
import { pagedDescription } from '../paged-description';
import { CompanyDirectory, industryName, loadDirectory, type DirectoryData } from './company-directory';
import { addressLine, companyDescription, companyPostalAddress, companyTitle } from './company-meta';
import { companyReviewsPath, defaultReviewType } from './company-urls';
import { ReviewList } from './review-list';
import { localPath, localUrl } from '../../context/local-path';
import { ratingText } from './rating-text';
import { foreignLang, textLanguage } from '../../i18n/text-language';

const REVIEWS_PER_PAGE = 5;
const JOBS_SHOWN = 6;

interface ProfileData {
  readonly mode: 'profile';
  readonly company: CompanyProfile;
  readonly summary: RatingSummary;
  /** Loaded up front: the description mentions photos only when there are some. */
  readonly gallery: readonly GalleryItem[];
  readonly reviewType: ReviewType;
  readonly reviewPage: number;
  readonly reviewSort: ReviewSort;
  /** Published reviews summed up: the star rating (company reviews), salaries, interviews, benefits. */
  readonly aggregates: ReviewAggregates;
  readonly follow: FollowState;
  readonly followLimit: boolean;
}

type CompanyPageData = ProfileData | DirectoryData;

function reviewTypeParam(raw: string | null, fallback: ReviewType): ReviewType {
  return raw && (REVIEW_TYPES as readonly string[]).includes(raw) ? (raw as ReviewType) : fallback;
}

function reviewPageCount(summary: RatingSummary, type: ReviewType): number {
  return Math.max(1, Math.ceil(summary.byType[type].count / REVIEWS_PER_PAGE));
}

/** /company/{slug?}: a company profile, or the directory without a slug. */
export const companyPage = definePage<CompanyPageData>({
  prepare: async (params) => {
    const search = new URLSearchParams(requestContext().search);
    if (!params.slug) {
      const directory = await loadDirectory(search);
      // A page past the last one is no page (as on the blog), not an empty list.
      if (directory.result.page > 1 && directory.result.page > directory.result.pageCount) return { kind: 'not-found' };
      return { kind: 'ok', data: directory };
    }
    const company = await getCompanyBySlug(db(), params.slug);
    if (!company) return { kind: 'not-found' };
    const [summary, gallery, aggregates] = await Promise.all([
      getCompanyRatingSummary(db(), company.id),
      getCompanyGallery(db(), company.id),
      getReviewAggregates(db(), company.id),
    ]);
    const reviewType = reviewTypeParam(search.get('type'), defaultReviewType(summary));
    const reviewPage = pageParam(search.get('page'));
    // A review page past the last one is no page (as on the blog): not an empty copy of the profile.
    if (reviewPage > reviewPageCount(summary, reviewType)) return { kind: 'not-found' };
    const reviewSort: ReviewSort = search.get('sort') === 'helpful' ? 'helpful' : 'newest';
    const follow = await companyFollowState(db(), company.id, requestContext().user?.id ?? null);
    const followLimit = search.get('follow') === 'limit';
    return {
      kind: 'ok',
      data: {
        mode: 'profile',
        company,
        summary,
        gallery: gallery.filter(isShown),
        reviewType,
        reviewPage,
        reviewSort,
        aggregates,
        follow,
        followLimit,
      },
    };
  },
  meta: (data) => {
    const { t, locale, publicBaseUrl } = requestContext();
    if (data.mode === 'directory') return directoryMeta(data);
    const { company, summary } = data;
    const lang = langOf(locale);
    const path = `/company/${encodeURIComponent(company.slug)}`;
    const url = localUrl(path);
    const logo = company.logo ? new URL(company.logo, publicBaseUrl).href : null;
    const place = company.location ? company.location.city[lang] : '';
    // One Organization node, named by the company page's URL: the rating points at it by @id.
    const organization = { id: organizationId(url), name: company.name, website: company.website, logo };
    // The company's one rating (its company reviews' overall stars), as the hero, the rating card
    // and the Reviews section give it.
    const rating = employerAggregateRatingJsonLd(organization, data.aggregates.overall);
    const defaultType = defaultReviewType(summary);
    const filtered = data.reviewType !== defaultType || data.reviewPage > 1;
    const summaryText = companyDescription(t, locale, {
      name: company.name,
      industry: company.industry?.name[lang] ?? t('company:facts.unknownIndustry'),
      place: place || 'Indonesia',
      jobs: company.openJobCount,
      reviews: summary.overall.count,
      hasGallery: data.gallery.length > 0,
    });
    const crumbs: Breadcrumb[] = [
      { name: t('content:home'), path: '/' },
      { name: t('company:directory.breadcrumb'), path: '/company' },
      { name: company.name },
    ];
    return {
      title: companyTitle(t, company.name, filtered ? { type: data.reviewType, page: data.reviewPage } : null),
      description: pagedDescription(t, summaryText, data.reviewPage, reviewPageCount(summary, data.reviewType)),
      canonicalPath: companyReviewsPath(company.slug, data.reviewType, data.reviewPage, defaultType),
      // Another kind's tab or another order is a view of the same reviews: followed, not indexed.
      noindex: data.reviewType !== defaultType || data.reviewSort !== 'newest',
      image: socialImage(company.logo),
      jsonLd: [
        organizationJsonLd({
          ...organization,
          telephone: company.phone,
          address: companyPostalAddress(company, lang),
          // The markup speaks the page's language: the company's own overview where it is written in
          // it, else the page's summary of the company (an English page describes in English).
          description: company.overview && [lang, null].includes(textLanguage(company.overview)) ? company.overview : summaryText,
          foundingYear: company.foundedYear,
        }),
        ...(rating ? [rating] : []),
      ],
      breadcrumbs: crumbs,
    };
  },
  Page: ({ data }) => (data.mode === 'directory' ? <CompanyDirectory data={data} /> : <CompanyProfilePage data={data} />),
});

function directoryMeta(data: DirectoryData) {
  const { t } = requestContext();
  const filtered = Boolean(data.q || data.industry) || data.result.page > 1;
  const industry = industryName(data);
  const title = industry
    ? data.result.page > 1
      ? t('company:directory.industryTitlePage', { industry, page: data.result.page })
      : t('company:directory.industryTitle', { industry })
    : data.result.page > 1
      ? t('company:directory.titlePage', { page: data.result.page })
      : t('pages:company.title');
  return {
    title,
    description: pagedDescription(
      t,
      industry ? t('company:directory.industryDescription', { industry }) : t('pages:company.description'),
      data.result.page,
      data.result.pageCount,
    ),
    canonicalPath: `/company${queryString({ q: data.q, industry: data.industry, page: data.result.page > 1 ? data.result.page : null })}`,
    // Search results are thin duplicates; the plain directory pages are what should be indexed.
    noindex: Boolean(data.q) || (filtered && data.result.companies.length === 0),
    breadcrumbs: [{ name: t('content:home'), path: '/' }, { name: t('company:directory.breadcrumb') }],
  };
}

async function CompanyProfilePage({ data }: { data: ProfileData }) {
  const { t, locale } = requestContext();
  const lang = langOf(locale);
  const { company, summary, aggregates } = data;
  const overviewLang = company.overview ? foreignLang(company.overview, locale) : undefined;
  const [gallery, jobs] = await Promise.all([galleryItems(data.gallery), getCompanyJobs(db(), company.id, 1, JOBS_SHOWN)]);
  const facts: [string, ReactNode][] = [];
  if (company.industry) facts.push([t('company:facts.industry'), company.industry.name[lang]]);
  if (company.address) facts.push([t('company:facts.address'), addressLine(company.address, company.postalCode)]);
  if (company.location) facts.push([t('company:facts.location'), `${company.location.city[lang]}, ${company.location.province[lang]}`]);
  if (company.phone) facts.push([t('company:facts.phone'), <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a>]);
  if (company.website) {
    facts.push([
      t('company:facts.website'),
      <a href={company.website} rel="noopener nofollow" target="_blank">
        {company.website.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
      </a>,
    ]);
  }
  if (company.sizeBand) facts.push([t('company:facts.size'), t('company:facts.employees', { band: company.sizeBand })]);
  if (company.foundedYear) facts.push([t('company:facts.founded'), String(company.foundedYear)]);

  return (
    <div className="company-page">
      <section className="page-section container company-hero">
        <FrozenPart frozenPartOf="company-hero">
          <Breadcrumbs
            items={[
              { name: t('content:home'), path: '/' },
              { name: t('company:directory.breadcrumb'), path: '/company' },
              { name: company.name },
            ]}
          />
          <div className="company-hero__head">
            <CompanyLogo name={company.name} logo={company.logo} size={96} className="company-hero__logo" />
            <div>
              <h1 className="page-title">{company.name}</h1>
              <p className="company-hero__meta">
                {company.industry ? <span>{company.industry.name[lang]}</span> : null}
                {company.location ? <span>{company.location.city[lang]}</span> : null}
                {company.verified ? <span className="badge badge--success">{t('company:verified')}</span> : null}
              </p>
              {aggregates.overall.average !== null ? (
                <p className="company-hero__rating">
                  <RatingStars value={aggregates.overall.average} />{' '}
                  <span className="company-hero__rating-value">{ratingText(aggregates.overall.average, locale)}</span>{' '}
                  <a href="#reviews">{t('reviews:read.basedOn', { count: aggregates.overall.count })}</a>
                </p>
              ) : null}
            </div>
          </div>
        </FrozenPart>
        <CompanyFollow slug={company.slug} name={company.name} state={data.follow} limitReached={data.followLimit} />
      </section>

      <div className="container company-layout">
        <div className="company-layout__main">
          <section aria-labelledby="company-overview" className="company-section">
            <h2 id="company-overview" className="section-title">
              {t('company:overview.title', { name: company.name })}
            </h2>
            {company.overview ? (
              <ExpandableText moreLabel={t('company:overview.more')} lessLabel={t('company:overview.less')}>
                {company.overview.split(/\n{2,}/).map((paragraph, index) => (
                  <p key={index} lang={overviewLang}>
                    {paragraph}
                  </p>
                ))}
              </ExpandableText>
            ) : (
              <p className="text-muted">{t('company:overview.empty')}</p>
            )}
          </section>

          {gallery.length > 0 ? (
            <section aria-labelledby="company-gallery" className="company-section">
              <h2 id="company-gallery" className="section-title">
                {t('company:gallery.title')}
              </h2>
              <LightboxGallery
                items={gallery}
                texts={{
                  dialogLabel: t('company:gallery.dialog', { name: company.name }),
                  close: t('company:gallery.close'),
                  next: t('company:gallery.next'),
                  previous: t('company:gallery.previous'),
                  counter: t('company:gallery.counter', { current: '{{current}}', total: '{{total}}' }),
                  play: t('company:gallery.play'),
                  video: t('company:gallery.video'),
                }}
              />
            </section>
          ) : null}

          <section aria-labelledby="reviews" className="company-section">
            <div className="section-head">
              <h2 id="reviews" className="section-title">
                {t('company:reviews.title')}
              </h2>
              <a
                className="button button--primary button--small"
                href={`${localPath('/account/write-review')}?company=${encodeURIComponent(company.slug)}`}
                rel="nofollow"
              >
                {t('reviews:read.write')}
              </a>
            </div>
            <FrozenPart frozenPartOf="review-summary">
              <ReviewSummary type={data.reviewType} aggregates={aggregates} />
            </FrozenPart>
            <ReviewList
              company={company}
              summary={summary}
              type={data.reviewType}
              page={data.reviewPage}
              pageSize={REVIEWS_PER_PAGE}
              sort={data.reviewSort}
              salaryTitles={new Set(aggregates.salaries.map((row) => row.jobTitle.trim().toLowerCase()))}
            />
          </section>

          <section aria-labelledby="company-jobs" className="company-section">
            <h2 id="company-jobs" className="section-title">
              {t('company:jobs.title', { count: jobs.total })}
            </h2>
            {jobs.jobs.length > 0 ? (
              <>
                <JobCardGrid jobs={jobs.jobs} columns={3} label={t('company:jobs.title', { count: jobs.total })} />
                {jobs.total > jobs.jobs.length ? (
                  <p className="company-jobs__more">
                    <Link to="explore-jobs" query={`company=${encodeURIComponent(company.slug)}`} className="button button--ghost">
                      {t('company:jobs.all', { count: jobs.total })}
                    </Link>
                  </p>
                ) : null}
              </>
            ) : (
              <p className="text-muted">{t('company:jobs.none')}</p>
            )}
          </section>
        </div>

        <aside className="company-layout__aside" aria-labelledby="company-facts">
          <FrozenPart frozenPartOf="company-facts">
            <div className="card company-facts">
              <h2 id="company-facts" className="card__title">
                {t('company:facts.title')}
              </h2>
              <dl>
                {facts.map(([label, value]) => (
                  <div key={label} className="company-facts__row">
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <RatingSummaryCard company={company} summary={summary} overall={aggregates.overall} />
          </FrozenPart>
        </aside>
      </div>
    </div>
  );
}

function RatingSummaryCard({
  company,
  summary,
  overall,
}: {
  company: CompanyProfile;
  summary: RatingSummary;
  overall: ReviewAggregates['overall'];
}) {
  const { t, locale } = requestContext();
  const number = (value: number) => ratingText(value, locale);
  return (
    <div className="card rating-summary">
      <h2 className="card__title">{t('company:rating.title')}</h2>
      {overall.average !== null ? (
        <p className="rating-summary__overall">
          <span className="rating-summary__value">{number(overall.average)}</span>
          <RatingStars value={overall.average} size="lg" />
          <span className="rating-summary__count">{t('reviews:read.basedOn', { count: overall.count })}</span>
        </p>
      ) : (
        <p className="text-muted">{t('company:rating.none')}</p>
      )}
      <p className="text-small text-muted">{t('company:rating.explained')}</p>
      <ul className="rating-summary__types">
        {REVIEW_TYPES.map((type) => {
          const entry = summary.byType[type];
          return (
            <li key={type}>
              <a href={`${companyReviewsPathLocalized(company.slug, type, defaultReviewType(summary))}#reviews`}>
                {t(`company:reviewType.${type}`)}
              </a>
              <span>
                {entry.average !== null ? (
                  <>
                    <RatingStars value={entry.average} size="sm" /> {number(entry.average)}
                  </>
                ) : null}{' '}
                <span className="rating-summary__count">({t('company:reviews.count', { count: entry.count })})</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function companyReviewsPathLocalized(slug: string, type: ReviewType, defaultType: ReviewType): string {
  return localPath(companyReviewsPath(slug, type, 1, defaultType));
}

/** Gallery rows → what the lightbox shows; embeds get the provider's thumbnail (or ours on failure). */
async function galleryItems(rows: readonly GalleryItem[]): Promise<LightboxItem[]> {
  const items = await Promise.all(rows.map(toLightboxItem));
  return items.filter((item): item is LightboxItem => item !== null);
}

/** Links the lightbox cannot play are left out of the gallery (and so of "photos" in the description). */
function isShown(row: GalleryItem): boolean {
  return classifyVideo(row.src).kind !== 'unsupported';
}

async function toLightboxItem(row: GalleryItem): Promise<LightboxItem | null> {
  const video = classifyVideo(row.src, { autoplay: true });
  let media: LightboxMedia;
  let thumbnail = row.thumbnail;
  switch (video.kind) {
    case 'unsupported':
      return null;
    case 'youtube':
    case 'vimeo':
      media = { kind: 'embed', provider: video.kind, embedUrl: video.embedUrl };
      thumbnail = await videoThumbnails.resolve(video, row.thumbnail || FALLBACK_VIDEO_THUMBNAIL);
      break;
    case 'file':
      media = { kind: 'file', mime: video.mime };
      break;
    default:
      media = { kind: 'image' };
  }
  return {
    src: row.src,
    alt: row.alt,
    thumbnail: thumbnail || FALLBACK_VIDEO_THUMBNAIL,
    width: row.thumbnailWidth,
    height: row.thumbnailHeight,
    description: row.description,
    autoplay: row.autoplay,
    controls: row.controls,
    media,
  };
}

const FALLBACK_VIDEO_THUMBNAIL = '/images/video-placeholder.svg';
