import { ConfirmedSubmit } from '../../../client/components/auth/confirm-delete';
import { ActionForm } from '../../../client/components/forms/action-form';
import { formatDate } from '../../../shared/format';
import { deleteAssessmentResults } from '../../actions/assessments';
import type { Assessment } from '../../assessments/assessment-rules';
import { Link } from '../../components/localized-link';
import { requestContext } from '../../context/request-context';
import type { PastAttempt } from '../../db/repos/assessments-repo';

/** The candidate's past attempts at one test, newest first, and deleting the results. */
export function AttemptHistory({ assessment, history }: { assessment: Assessment; history: readonly PastAttempt[] }) {
  const { t, locale } = requestContext();
  if (history.length === 0) return null;
  const withResults = history.some((past) => past.result !== null);
  return (
    <section className="assessment__history" aria-labelledby="assessment-history">
      <h2 id="assessment-history" className="section-title">
        {t('assessments:history.title')}
      </h2>
      <ul className="assessment__history-list" data-testid="attempt-history">
        {history.map(({ attempt, result }) => (
          <li key={attempt.id} className="card assessment__history-item">
            <span>{formatDate(attempt.startedAt, locale)}</span>
            <span className="badge">{t(`assessments:history.status.${attempt.status}`)}</span>
            {result ? (
              <span>
                {result.level ? `${result.level} · ` : ''}
                {assessment === 'english' ? t('assessments:history.score', { score: result.score }) : null}{' '}
                <Link to={`assessment-${assessment}`} query={`result=${attempt.id}`}>
                  {t('assessments:start.viewResult')}
                </Link>
              </span>
            ) : attempt.status !== 'in_progress' ? (
              <span className="text-muted">{t('assessments:history.deletedResult')}</span>
            ) : null}
          </li>
        ))}
      </ul>
      {withResults ? (
        <ActionForm action={deleteAssessmentResults} className="assessment__delete">
          <input type="hidden" name="assessment" value={assessment} />
          <p className="text-small text-muted">{t('assessments:history.deleteNote')}</p>
          <ConfirmedSubmit checkboxLabel={t('assessments:history.confirmLabel')} question={t('assessments:history.confirmQuestion')}>
            {t('assessments:history.delete')}
          </ConfirmedSubmit>
        </ActionForm>
      ) : null}
    </section>
  );
}
