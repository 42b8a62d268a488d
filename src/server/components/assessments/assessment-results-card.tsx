import { formatDate } from '../../../shared/format';
import { ASSESSMENTS } from '../../assessments/assessment-rules';
import { db } from '../../context/app-services';
import { requestContext } from '../../context/request-context';
import { latestResults, type ResultRow } from '../../db/repos/assessments-repo';
import { Link } from '../localized-link';

/**
 * The candidate's latest English and personality results with their test dates, and a link
 * to take or retake each test: for the profile editor (/account/edit-profile). Give it the
 * results when the page has them already; otherwise it reads them for the signed-in user.
 */
export async function AssessmentResultsCard({ results }: { results?: { english: ResultRow | null; personality: ResultRow | null } }) {
  const { t, locale, user } = requestContext();
  if (!user) return null;
  const latest = results ?? (await latestResults(db(), user.id));
  return (
    <section className="card assessment-card" aria-labelledby="assessment-card-title" data-testid="assessment-results-card">
      <h2 id="assessment-card-title" className="card__title">
        {t('assessments:card.title')}
      </h2>
      <dl className="assessment-card__list">
        {ASSESSMENTS.map((assessment) => {
          const result = latest[assessment];
          return (
            <div key={assessment} className="assessment-card__row">
              <dt>{t(`assessments:card.${assessment}`)}</dt>
              <dd>
                {result ? (
                  <>
                    <span>
                      {assessment === 'english'
                        ? t('assessments:card.scoreLevel', { score: result.score, level: result.level ?? 'A1' })
                        : t('assessments:card.taken')}{' '}
                      <span className="text-muted">{t('assessments:card.testedOn', { date: formatDate(result.testedAt, locale) })}</span>
                    </span>
                    <Link to={`assessment-${assessment}`} query={`result=${result.attemptId}`}>
                      {t('assessments:card.view')}
                    </Link>
                    <Link to={`assessment-${assessment}`}>{t('assessments:card.retake')}</Link>
                  </>
                ) : (
                  <>
                    <span className="text-muted">{t('assessments:card.none')}</span>
                    <Link to={`assessment-${assessment}`}>{t('assessments:card.take')}</Link>
                  </>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
