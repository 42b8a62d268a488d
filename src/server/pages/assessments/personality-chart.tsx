import { BIG_FIVE } from '../../assessments/bank-types';
import { bandOf } from '../../assessments/personality-scoring';
import { requestContext } from '../../context/request-context';

const ROW = 44;
const LABEL = 170;
const WIDTH = 560;
const BAR = WIDTH - LABEL - 50;

/**
 * The five factors as a server-rendered bar chart (SVG, described by its title), with the same
 * numbers in a table beside it for screen readers and anyone who prefers figures.
 */
export function PersonalityChart({ traits }: { traits: Readonly<Record<string, number>> }) {
  const { t } = requestContext();
  const height = BIG_FIVE.length * ROW + 24;
  return (
    <figure className="assessment__chart" data-testid="personality-chart">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby="personality-chart-title" className="assessment__svg">
        <title id="personality-chart-title">{t('assessments:personality.chartTitle')}</title>
        {[0, 35, 65, 100].map((tick) => (
          <line
            key={tick}
            x1={LABEL + (BAR * tick) / 100}
            x2={LABEL + (BAR * tick) / 100}
            y1={4}
            y2={height - 16}
            className="assessment__svg-grid"
          />
        ))}
        {BIG_FIVE.map((factor, index) => {
          const value = traits[factor] ?? 0;
          const y = 8 + index * ROW;
          return (
            <g key={factor}>
              <text x={0} y={y + 20} className="assessment__svg-label">
                {t(`assessments:personality.factors.${factor}.name`)}
              </text>
              <rect x={LABEL} y={y + 4} width={BAR} height={22} rx={4} className="assessment__svg-track" />
              <rect
                x={LABEL}
                y={y + 4}
                width={Math.max(2, (BAR * value) / 100)}
                height={22}
                rx={4}
                className={`assessment__svg-bar assessment__svg-bar--${bandOf(value)}`}
              />
              <text x={LABEL + BAR + 8} y={y + 20} className="assessment__svg-value">
                {value}
              </text>
            </g>
          );
        })}
        {[0, 35, 65, 100].map((tick) => (
          <text key={tick} x={LABEL + (BAR * tick) / 100} y={height - 2} textAnchor="middle" className="assessment__svg-tick">
            {tick}
          </text>
        ))}
      </svg>
      <figcaption className="text-small text-muted">{t('assessments:personality.chartCaption')}</figcaption>
      <table className="assessment__table" data-testid="personality-table">
        <caption>{t('assessments:personality.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('assessments:personality.factorColumn')}</th>
            <th scope="col">{t('assessments:personality.scoreColumn')}</th>
            <th scope="col">{t('assessments:personality.bandColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {BIG_FIVE.map((factor) => {
            const value = traits[factor] ?? 0;
            return (
              <tr key={factor}>
                <th scope="row">{t(`assessments:personality.factors.${factor}.name`)}</th>
                <td>{value}</td>
                <td>{t(`assessments:personality.bands.${bandOf(value)}`)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </figure>
  );
}
