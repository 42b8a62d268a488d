import { COMPLETION_SECTIONS, COMPLETION_WEIGHTS, SECTION_ANCHORS, type Completion } from '../../../shared/profile/completion';
import { requestContext } from '../../context/request-context';

/**
 * The completion meter: the percentage, what is still missing (each a link to its card, with
 * what it adds), and the rules themselves, so the number is never a mystery.
 */
export function CompletionCard({ completion }: { completion: Completion }) {
  const { t } = requestContext();
  const missing = new Set(completion.missing);
  return (
    <section className="card profile-completion" aria-labelledby="completion-title">
      <div className="profile-completion__head">
        <h2 id="completion-title" className="profile-card__title">
          {t('profile:editor.completion.title')}
        </h2>
        <p className="profile-completion__percent" data-testid="completion-percent">
          {t('profile:editor.completion.percent', { percent: completion.percent })}
        </p>
      </div>
      <div
        className="profile-completion__bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={completion.percent}
        aria-labelledby="completion-title"
      >
        <span className="profile-completion__fill" style={{ width: `${completion.percent}%` }} />
      </div>
      {completion.missing.length > 0 ? (
        <>
          <h3 className="profile-completion__subtitle">{t('profile:editor.completion.missing')}</h3>
          <ul className="profile-completion__missing">
            {completion.missing.map((section) => (
              <li key={section}>
                <a href={`#${SECTION_ANCHORS[section]}`}>{t(`profile:editor.sections.${section}`)}</a>
                <span className="profile-completion__gain">+{COMPLETION_WEIGHTS[section]}%</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="profile-completion__done">{t('profile:editor.completion.done')}</p>
      )}
      <details className="profile-completion__rules">
        <summary>{t('profile:editor.completion.rulesTitle')}</summary>
        <p>{t('profile:editor.completion.rulesIntro')}</p>
        <table className="profile-completion__table">
          <tbody>
            {COMPLETION_SECTIONS.map((section) => (
              <tr key={section}>
                <th scope="row">{t(`profile:editor.sections.${section}`)}</th>
                <td>{t(`profile:editor.completion.rule.${section}`)}</td>
                <td className="profile-completion__weight">
                  {COMPLETION_WEIGHTS[section]}%{missing.has(section) ? '' : ' ✓'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{t('profile:editor.completion.rulesVisibility')}</p>
      </details>
    </section>
  );
}
