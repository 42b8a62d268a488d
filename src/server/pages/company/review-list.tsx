import { ActionForm } from '../../../client/components/forms/action-form';
import { SubmitButton, TextField } from '../../../client/components/forms/fields';
import { LoginRequiredButton } from '../../../client/components/login-required-button';
import { formatDate, formatMoney } from '../../../shared/format';
import { REVIEW_TYPES, type ReviewType } from '../../../shared/job-vocabulary';
import { SUB_RATINGS } from '../../../shared/validation/review-schemas';
import { reportReview, voteHelpful } from '../../actions/reviews';
import type { CompanyProfile } from '../../db/repos/companies-repo';
import { listPublishedReviews, type PublishedReview, type ReviewSort } from '../../db/repos/review-reading-repo';
import type { RatingSummary } from '../../db/repos/reviews-repo';
import { Pagination } from '../../components/pagination';
import { RatingStars } from '../../components/content/rating-stars';
import { currentReturnPath } from '../../components/jobs/bookmark-button';
import { db } from '../../context/app-services';
import { requestContext } from '../../context/request-context';
import { helpfulVotesOf } from '../../reviews/review-feedback';
import { companyReviewsPath, defaultReviewType } from './company-urls';
import { localPath } from '../../context/local-path';
import { foreignLang } from '../../i18n/text-language';

