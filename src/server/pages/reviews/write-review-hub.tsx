import { ConfirmedSubmit } from '../../../client/components/auth/confirm-delete';
import { ActionForm } from '../../../client/components/forms/action-form';
import { CompanyPicker } from '../../../client/components/reviews/company-picker';
import { formatDate } from '../../../shared/format';
import { localizePath } from '../../../shared/locales';
import { kindOfType, REVIEW_KIND_SLUGS } from '../../../shared/validation/review-schemas';
import { deleteReview } from '../../actions/reviews';
import {
  findReviewCompany,
  getOwnReview,
  listOwnReviews,
  searchReviewCompanies,
  type OwnReview,
  type ReviewCompany,
} from '../../db/repos/review-writes-repo';
import { db } from '../../context/app-services';
import { localPath } from '../../context/local-path';
import { requestContext } from '../../context/request-context';
import { definePage } from '../../page-contract/page-module';
import { StatusBadge } from './status-badge';

interface HubData {
  readonly company: ReviewCompany | null;
  readonly query: string;
  readonly matches: readonly ReviewCompany[];
  readonly mine: readonly OwnReview[];
  readonly saved: OwnReview | null;
  readonly notice: 'deleted' | 'missing' | null;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** /account/write-review: choose a company, then the kind of review; and the author's own reviews. */
export const writeReviewHubPage = definePage<HubData>({
  prepare: async () => {
    const { user, search } = requestContext();
    if (!user) return { kind: 'not-found' };
    const params = new URLSearchParams(search);
    const slug = params.get('company') ?? '';
    const query = (params.get('q') ?? '').trim().slice(0, 100);
    const savedId = params.get('saved');
    const [company, matches, mine, saved] = await Promise.all([
      SLUG.test(slug) && slug.length <= 200 ? findReviewCompany(db(), slug) : null,
      query ? searchReviewCompanies(db(), query) : Promise.resolve([]),
      listOwnReviews(db(), user.id),
      savedId && /^\d{1,15}$/.test(savedId) ? getOwnReview(db(), user.id, Number(savedId)) : null,
    ]);
    const notice = params.has('deleted') ? 'deleted' : params.has('missing') ? 'missing' : null;
    return { kind: 'ok', data: { company, query, matches, mine, saved, notice } };
  },
  meta: () => {
    const { t } = requestContext();
    return { title: t('pages:account-write-review.title'), description: t('pages:account-write-review.description'), noindex: true };
  },
  Page: ({ data }) => {
    const { t, locale } = requestContext();
    const hubPath = localizePath('/account/write-review', locale);
    return (
      <div className="write-review">
        <h1 className="page-title">{t('pages:account-write-review.heading')}</h1>
        <p className="lead">{t('reviews:hub.lead')}</p>
        {data.saved ? <SavedNotice review={data.saved} /> : null}
        {data.notice ? (
          <p className={`alert ${data.notice === 'deleted' ? 'alert--success' : 'alert--danger'}`} role="status">
            {t(data.notice === 'deleted' ? 'reviews:hub.deleted' : 'reviews:errors.notYours')}
          </p>
        ) : null}

        <section className="card write-review__step" aria-labelledby="step-company">
          <h2 id="step-company" className="card__title">
            {t('reviews:hub.stepCompany')}
          </h2>
          {data.company ? (
            <p className="write-review__chosen">
              <strong data-testid="chosen-company">{data.company.name}</strong> <a href={hubPath}>{t('reviews:hub.change')}</a>
            </p>
          ) : (
            <>
              <CompanyPicker
                action={hubPath}
                initialQuery={data.query}
                chooseHref={`${hubPath}?company=__slug__`}
                apiPath="/api/companies"
                texts={{
                  label: t('reviews:hub.companyLabel'),
                  placeholder: t('reviews:hub.companyPlaceholder'),
                  loading: t('reviews:hub.loading'),
                  noOptions: t('reviews:hub.noOptions'),
                  search: t('reviews:hub.search'),
                }}
              />
              {data.query ? (
                data.matches.length > 0 ? (
                  <ul className="write-review__matches" aria-label={t('reviews:hub.matches')}>
                    {data.matches.map((company) => (
                      <li key={company.slug}>
                        <a href={`${hubPath}?company=${encodeURIComponent(company.slug)}`}>{company.name}</a>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-muted">{t('reviews:hub.noOptions')}</p>
                )
              ) : null}
            </>
          )}
        </section>

        <section className="write-review__step" aria-labelledby="step-kind">
          <h2 id="step-kind" className="section-title">
            {t('reviews:hub.stepKind')}
          </h2>
          {data.company ? null : <p className="text-muted">{t('reviews:hub.chooseFirst')}</p>}
          <ul className="write-review__kinds">
            {REVIEW_KIND_SLUGS.map((kind) => (
              <li key={kind} className="card write-review__kind">
                <h3 className="write-review__kind-title">
                  {data.company ? (
                    <a href={`${localizePath(`/account/write-review/${kind}`, locale)}?company=${encodeURIComponent(data.company.slug)}`}>
                      {t(`reviews:kinds.${kind}.title`)}
                    </a>
                  ) : (
                    t(`reviews:kinds.${kind}.title`)
                  )}
                </h3>
                <p className="text-small text-muted">{t(`reviews:kinds.${kind}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="write-review__step" aria-labelledby="my-reviews">
          <h2 id="my-reviews" className="section-title">
            {t('reviews:hub.mine')}
          </h2>
          {data.mine.length === 0 ? (
            <p className="text-muted">{t('reviews:hub.mineEmpty')}</p>
          ) : (
            <ul className="my-reviews">
              {data.mine.map((review) => (
                <li key={review.id} className="card my-reviews__item" data-testid="my-review">
                  <div className="my-reviews__head">
                    <p className="my-reviews__title">
                      <a href={localPath(`/company/${encodeURIComponent(review.company.slug)}`)}>{review.company.name}</a> ·{' '}
                      {t(`reviews:kinds.${kindOfType(review.type)}.title`)}
                    </p>
                    <StatusBadge status={review.status} />
                  </div>
                  {review.title ? <p className="mb-0">{review.title}</p> : null}
                  <p className="text-small text-muted mb-0">{formatDate(review.createdAt, locale)}</p>
                  {review.status === 'rejected' && review.moderationReason ? (
                    <p className="field-error">
                      {t(`reviews:moderation.reason.${review.moderationReason}`, { defaultValue: review.moderationReason })}
                    </p>
                  ) : null}
                  <div className="button-row">
                    {review.type !== 'workplace_photo' ? (
                      <a
                        className="button button--ghost button--small"
                        href={`${localizePath(`/account/write-review/${kindOfType(review.type)}`, locale)}?review=${review.id}`}
                      >
                        {t('reviews:hub.edit')}
                      </a>
                    ) : null}
                    <ActionForm action={deleteReview} className="my-reviews__delete" successDialog={false}>
                      <input type="hidden" name="review" value={String(review.id)} />
                      <ConfirmedSubmit checkboxLabel={t('reviews:hub.confirmDelete')} question={t('reviews:hub.confirmQuestion')}>
                        {t('reviews:hub.delete')}
                      </ConfirmedSubmit>
                    </ActionForm>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    );
  },
});

function SavedNotice({ review }: { review: OwnReview }) {
  const { t } = requestContext();
  const reviewsPath = localPath(`/company/${encodeURIComponent(review.company.slug)}`);
  if (review.status === 'rejected') {
    return (
      <div className="alert alert--danger" role="status" data-testid="review-outcome">
        <p className="mb-0">{t('reviews:outcome.rejected')}</p>
        <p className="mb-0">
          <strong>
            {t(`reviews:moderation.reason.${review.moderationReason ?? 'other'}`, { defaultValue: review.moderationReason ?? '' })}
          </strong>
        </p>
      </div>
    );
  }
  return (
    <p className={`alert ${review.status === 'approved' ? 'alert--success' : ''}`} role="status" data-testid="review-outcome">
      {t(review.status === 'approved' ? 'reviews:outcome.published' : 'reviews:outcome.pending', { company: review.company.name })}{' '}
      {review.status === 'approved' ? <a href={`${reviewsPath}#reviews`}>{t('reviews:outcome.see')}</a> : null}
    </p>
  );
}
