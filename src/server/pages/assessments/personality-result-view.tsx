import { formatDate } from '../../../shared/format';
import { BIG_FIVE } from '../../assessments/bank-types';
import { bandOf } from '../../assessments/personality-scoring';
import { Link } from '../../components/localized-link';
import { requestContext } from '../../context/request-context';
import type { ResultRow } from '../../db/repos/assessments-repo';
import { PersonalityChart } from './personality-chart';

/** A personality result: the five factors charted, each band explained, and what the test is not. */
export function PersonalityResultView({ result }: { result: ResultRow }) {
  const { t, locale } = requestContext();
  return (
    <article className="assessment assessment--result" data-testid="assessment-result">
      <p className="eyebrow">{t('assessments:personality.name')}</p>
      <h1 className="page-title">{t('assessments:result.personalityHeading')}</h1>
      <p className="text-small text-muted">{t('assessments:result.testedOn', { date: formatDate(result.testedAt, locale) })}</p>
      <p className="assessment__note" data-testid="not-clinical">
        {t('assessments:personality.notClinical')}
      </p>
      <PersonalityChart traits={result.traits} />
      <section aria-labelledby="result-factors" className="assessment__explanation">
        <h2 id="result-factors" className="section-title">
          {t('assessments:result.meaning')}
        </h2>
        <dl className="assessment__factors">
          {BIG_FIVE.map((factor) => {
            const value = result.traits[factor] ?? 0;
            const band = bandOf(value);
            return (
              <div key={factor} className="card">
                <dt>
                  {t(`assessments:personality.factors.${factor}.name`)} · {t(`assessments:personality.bands.${band}`)} ({value})
                </dt>
                <dd>
                  <p className="text-small text-muted">{t(`assessments:personality.factors.${factor}.about`)}</p>
                  <p className="mb-0">{t(`assessments:personality.factors.${factor}.${band}`)}</p>
                </dd>
              </div>
            );
          })}
        </dl>
      </section>
      <div className="assessment__actions">
        <Link to="assessment-personality" className="button button--primary">
          {t('assessments:result.backToStart')}
        </Link>
        <Link to="assessment-english" className="button button--ghost">
          {t('assessments:result.otherTestEnglish')}
        </Link>
      </div>
    </article>
  );
}