/** Published reviews of one kind, with the kinds as link tabs (`?type=…`), a sort (`&sort=helpful`) and paging (`&page=…`). */
export async function ReviewList({
  company,
  summary,
  type,
  page,
  pageSize,
  sort,
  salaryTitles,
}: {
  company: CompanyProfile;
  summary: RatingSummary;
  type: ReviewType;
  page: number;
  pageSize: number;
  sort: ReviewSort;
  /** Job titles (lower case) with enough salaries to show them; any other amount stays hidden. */
  salaryTitles: ReadonlySet<string>;
}) {
  const { t, user, locale } = requestContext();
  const list = await listPublishedReviews(db(), company.id, { type, sort, page, pageSize });
  const voted = user
    ? await helpfulVotesOf(
        db(),
        user.id,
        list.reviews.map((review) => review.id),
      )
    : new Set<number>();
  const defaultType = defaultReviewType(summary);
  const withSort = (path: string, wanted: ReviewSort) =>
    wanted === 'helpful' ? `${path}${path.includes('?') ? '&' : '?'}sort=helpful` : path;
  return (
    <>
      <nav className="tabs" aria-label={t('company:reviews.tabs')}>
        <ul>
          {REVIEW_TYPES.map((kind) => (
            <li key={kind}>
              <a
                href={`${localPath(companyReviewsPath(company.slug, kind, 1, defaultType))}#reviews`}
                aria-current={kind === type ? 'page' : undefined}
              >
                {t(`company:reviewType.${kind}`)} <span className="tabs__count">{summary.byType[kind].count}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <h3 className="visually-hidden">{t(`company:reviewType.${type}`)}</h3>
      {list.total > 1 ? (
        <nav className="sort-links" aria-label={t('reviews:read.sort')}>
          <span className="sort-links__label">{t('reviews:read.sort')}:</span>
          <ul>
            {(['newest', 'helpful'] as const).map((option) => (
              <li key={option}>
                <a
                  href={`${localPath(withSort(companyReviewsPath(company.slug, type, 1, defaultType), option))}#reviews`}
                  aria-current={option === sort ? 'true' : undefined}
                  rel="nofollow"
                >
                  {t(`reviews:read.${option}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {list.reviews.length === 0 ? (
        <p className="text-muted">{t('company:reviews.none', { type: t(`company:reviewTypeInSentence.${type}`) })}</p>
      ) : (
        <ol className="review-list">
          {list.reviews.map((review) => (
            <li key={review.id} className="review" data-testid="review" id={`review-${review.id}`}>
              <ReviewBody
                review={review}
                salaryShown={salaryTitles.has(
                  String(review.details.position ?? '')
                    .trim()
                    .toLowerCase(),
                )}
              />
              <ReviewFooter review={review} voted={voted.has(review.id)} />
              {review.employerReply ? (
                <div className="review__reply">
                  <p className="review__reply-title">{t('company:reviews.reply', { name: company.name })}</p>
                  <p lang={foreignLang(review.employerReply, locale)}>{review.employerReply}</p>
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
        href={(n) => `${withSort(companyReviewsPath(company.slug, type, n, defaultType), sort)}#reviews`}
      />
    </>
  );
}

function ReviewFooter({ review, voted }: { review: PublishedReview; voted: boolean }) {
  const { t, locale, loggedIn } = requestContext();
  return (
    <div className="review__footer">
      <p className="review__meta">
        {t('reviews:read.anonymousAuthor')} · <time dateTime={review.createdAt.toISOString()}>{formatDate(review.createdAt, locale)}</time>
      </p>
      <form action={voteHelpful} className="review__helpful">
        <input type="hidden" name="review" value={String(review.id)} />
        <LoginRequiredButton
          loggedIn={loggedIn}
          returnPath={currentReturnPath()}
          className="button button--ghost button--small"
          pressed={loggedIn ? voted : undefined}
        >
          {t(voted ? 'reviews:read.helpfulVoted' : 'reviews:read.helpfulButton', { count: review.helpfulCount })}
        </LoginRequiredButton>
      </form>
      {loggedIn ? (
        // The form holds the disclosure, not the other way round: its answer (shown above the
        // disclosure) stays in sight after a post without JavaScript closed it again.
        <ActionForm action={reportReview} className="review__report">
          <input type="hidden" name="review" value={String(review.id)} />
          <details>
            <summary>{t('reviews:report.label')}</summary>
            <div className="review__report-form">
              <TextField name="reason" label={t('reviews:report.reason')} maxLength={1000} />
              <SubmitButton className="button button--ghost button--small">{t('reviews:report.send')}</SubmitButton>
            </div>
          </details>
        </ActionForm>
      ) : null}
    </div>
  );
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The whole review, every field of its kind, as plain text (React escapes it). */
function ReviewBody({ review, salaryShown }: { review: PublishedReview; salaryShown: boolean }) {
  const { t, locale } = requestContext();
  const d = review.details;
  const position = text(d.position);
  const ratings = d.ratings && typeof d.ratings === 'object' ? (d.ratings as Record<string, unknown>) : null;
  const questions = Array.isArray(d.questions) ? d.questions.filter((q): q is string => typeof q === 'string' && q.trim() !== '') : [];
  const heading = review.type === 'interview' || review.type === 'salary' ? null : review.title;
  // What the reviewer wrote, judged as one text (more words, a surer guess), marked where it is
  // not in the page's language; the site's own words around it stay unmarked.
  const lang = foreignLang(
    [heading, d.pros, d.cons, d.advice, ...questions, review.body].filter((part) => typeof part === 'string').join('\n'),
    locale,
  );
  return (
    <>
      <div className="review__head">
        {heading ? (
          <p className="review__title" lang={lang}>
            {heading}
          </p>
        ) : null}
        {review.rating !== null ? <RatingStars value={review.rating} size="sm" /> : null}
      </div>
      {position ? (
        <p className="review__position">
          {position}
          {text(d.employment_status) ? ` · ${t(`reviews:employmentStatus.${String(d.employment_status)}`)}` : ''}
          {text(d.city) ? ` · ${String(d.city)}` : ''}
        </p>
      ) : null}
      {review.type === 'company_review' ? (
        <>
          {ratings ? (
            <ul className="badge-list review__sub-ratings">
              {SUB_RATINGS.map((key) => [key, ratings[key]] as const).map(([key, value]) =>
                typeof value === 'number' ? (
                  <li key={key}>
                    <span className="badge">
                      {t(`reviews:subRating.${key}`)}: {value}/5
                    </span>
                  </li>
                ) : null,
              )}
            </ul>
          ) : null}
          <dl className="review__pros-cons">
            {text(d.pros) ? (
              <div>
                <dt>{t('company:reviews.pros')}</dt>
                <dd lang={lang}>{text(d.pros)}</dd>
              </div>
            ) : null}
            {text(d.cons) ? (
              <div>
                <dt>{t('company:reviews.cons')}</dt>
                <dd lang={lang}>{text(d.cons)}</dd>
              </div>
            ) : null}
            {text(d.advice) ? (
              <div>
                <dt>{t('reviews:read.advice')}</dt>
                <dd lang={lang}>{text(d.advice)}</dd>
              </div>
            ) : null}
          </dl>
          {typeof d.recommend === 'boolean' ? (
            <p className="text-small">
              {t('reviews:fields.recommend')} {t(`reviews:recommend.${d.recommend ? 'yes' : 'no'}`)}
            </p>
          ) : null}
        </>
      ) : null}
      {review.type === 'interview' ? (
        <>
          <ul className="badge-list">
            {text(d.outcome) ? (
              <li>
                <span className="badge">{t(`reviews:outcomeOption.${String(d.outcome)}`, { defaultValue: String(d.outcome) })}</span>
              </li>
            ) : null}
            {text(d.experience) ? (
              <li>
                <span className="badge">{t(`reviews:experience.${String(d.experience)}`, { defaultValue: String(d.experience) })}</span>
              </li>
            ) : null}
            {num(d.difficulty) !== null ? (
              <li>
                <span className="badge">{t('company:interview.difficulty', { value: d.difficulty })}</span>
              </li>
            ) : null}
          </ul>
          {questions.length > 0 ? (
            <div className="review__questions">
              <p className="review__reply-title">{t('reviews:read.questions')}</p>
              <ul lang={lang}>
                {questions.map((question, index) => (
                  <li key={index}>{question}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      ) : null}
      {review.type === 'salary' && !salaryShown ? <p className="text-small text-muted">{t('reviews:read.salaryHidden')}</p> : null}
      {review.type === 'salary' && salaryShown && num(d.amount) !== null ? (
        <>
          <p className="review__salary">
            {formatMoney(Number(d.amount), typeof d.currency === 'string' ? d.currency : 'IDR', locale)} /{' '}
            {t(`company:period.${String(d.period ?? 'MONTH')}`)}
          </p>
          <p className="text-small text-muted">
            {[
              num(d.allowances) !== null
                ? t('reviews:read.allowances', { amount: formatMoney(Number(d.allowances), 'IDR', locale) })
                : null,
              num(d.bonus) !== null ? t('reviews:read.bonus', { amount: formatMoney(Number(d.bonus), 'IDR', locale) }) : null,
              num(d.years_experience) !== null ? t('reviews:read.experienceYears', { count: Number(d.years_experience) }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </>
      ) : null}
      {review.type === 'benefits' && Array.isArray(d.benefits) ? (
        <ul className="badge-list">
          {d.benefits.map((code) => (
            <li key={String(code)}>
              <span className="badge badge--brand">{t(`reviews:benefit.${String(code)}`, { defaultValue: String(code) })}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {review.type === 'workplace_photo' && (text(d.photo_url) || text(d.thumbnail_url)) ? (
        <figure className="review__photo">
          <img
            src={String(d.thumbnail_url ?? d.photo_url)}
            alt={text(d.caption) ?? t('company:reviewType.workplace_photo')}
            width={num(d.thumbnail_width) ?? 320}
            height={num(d.thumbnail_height) ?? 213}
            loading="lazy"
          />
          {text(d.caption) ? <figcaption>{text(d.caption)}</figcaption> : null}
        </figure>
      ) : null}
      {review.body ? (
        <p className="review__body" lang={lang}>
          {review.body}
        </p>
      ) : null}
    </>
  );
}
