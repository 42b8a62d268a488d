import { searchJobs, type JobSearchResult } from '../../search/job-search';
import type { JobSearchParams } from '../../search/search-params';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { FrozenPart } from '../../../framework/server';
import { db, jobSearchCache, jobSearchMemory } from '../../context/app-services';
import { requestContext } from '../../context/request-context';
import { definePage, type Breadcrumb } from '../../page-contract/page-module';
import { pagedDescription } from '../paged-description';
import { queryObject, searchCanonical, searchHref } from '../../search/search-url';
import { count, JobSearchView } from './job-search-view';

interface Data {
  readonly result: JobSearchResult;
}

function crumbs(): Breadcrumb[] {
  const { t } = requestContext();
  return [{ name: t('jobs:breadcrumbs.home'), path: '/' }, { name: t('pages:explore-jobs.heading') }];
}

function titleOf(p: JobSearchParams): string {
  const { t } = requestContext();
  const base = p.q ? t('jobs:search.titleFor', { q: p.q }) : t('pages:explore-jobs.title');
  return p.page > 1 ? t('jobs:search.titlePage', { title: base, page: p.page }) : base;
}

export const exploreJobsPage = definePage<Data>({
  prepare: async () => {
    const { search, timing } = requestContext();
    const started = performance.now();
    const result = await searchJobs(db(), queryObject(search), { cache: jobSearchCache(), memory: jobSearchMemory() });
    timing.search = { ms: performance.now() - started, source: result.source };
    // A page past the last one (an old link to a list that shrank) is no page, as in the company
    // directory and on the blog: a 404 tells crawlers to drop it, and the 404 page leads on. It
    // follows from public data as the page would, so it is cached as the page would be: without
    // that, every past-the-end search (an old link, a page=N guessed) was a full render.
    if (result.params.page > 1 && result.params.page > result.pageCount) return { kind: 'not-found', shared: true };
    return { kind: 'ok', data: { result } };
  },
  meta: ({ result }) => {
    const { t } = requestContext();
    const { canonicalPath, noindex } = searchCanonical(result.params, result.pageCount);
    return {
      title: titleOf(result.params),
      description: pagedDescription(
        t,
        t('jobs:search.metaDescription', { count: result.total, total: count(result.total) }),
        result.params.page,
        result.pageCount,
      ),
      canonicalPath,
      ...(noindex ? { noindex: true } : {}),
      breadcrumbs: crumbs(),
    };
  },
  Page: ({ data: { result } }) => {
    const { t, locale } = requestContext();
    const p = result.params;
    return (
      <JobSearchView
        result={result}
        pageHref={(page) => searchHref(p, { page })}
        pagesVariant="search"
        heading={
          <FrozenPart frozenPartOf="search-heading" sameFor={[result, locale]}>
            <Breadcrumbs items={crumbs()} />
            <h1 className="page-title">{p.q ? t('jobs:search.headingFor', { q: p.q }) : t('pages:explore-jobs.heading')}</h1>
          </FrozenPart>
        }
        // Outside the part: as its last child, `p:last-child` would take its margin away.
        lead={<p className="lead">{t('pages:explore-jobs.description')}</p>}
      />
    );
  },
});
