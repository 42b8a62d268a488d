import { formatDate } from '../../../shared/format';
import { ENGLISH_SKILLS } from '../../assessments/bank-types';
import { Link } from '../../components/localized-link';
import { requestContext } from '../../context/request-context';
import type { ResultRow } from '../../db/repos/assessments-repo';

/** An English result: score, indicative CEFR level, per-skill breakdown and what it means. */
export function EnglishResultView({ result, retakeFrom, notice }: { result: ResultRow; retakeFrom: Date | null; notice: string | null }) {
  const { t, locale } = requestContext();
  const { traits } = result;
  const level = result.level ?? 'A1';
  return (
    <article className="assessment assessment--result" data-testid="assessment-result">
      <p className="eyebrow">{t('assessments:english.name')}</p>
      <h1 className="page-title">{t('assessments:result.heading')}</h1>
      {notice === 'time-up' ? (
        <p className="alert alert--danger" role="status" data-testid="time-up">
          {t('assessments:notices.time-up', { answered: traits.answered ?? 0, total: traits.total ?? 0 })}
        </p>
      ) : null}
      <div className="assessment__score-row">
        <div className="card assessment__score">
          <p className="assessment__score-label">{t('assessments:result.score')}</p>
          <p className="assessment__score-value" data-testid="result-score">
            {result.score}
            <small>/100</small>
          </p>
          <p className="text-small text-muted mb-0">
            {t('assessments:result.correct', { correct: traits.correct ?? 0, total: traits.total ?? 0 })}
          </p>
        </div>
        <div className="card assessment__score">
          <p className="assessment__score-label">{t('assessments:result.level')}</p>
          <p className="assessment__score-value" data-testid="result-level">
            {level}
          </p>
          <p className="text-small text-muted mb-0">{t(`assessments:english.levelNames.${level}`)}</p>
        </div>
      </div>
      <p className="text-small text-muted">{t('assessments:result.testedOn', { date: formatDate(result.testedAt, locale) })}</p>
      <section aria-labelledby="result-skills">
        <h2 id="result-skills" className="section-title">
          {t('assessments:result.skills')}
        </h2>
        <ul className="assessment__bars" data-testid="skill-breakdown">
          {ENGLISH_SKILLS.map((skill) => {
            const value = traits[skill] ?? 0;
            return (
              <li key={skill} className="assessment__bar">
                <span className="assessment__bar-label">{t(`assessments:english.skills.${skill}`)}</span>
                <span className="assessment__bar-track" aria-hidden="true">
                  <span className="assessment__bar-fill" style={{ width: `${value}%` }} />
                </span>
                <span className="assessment__bar-value">{value} %</span>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="result-meaning" className="assessment__explanation">
        <h2 id="result-meaning" className="section-title">
          {t('assessments:result.meaning')}
        </h2>
        <p data-testid="level-explanation">{t(`assessments:english.levels.${level}`)}</p>
        <p className="text-small text-muted">{t('assessments:english.indicative')}</p>
      </section>
      <p className="text-small" data-testid="retake-info">
        {retakeFrom ? t('assessments:start.waitUntil', { date: formatDate(retakeFrom, locale) }) : t('assessments:result.retakeNow')}
      </p>
      <div className="assessment__actions">
        <Link to="assessment-english" className="button button--primary">
          {t('assessments:result.backToStart')}
        </Link>
        <Link to="assessment-personality" className="button button--ghost">
          {t('assessments:result.otherTest')}
        </Link>
      </div>
    </article>
  );
}
