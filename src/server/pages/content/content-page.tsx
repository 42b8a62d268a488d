import { CONTENT_PAGES_WITH_OWN_ROUTE } from '../../../shared/content-page-routes';
import { localizePath } from '../../../shared/locales';
import { formatDate } from '../../../shared/format';
import { getContentPage, listContentPages, type ContentPage, type ContentPageSummary } from '../../db/repos/content-repo';
import { Accordion } from '../../components/content/accordion';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { Link } from '../../components/localized-link';
import { db } from '../../context/app-services';
import { requestContext } from '../../context/request-context';
import { definePage, type Breadcrumb } from '../../page-contract/page-module';

type ContentData =
  { readonly mode: 'list'; readonly pages: readonly ContentPageSummary[] } | { readonly mode: 'page'; readonly page: ContentPage };

function crumbs(page?: ContentPage): Breadcrumb[] {
  const { t } = requestContext();
  return page
    ? [{ name: t('content:home'), path: '/' }, { name: t('pages:page.title'), path: '/page' }, { name: page.title }]
    : [{ name: t('content:home'), path: '/' }, { name: t('pages:page.title') }];
}

/** /page/{slug?}: the firm's content pages (per-language slugs); the list without a slug. */
export const contentPage = definePage<ContentData>({
  prepare: async (params) => {
    const { locale } = requestContext();
    if (!params.slug) return { kind: 'ok', data: { mode: 'list', pages: await listContentPages(db(), locale) } };
    const page = await getContentPage(db(), locale, params.slug);
    if (!page) return { kind: 'not-found' };
    const ownRoute = CONTENT_PAGES_WITH_OWN_ROUTE[page.key];
    if (ownRoute) return { kind: 'redirect', location: localizePath(ownRoute, locale), status: 301 };
    // Reached by its stable key rather than this language's slug: send to the one address.
    if (page.slug !== params.slug)
      return { kind: 'redirect', location: localizePath(`/page/${encodeURIComponent(page.slug)}`, locale), status: 301 };
    return { kind: 'ok', data: { mode: 'page', page } };
  },
  meta: (data) => {
    const { t, locale } = requestContext();
    if (data.mode === 'list') {
      return { title: t('pages:page.title'), description: t('pages:page.description'), breadcrumbs: crumbs() };
    }
    const { page } = data;
    const path = `/page/${encodeURIComponent(page.slug)}`;
    const other = `/page/${encodeURIComponent(page.alternateSlug)}`;
    return {
      title: page.title,
      description: t('content:page.description', { title: page.title }),
      canonicalPath: path,
      alternatePaths: locale === 'en-US' ? { 'en-US': path, 'id-ID': other } : { 'en-US': other, 'id-ID': path },
      breadcrumbs: crumbs(page),
      ...(page.faqs.length > 0
        ? {
            jsonLd: [
              {
                '@context': 'https://schema.org',
                '@type': 'FAQPage',
                mainEntity: page.faqs.map((faq) => ({
                  '@type': 'Question',
                  name: faq.question,
                  acceptedAnswer: { '@type': 'Answer', text: faq.answer },
                })),
              },
            ],
          }
        : {}),
    };
  },
  Page: ({ data }) => {
    const { t, locale } = requestContext();
    if (data.mode === 'list') {
      return (
        <section className="page-section container">
          <Breadcrumbs items={crumbs()} />
          <h1 className="page-title">{t('pages:page.heading')}</h1>
          <p className="lead">{t('pages:page.description')}</p>
          <ul className="page-list">
            {data.pages.map((page) => (
              <li key={page.key}>
                <Link to="page" params={{ slug: page.slug }}>
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      );
    }
    const { page } = data;
    return (
      <article className="page-section container content-page">
        <Breadcrumbs items={crumbs(page)} />
        <h1 className="page-title">{page.title}</h1>
        <p className="text-muted">{t('content:page.updated', { date: formatDate(page.updatedAt, locale) })}</p>
        {/* Written by the firm's editors and stored as HTML. */}
        {page.bodyHtml ? <div className="prose" dangerouslySetInnerHTML={{ __html: page.bodyHtml }} /> : null}
        {page.faqs.length > 0 ? (
          <section aria-labelledby="faq-title" className="content-page__faq">
            <h2 id="faq-title" className="section-title">
              {t('content:page.faq')}
            </h2>
            <Accordion
              items={page.faqs.map((faq, index) => ({
                id: `faq-${index + 1}`,
                title: faq.question,
                content: <p>{faq.answer}</p>,
                // The first question is marked active, so it opens with the page.
                active: index === 0,
              }))}
            />
          </section>
        ) : null}
      </article>
    );
  },
});
