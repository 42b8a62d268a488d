import { formatMoney } from '../../../shared/format';
import type { ReviewType } from '../../../shared/job-vocabulary';
import type { ReviewAggregates } from '../../db/repos/review-reading-repo';
import { RatingStars } from '../../components/content/rating-stars';
import { requestContext } from '../../context/request-context';
import { ratingText } from './rating-text';

function percent(share: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** Above the list of a kind: what its published reviews add up to. */
export function ReviewSummary({ type, aggregates }: { type: ReviewType; aggregates: ReviewAggregates }) {
  switch (type) {
    case 'company_review':
      return aggregates.overall.count > 0 ? <RatingBreakdown aggregates={aggregates} /> : null;
    case 'salary':
      return <SalaryTable aggregates={aggregates} />;
    case 'interview':
      return aggregates.interviews.count > 0 ? <InterviewSummary aggregates={aggregates} /> : null;
    case 'benefits':
      return aggregates.benefits.of > 0 ? <BenefitShares aggregates={aggregates} /> : null;
    default:
      return null;
  }
}

function RatingBreakdown({ aggregates }: { aggregates: ReviewAggregates }) {
  const { t, locale } = requestContext();
  const { overall, distribution } = aggregates;
  const subs = Object.entries(aggregates.subRatings).filter((entry): entry is [string, number] => entry[1] !== null);
  return (
    <div className="review-summary" data-testid="rating-breakdown">
      <div>
        <p className="review-summary__overall">
          <span className="review-summary__value">{ratingText(overall.average ?? 0, locale)}</span>
          <RatingStars value={overall.average ?? 0} />
          <span className="review-summary__count">{t('reviews:read.basedOn', { count: overall.count })}</span>
        </p>
        <p className="text-small text-muted">{t('company:rating.explained')}</p>
        <table className="star-distribution">
          <caption className="visually-hidden">{t('reviews:read.distribution')}</caption>
          <tbody>
            {[5, 4, 3, 2, 1].map((stars) => {
              const n = distribution[stars - 1] ?? 0;
              const share = overall.count > 0 ? n / overall.count : 0;
              return (
                <tr key={stars}>
                  <th scope="row">{t('reviews:read.starsRow', { count: stars })}</th>
                  <td className="star-distribution__bar">
                    <span className="star-distribution__track">
                      <span className="star-distribution__fill" style={{ width: `${Math.round(share * 100)}%` }} />
                    </span>
                  </td>
                  <td className="star-distribution__count">{n}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {aggregates.recommendShare !== null ? (
          <p className="text-small">{t('reviews:read.recommend', { percent: percent(aggregates.recommendShare, locale) })}</p>
        ) : null}
      </div>
      {subs.length > 0 ? (
        <div>
          <h3 className="review-summary__title">{t('reviews:read.subRatings')}</h3>
          <dl className="sub-ratings">
            {subs.map(([key, value]) => (
              <div key={key} className="sub-ratings__row">
                <dt>{t(`reviews:subRating.${key}`)}</dt>
                <dd>
                  <RatingStars value={value} size="sm" />{' '}
                  {value.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </div>
  );
}

function SalaryTable({ aggregates }: { aggregates: ReviewAggregates }) {
  const { t, locale } = requestContext();
  const money = (n: number) => formatMoney(n, 'IDR', locale);
  return (
    <div className="review-summary review-summary--wide" data-testid="salary-summary">
      <h3 className="review-summary__title">{t('reviews:read.salaries')}</h3>
      {aggregates.salaries.length === 0 ? (
        <p className="text-muted text-small">{t('reviews:read.salariesNone')}</p>
      ) : (
        <div className="table-scroll">
          <table className="salary-table">
            <caption className="text-small text-muted">{t('reviews:read.salariesNote')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('reviews:read.jobTitle')}</th>
                <th scope="col">{t('reviews:read.count')}</th>
                <th scope="col">{t('reviews:read.median')}</th>
                <th scope="col">{t('reviews:read.range')}</th>
              </tr>
            </thead>
            <tbody>
              {aggregates.salaries.map((row) => (
                <tr key={row.jobTitle}>
                  <th scope="row">{row.jobTitle}</th>
                  <td>{row.count}</td>
                  <td>{money(row.median)}</td>
                  <td>
                    {money(row.min)} – {money(row.max)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function InterviewSummary({ aggregates }: { aggregates: ReviewAggregates }) {
  const { t, locale } = requestContext();
  const { interviews } = aggregates;
  const rated = interviews.experience.positive + interviews.experience.neutral + interviews.experience.negative;
  return (
    <div className="review-summary review-summary--wide" data-testid="interview-summary">
      <h3 className="review-summary__title">{t('reviews:read.interviews')}</h3>
      {interviews.averageDifficulty !== null ? (
        <p className="mb-0">{t('reviews:read.difficulty', { value: interviews.averageDifficulty.toLocaleString(locale) })}</p>
      ) : null}
      {rated > 0 ? (
        <ul className="badge-list">
          {(['positive', 'neutral', 'negative'] as const).map((kind) => (
            <li key={kind}>
              <span className="badge">
                {t(`reviews:experience.${kind}`)} {percent(interviews.experience[kind] / rated, locale)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function BenefitShares({ aggregates }: { aggregates: ReviewAggregates }) {
  const { t, locale } = requestContext();
  return (
    <div className="review-summary review-summary--wide" data-testid="benefit-shares">
      <h3 className="review-summary__title">{t('reviews:read.benefitShares')}</h3>
      <ul className="benefit-shares">
        {aggregates.benefits.shares.map((entry) => (
          <li key={entry.code}>
            <span>{t(`reviews:benefit.${entry.code}`, { defaultValue: entry.code })}</span>
            <span className="star-distribution__track">
              <span className="star-distribution__fill" style={{ width: `${Math.round(entry.share * 100)}%` }} />
            </span>
            <span className="text-small text-muted">
              {t('reviews:read.benefitShare', { percent: percent(entry.share, locale), count: aggregates.benefits.of })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
