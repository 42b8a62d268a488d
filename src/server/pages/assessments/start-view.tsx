import { ActionForm } from '../../../client/components/forms/action-form';
import { SubmitButton } from '../../../client/components/forms/fields';
import { formatDate } from '../../../shared/format';
import { startAssessment } from '../../actions/assessments';
import { ENGLISH_RULES, type Assessment } from '../../assessments/assessment-rules';
import { Link } from '../../components/localized-link';
import { requestContext } from '../../context/request-context';
import type { PastAttempt, ResultRow } from '../../db/repos/assessments-repo';
import { AttemptHistory } from './attempt-history';
import { ProfileVisibilityForm } from './profile-visibility-form';

/** Before a test: what it measures, how long it takes, what the result means, the retake rule, and the way in. */
export function StartView({
  assessment,
  latest,
  retakeFrom,
  history,
  shownOnProfile,
  notice,
}: {
  assessment: Assessment;
  latest: ResultRow | null;
  retakeFrom: Date | null;
  history: readonly PastAttempt[];
  shownOnProfile: boolean;
  notice: string | null;
}) {
  const { t, locale } = requestContext();
  const ns = `assessments:${assessment}`;
  return (
    <article className="assessment assessment--start" data-testid="assessment-start">
      <p className="eyebrow">{t('assessments:common.eyebrow')}</p>
      <h1 className="page-title">{t(`pages:assessment-${assessment}.heading`)}</h1>
      <p className="lead">{t(`${ns}.intro`)}</p>
      {notice === 'deleted' ? (
        <p className="alert alert--success" role="status">
          {t('assessments:notices.deleted')}
        </p>
      ) : null}
      <dl className="assessment__facts">
        <div className="card">
          <dt>{t('assessments:start.measures')}</dt>
          <dd>{t(`${ns}.measures`)}</dd>
        </div>
        <div className="card">
          <dt>{t('assessments:start.duration')}</dt>
          <dd>
            {assessment === 'english'
              ? t('assessments:english.duration', { count: 36, minutes: ENGLISH_RULES.minutes })
              : t('assessments:personality.duration')}
          </dd>
        </div>
        <div className="card">
          <dt>{t('assessments:start.meaning')}</dt>
          <dd>{t(`${ns}.meaning`)}</dd>
        </div>
        <div className="card">
          <dt>{t('assessments:start.retake')}</dt>
          <dd data-testid="retake-rule">
            {assessment === 'english'
              ? t('assessments:english.retakeRule', { days: ENGLISH_RULES.retakeWaitDays })
              : t('assessments:personality.retakeRule')}
          </dd>
        </div>
      </dl>
      {assessment === 'personality' ? <p className="assessment__note">{t('assessments:personality.notClinical')}</p> : null}
      {latest ? (
        <p className="assessment__latest" data-testid="latest-result">
          {t('assessments:start.latest', { date: formatDate(latest.testedAt, locale) })}{' '}
          <Link to={`assessment-${assessment}`} query={`result=${latest.attemptId}`}>
            {t('assessments:start.viewResult')}
          </Link>
        </p>
      ) : null}
      {retakeFrom ? (
        <p className="alert alert--danger" role="status" data-testid="retake-wait">
          {t('assessments:start.waitUntil', { date: formatDate(retakeFrom, locale) })}
        </p>
      ) : null}
      <ActionForm action={startAssessment} className="assessment__begin">
        <input type="hidden" name="assessment" value={assessment} />
        {assessment === 'english' ? <p className="text-small text-muted">{t('assessments:english.timerNote')}</p> : null}
        <SubmitButton>{t(latest || history.length > 0 ? 'assessments:start.retakeButton' : 'assessments:start.button')}</SubmitButton>
      </ActionForm>
      <p className="assessment__exit">
        <Link to="home">{t('assessments:common.backHome')}</Link>
      </p>
      <AttemptHistory assessment={assessment} history={history} />
      {history.length > 0 ? <ProfileVisibilityForm assessment={assessment} shown={shownOnProfile} notice={notice} /> : null}
    </article>
  );
}
