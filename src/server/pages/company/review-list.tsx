import { formatDate, formatMoney } from '../../../shared/format';
import type { CompanyProfile } from '../../db/repos/companies-repo';
import { REVIEW_TYPES, type ReviewType } from '../../../shared/job-vocabulary';
import { listApprovedReviews, type CompanyReview, type RatingSummary } from '../../db/repos/reviews-repo';
import { Pagination } from '../../components/pagination';
import { RatingStars } from '../../components/content/rating-stars';
import { db } from '../../context/app-services';
import { requestContext } from '../../context/request-context';
import { companyReviewsPath, defaultReviewType } from './company-urls';
import { localPath } from '../../context/local-path';

/** Approved reviews of one kind, with the kinds as link tabs (`?type=…`) and paging (`&page=…`). */
export async function ReviewList({
  company,
  summary,
  type,
  page,
  pageSize,
}: {
  company: CompanyProfile;
  summary: RatingSummary;
  type: ReviewType;
  page: number;
  pageSize: number;
}) {
  const { t, locale } = requestContext();
  const list = await listApprovedReviews(db(), company.id, { type, page, pageSize });
  const defaultType = defaultReviewType(summary);
  return (
    <>
      <nav className="tabs" aria-label={t('company:reviews.tabs')}>
        <ul>
          {REVIEW_TYPES.map((kind) => (
            <li key={kind}>
              <a href={`${localPath(companyReviewsPath(company.slug, kind, 1, defaultType))}#reviews`} aria-current={kind === type ? 'page' : undefined}>
                {t(`company:reviewType.${kind}`)} <span className="tabs__count">{summary.byType[kind].count}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <h3 className="visually-hidden">{t(`company:reviewType.${type}`)}</h3>
      {list.reviews.length === 0 ? (
        <p className="text-muted">{t('company:reviews.none', { type: t(`company:reviewTypeInSentence.${type}`) })}</p>
      ) : (
        <ol className="review-list">
          {list.reviews.map((review) => (
            <li key={review.id} className="review">
              <ReviewBody review={review} />
              <p className="review__meta">
                {review.authorName ?? t('company:reviews.anonymous')} · <time dateTime={review.createdAt.toISOString()}>{formatDate(review.createdAt, locale)}</time>
              </p>
              {review.employerReply ? (
                <div className="review__reply">
                  <p className="review__reply-title">{t('company:reviews.reply', { name: company.name })}</p>
                  <p>{review.employerReply}</p>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <Pagination
        page={list.page}
        pageCount={list.pageCount}
        label={t('company:reviews.paging')}
        href={(n) => `${companyReviewsPath(company.slug, type, n, defaultType)}#reviews`}
      />
    </>
  );
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function ReviewBody({ review }: { review: CompanyReview }) {
  const { t, locale } = requestContext();
  const d = review.details;
  const position = text(d.position);
  return (
    <>
      <div className="review__head">
        {review.title ? <p className="review__title">{review.title}</p> : null}
        {review.rating !== null ? <RatingStars value={review.rating} size="sm" /> : null}
      </div>
      {position ? <p className="review__position">{position}</p> : null}
      {review.type === 'company_review' ? (
        <dl className="review__pros-cons">
          {text(d.pros) ? (
            <div>
              <dt>{t('company:reviews.pros')}</dt>
              <dd>{text(d.pros)}</dd>
            </div>
          ) : null}
          {text(d.cons) ? (
            <div>
              <dt>{t('company:reviews.cons')}</dt>
              <dd>{text(d.cons)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {review.type === 'interview' ? (
        <ul className="badge-list">
          {text(d.outcome) ? <li><span className="badge">{t(`company:interview.outcome.${String(d.outcome)}`)}</span></li> : null}
          {text(d.experience) ? <li><span className="badge">{t(`company:interview.experience.${String(d.experience)}`)}</span></li> : null}
          {typeof d.difficulty === 'number' ? <li><span className="badge">{t('company:interview.difficulty', { value: d.difficulty })}</span></li> : null}
        </ul>
      ) : null}
      {review.type === 'salary' && typeof d.amount === 'number' ? (
        <p className="review__salary">
          {formatMoney(d.amount, typeof d.currency === 'string' ? d.currency : 'IDR', locale)} / {t(`company:period.${String(d.period ?? 'MONTH')}`)}
        </p>
      ) : null}
      {review.type === 'benefits' && Array.isArray(d.benefits) ? (
        <ul className="badge-list">
          {d.benefits.map((code) => (
            <li key={String(code)}>
              <span className="badge badge--brand">{t(`company:benefit.${String(code)}`)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {review.type === 'workplace_photo' && text(d.photo_url) ? (
        <figure className="review__photo">
          <img src={String(d.photo_url)} alt={text(d.caption) ?? t('company:reviewType.workplace_photo')} width={320} height={213} loading="lazy" />
          {text(d.caption) ? <figcaption>{text(d.caption)}</figcaption> : null}
        </figure>
      ) : null}
      {review.body ? <p className="review__body">{review.body}</p> : null}
    </>
  );
}
