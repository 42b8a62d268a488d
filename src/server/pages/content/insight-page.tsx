import { formatDate } from '../../../shared/format';
import { listInsightItems, type InsightItem } from '../../db/repos/content-repo';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { db } from '../../context/app-services';
import { requestContext } from '../../context/request-context';
import { definePage } from '../../page-contract/page-module';

const KIND_ORDER: readonly InsightItem['kind'][] = ['market_stat', 'salary_guide', 'report', 'tip'];

/** /insight: labour-market figures, salary guides, reports and tips, grouped by kind. */
export const insightPage = definePage<readonly InsightItem[]>({
  prepare: async () => ({ kind: 'ok', data: await listInsightItems(db(), requestContext().locale, 48) }),
  meta: () => {
    const { t } = requestContext();
    return {
      title: t('pages:insight.title'),
      description: t('pages:insight.description'),
      breadcrumbs: [{ name: t('content:home'), path: '/' }, { name: t('pages:insight.title') }],
    };
  },
  Page: ({ data: items }) => {
    const { t, locale } = requestContext();
    const groups = KIND_ORDER.map((kind) => ({ kind, items: items.filter((item) => item.kind === kind) })).filter(
      (group) => group.items.length > 0,
    );
    return (
      <>
        <section className="page-section container">
          <Breadcrumbs items={[{ name: t('content:home'), path: '/' }, { name: t('pages:insight.title') }]} />
          <h1 className="page-title">{t('pages:insight.heading')}</h1>
          <p className="lead">{t('pages:insight.description')}</p>
        </section>
        {groups.length === 0 ? (
          <section className="container page-section">
            <p>{t('content:insight.empty')}</p>
          </section>
        ) : (
          groups.map((group) => (
            <section key={group.kind} className="container page-section" aria-labelledby={`insight-${group.kind}`}>
              <h2 id={`insight-${group.kind}`} className="section-title">
                {t(`content:insight.kind.${group.kind}`)}
              </h2>
              <ul className="insight-grid">
                {group.items.map((item) => (
                  <li key={item.slug} className="insight-card card">
                    {item.figure ? <p className="insight-card__figure">{item.figure}</p> : null}
                    <h3 className="card__title">{item.title}</h3>
                    <p>{item.summary}</p>
                    <p className="insight-card__date">
                      <time dateTime={item.publishedAt.toISOString()}>{formatDate(item.publishedAt, locale)}</time>
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </>
    );
  },
});
