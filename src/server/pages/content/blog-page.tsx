import { listArticles, listArticleTags, type ArticleTag } from '../../db/repos/articles-repo';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { ArticleCard } from '../../components/content/article-card';
import { pageParam, queryString } from '../../components/page-numbers';
import { Pagination } from '../../components/pagination';
import { db } from '../../context/app-services';
import { requestContext } from '../../context/request-context';
import { LOCALES } from '../../../shared/locales';
import { definePage } from '../../page-contract/page-module';
import { pagedDescription } from '../paged-description';
import { singleLanguage } from '../single-language';
import { localPath } from '../../context/local-path';

const PAGE_SIZE = 9;

interface BlogData {
  readonly tag: (ArticleTag & { count: number }) | null;
  readonly tags: readonly (ArticleTag & { count: number })[];
  readonly list: Awaited<ReturnType<typeof listArticles>>;
  /** Pages of the same list in the other language (0: it has no article with this tag). */
  readonly otherPageCount: number;
}

function blogPath(tag: string | null, page: number): string {
  return `/blog${queryString({ tag, page: page > 1 ? page : null })}`;
}

/** /blog: the article list, newest first, paged, filtered by `?tag=`. */
export const blogPage = definePage<BlogData>({
  prepare: async () => {
    const { locale, search } = requestContext();
    const query = new URLSearchParams(search);
    const tags = await listArticleTags(db(), locale);
    const wanted = query.get('tag');
    const tag = wanted ? (tags.find((entry) => entry.slug === wanted) ?? null) : null;
    // A tag without articles in this language is a page that does not exist here.
    if (wanted && !tag) return { kind: 'not-found' };
    const page = pageParam(query.get('page'));
    const other = LOCALES.find((l) => l !== locale) ?? locale;
    const [list, otherList] = await Promise.all([
      listArticles(db(), { locale, tag: tag?.slug, page, pageSize: PAGE_SIZE }),
      listArticles(db(), { locale: other, tag: tag?.slug, page: 1, pageSize: PAGE_SIZE }),
    ]);
    if (page > 1 && page > list.pageCount) return { kind: 'not-found' };
    return { kind: 'ok', data: { tag, tags, list, otherPageCount: otherList.total > 0 ? otherList.pageCount : 0 } };
  },
  meta: ({ tag, list, otherPageCount }) => {
    const { t } = requestContext();
    const base = tag ? t('content:blog.tagTitle', { tag: tag.name }) : t('pages:blog.title');
    return {
      title: list.page > 1 ? t('content:blog.pagedTitle', { title: base, page: list.page }) : base,
      description: pagedDescription(
        t,
        tag ? t('content:blog.tagDescription', { tag: tag.name }) : t('pages:blog.description'),
        list.page,
        list.pageCount,
      ),
      canonicalPath: blogPath(tag?.slug ?? null, list.page),
      // Articles are written per language: the other language may have fewer pages of this list,
      // or no article with this tag at all. Only a page that exists there is its version; else
      // the switch leads to the nearest page that does (this list's first page, or the blog).
      ...(list.page <= otherPageCount
        ? {}
        : singleLanguage(blogPath(tag?.slug ?? null, list.page), otherPageCount > 0 ? blogPath(tag?.slug ?? null, 1) : '/blog')),
      breadcrumbs: tag
        ? [{ name: t('content:home'), path: '/' }, { name: t('common:nav.blog'), path: '/blog' }, { name: tag.name }]
        : [{ name: t('content:home'), path: '/' }, { name: t('common:nav.blog') }],
    };
  },
  Page: ({ data }) => {
    const { t } = requestContext();
    const { tag, tags, list } = data;
    return (
      <>
        <section className="page-section container">
          <Breadcrumbs
            items={
              tag
                ? [{ name: t('content:home'), path: '/' }, { name: t('common:nav.blog'), path: '/blog' }, { name: tag.name }]
                : [{ name: t('content:home'), path: '/' }, { name: t('common:nav.blog') }]
            }
          />
          <h1 className="page-title">{tag ? t('content:blog.tagTitle', { tag: tag.name }) : t('pages:blog.heading')}</h1>
          <p className="lead">{tag ? t('content:blog.tagDescription', { tag: tag.name }) : t('pages:blog.description')}</p>
          <nav className="tag-filter" aria-label={t('content:blog.tags')}>
            <ul>
              <li>
                <a href={localPath('/blog')} aria-current={tag ? undefined : 'page'}>
                  {t('content:blog.allTags')}
                </a>
              </li>
              {tags.map((entry) => (
                <li key={entry.slug}>
                  <a href={localPath(blogPath(entry.slug, 1))} aria-current={tag?.slug === entry.slug ? 'page' : undefined}>
                    {entry.name} <span className="tag-filter__count">{entry.count}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </section>
        <section className="container page-section" aria-label={t('content:blog.listLabel')}>
          {list.articles.length === 0 ? (
            <p>{t('content:blog.empty')}</p>
          ) : (
            <ul className="article-grid">
              {list.articles.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} />
                </li>
              ))}
            </ul>
          )}
          <Pagination page={list.page} pageCount={list.pageCount} href={(page) => blogPath(tag?.slug ?? null, page)} />
        </section>
      </>
    );
  },
});
