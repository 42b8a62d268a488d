import { FrozenPart } from '../../../framework/server';
import { LANGUAGE_OF, localizePath, type Locale } from '../../../shared/locales';
import { formatDate } from '../../../shared/format';
import { articleSlugFromTwin, getArticleBySlug, type ArticleDetail } from '../../db/repos/articles-repo';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { ArticleCard } from '../../components/content/article-card';
import { Link } from '../../components/localized-link';
import { db } from '../../context/app-services';
import { requestContext } from '../../context/request-context';
import { blogPostingJsonLd } from '../../seo/json-ld';
import { definePage, type Breadcrumb } from '../../page-contract/page-module';
import { singleLanguage } from '../single-language';
import { localUrl } from '../../context/local-path';

function crumbs(article: ArticleDetail): Breadcrumb[] {
  const { t } = requestContext();
  return [{ name: t('content:home'), path: '/' }, { name: t('common:nav.blog'), path: '/blog' }, { name: article.title }];
}

/** /blog/{slug}: one article, previous / next, related articles; per-language slugs. */
export const blogArticlePage = definePage<ArticleDetail>({
  prepare: async (params) => {
    const { locale } = requestContext();
    if (!params.slug) return { kind: 'not-found' };
    const article = await getArticleBySlug(db(), locale, params.slug);
    if (article) return { kind: 'ok', data: article };
    // The other language's slug (a switched prefix, a shared link): to this language's address.
    const slug = await articleSlugFromTwin(db(), locale, params.slug);
    return slug
      ? { kind: 'redirect', location: localizePath(`/blog/${encodeURIComponent(slug)}`, locale), status: 301 }
      : { kind: 'not-found' };
  },
  meta: (article) => {
    const { t, locale, publicBaseUrl } = requestContext();
    const path = `/blog/${encodeURIComponent(article.slug)}`;
    // The twin in the other language has its own slug. Without a twin the article has one
    // language version, and the language switch leads to the other language's article list.
    const other: Locale = locale === 'en-US' ? 'id-ID' : 'en-US';
    const otherPath = article.alternateSlug ? `/blog/${encodeURIComponent(article.alternateSlug)}` : null;
    const languages = otherPath ? { alternatePaths: { [locale]: path, [other]: otherPath } } : singleLanguage(path, '/blog');
    const url = localUrl(path);
    return {
      title: article.title,
      description: article.excerpt ?? t('pages:blog-article.description'),
      canonicalPath: path,
      ...languages,
      ogType: 'article',
      image: article.coverImage ?? undefined,
      jsonLd: [
        blogPostingJsonLd({
          headline: article.title,
          url,
          image: article.coverImage ? new URL(article.coverImage, publicBaseUrl).href : null,
          datePublished: article.publishedAt,
          dateModified: article.updatedAt,
          authorName: article.author?.name ?? null,
          inLanguage: LANGUAGE_OF[locale],
          description: article.excerpt,
          publisherName: t('common:siteName'),
          publisherLogo: `${publicBaseUrl}/icons/icon-512.png`,
        }),
      ],
      breadcrumbs: crumbs(article),
    };
  },
  Page: ({ data: article }) => {
    const { t, locale } = requestContext();
    return (
      <>
        <article className="article container page-section">
          <FrozenPart frozenPartOf="article">
            <Breadcrumbs items={crumbs(article)} />
            <header className="article__header">
              <h1 className="page-title">{article.title}</h1>
              <p className="article__meta">
                <time dateTime={article.publishedAt.toISOString()}>{formatDate(article.publishedAt, locale)}</time>
                {article.author ? <> · {t('content:article.by', { name: article.author.name })}</> : null}
              </p>
              {article.tags.length > 0 ? (
                <ul className="badge-list" aria-label={t('content:blog.tags')}>
                  {article.tags.map((tag) => (
                    <li key={tag.slug}>
                      <Link to="blog" query={`tag=${encodeURIComponent(tag.slug)}`} className="badge badge--brand">
                        {tag.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </header>
            {article.coverImage ? <img className="article__cover" src={article.coverImage} alt="" width={1200} height={600} /> : null}
            {/* Article bodies are written by the firm's editors and stored as HTML. */}
            <div className="article__body prose" dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
            {article.previous || article.next ? (
              <nav className="article__pager" aria-label={t('content:article.more')}>
                {article.previous ? (
                  <Link to="blog-article" params={{ slug: article.previous.slug }} rel="prev" className="article__pager-prev">
                    <span className="article__pager-label">{t('content:article.previous')}</span>
                    {article.previous.title}
                  </Link>
                ) : (
                  <span />
                )}
                {article.next ? (
                  <Link to="blog-article" params={{ slug: article.next.slug }} rel="next" className="article__pager-next">
                    <span className="article__pager-label">{t('content:article.next')}</span>
                    {article.next.title}
                  </Link>
                ) : null}
              </nav>
            ) : null}
          </FrozenPart>
        </article>
        {article.related.length > 0 ? (
          <FrozenPart frozenPartOf="related-articles">
            <section className="container page-section" aria-labelledby="related-articles">
              <h2 id="related-articles" className="section-title">
                {t('content:article.related')}
              </h2>
              <ul className="article-grid">
                {article.related.map((related) => (
                  <li key={related.id}>
                    <ArticleCard article={related} headingLevel="h3" />
                  </li>
                ))}
              </ul>
            </section>
          </FrozenPart>
        ) : null}
      </>
    );
  },
});
