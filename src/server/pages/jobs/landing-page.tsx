/**
 * Job landing pages: /jobs/{category}, /jobs/in/{place}, /jobs/{category}/in/{place} and their
 * Indonesian addresses (shared/landing-path.ts). The search's own listing and filters
 * (job-search-view.tsx) under a heading in words and an intro written from the data.
 *
 * - Unknown category or place: 404. Another spelling of a known page (the other language's
 *   words or slug, capitals): 301 to the page's own address, `?page` kept.
 * - Any filter beyond its own (a keyword, a type, another sort…): the same search on
 *   /explore-jobs (302), which is `noindex`; `?page=N` alone stays here.
 * - A page number past the last page: 404, as on every list.
 * - Fewer than INDEXABLE_MIN_JOBS open jobs, none included: 200 with `noindex`, the heading,
 *   the intro saying so, the job alert form and the links to neighbouring pages with jobs. Its
 *   address stays valid while jobs come and go (employers publish and close through the API),
 *   and a visitor following an old link or a closed job's breadcrumb finds a way on; a 404
 *   would turn the same address on and off with every job.
 */
import { langOf, localizePath, LOCALES, type Language, type Locale } from '../../../shared/locales';
import type { RouteParams } from '../../../shared/routes';
import { searchJobs, type JobSearchResult } from '../../search/job-search';
import { parseJobSearchParams } from '../../search/search-params';
import {
  findCategory,
  findPlace,
  isIndexable,
  landingCatalogue,
  openJobs,
  type LandingCatalogue,
  type LandingCategory,
  type LandingPlace,
} from '../../search/landing-catalogue';
import { landingFacts, type LandingFacts } from '../../search/landing-facts';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { db, jobSearchCache, jobSearchMemory } from '../../context/app-services';
import { requestContext } from '../../context/request-context';
import { localPath as href, localUrl } from '../../context/local-path';
import { jobPathOf } from '../../../shared/job-path';
import { definePage, type Breadcrumb } from '../../page-contract/page-module';
import { isRefinedSearch, queryObject, searchHref } from '../../search/search-url';
import { count, JobSearchView } from './job-search-view';
import { landingLinks, landingPathOf, type LandingLinkGroup } from './landing-links';
import { landingDescription, landingHeading, landingIntro, type LandingNames } from './landing-text';

interface LandingData {
  readonly result: JobSearchResult;
  readonly catalogue: LandingCatalogue;
  readonly category: LandingCategory | undefined;
  readonly place: LandingPlace | undefined;
  readonly facts: LandingFacts;
}

const NO_FACTS: LandingFacts = { topCompanies: [], salary: null };

function namesIn(data: Pick<LandingData, 'category' | 'place'>, lang: Language): LandingNames {
  return { category: data.category?.name[lang], place: data.place?.name[lang] };
}

/** The page's address in a language, with its page number when past the first. */
function pathIn(data: LandingData, lang: Language): string {
  const path = landingPathOf(data.category, data.place, lang);
  return data.result.page > 1 ? `${path}?page=${data.result.page}` : path;
}

function crumbs(data: LandingData, heading: string): Breadcrumb[] {
  const { t, locale } = requestContext();
  const lang = langOf(locale);
  const items: Breadcrumb[] = [
    { name: t('jobs:breadcrumbs.home'), path: '/' },
    { name: t('jobs:breadcrumbs.jobs'), path: '/explore-jobs' },
  ];
  // The category's own page above a category in a place, when it is one worth visiting.
  if (data.category && data.place && isIndexable(openJobs(data.catalogue, data.category, undefined))) {
    items.push({ name: landingHeading(t, { category: data.category.name[lang] }), path: landingPathOf(data.category, undefined, lang) });
  }
  items.push({ name: heading });
  return items;
}

/** schema.org ItemList of the jobs on this page, in order, each at its page in this language. */
function itemListJsonLd(result: JobSearchResult, heading: string): object {
  const first = (result.page - 1) * result.pageSize + 1;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: heading,
    numberOfItems: result.total,
    itemListElement: result.jobs.map((job, i) => ({ '@type': 'ListItem', position: first + i, url: localUrl(jobPathOf(job)) })),
  };
}

function Neighbours({ groups, names }: { groups: readonly LandingLinkGroup[]; names: LandingNames }) {
  const { t } = requestContext();
  if (groups.length === 0) return null;
  return (
    <section className="page-section container landing-links" aria-labelledby="landing-links-title">
      <h2 id="landing-links-title" className="section-title">
        {t('jobs:landing.neighbours.title')}
      </h2>
      <div className="landing-links__groups">
        {groups.map((group) => (
          <nav key={group.kind} className="landing-links__group" aria-labelledby={`landing-links-${group.kind}`}>
            <h3 id={`landing-links-${group.kind}`} className="landing-links__heading">
              {t(`jobs:landing.neighbours.${group.kind}`, { ...names })}
            </h3>
            <ul className="landing-links__list">
              {group.links.map((link) => (
                <li key={link.path}>
                  <a href={href(link.path)}>
                    {link.name} <span className="landing-links__count">({count(link.count)})</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </section>
  );
}

/** A landing page whose words are in `words`' language (three routes each). */
export function landingPage(words: Language) {
  return definePage<LandingData>({
    prepare: async (params: RouteParams) => {
      const { locale, search, path, timing } = requestContext();
      const lang = langOf(locale);
      const catalogue = await landingCatalogue(db(), jobSearchCache());
      const category = params.category ? findCategory(catalogue, params.category.toLowerCase(), words) : undefined;
      const place = params.place ? findPlace(catalogue, params.place.toLowerCase()) : undefined;
      if ((params.category && !category) || (params.place && !place)) return { kind: 'not-found' };

      const asked = parseJobSearchParams(queryObject(search));
      const own = { category: category?.slug, location: place?.slug };
      const beyond = {
        ...asked,
        page: 1,
        category: asked.category === own.category ? undefined : asked.category,
        location: asked.location === own.location ? undefined : asked.location,
      };
      if (isRefinedSearch(beyond)) {
        const merged = { ...asked, category: asked.category ?? own.category, location: asked.location ?? own.location };
        return { kind: 'redirect', location: localizePath(searchHref(merged, { page: asked.page }), locale), status: 302 };
      }
      const canonical = landingPathOf(category, place, lang);
      if (path !== canonical) {
        return {
          kind: 'redirect',
          location: `${localizePath(canonical, locale)}${asked.page > 1 ? `?page=${asked.page}` : ''}`,
          status: 301,
        };
      }

      const started = performance.now();
      const result = await searchJobs(db(), { ...own, page: String(asked.page) }, { cache: jobSearchCache(), memory: jobSearchMemory() });
      timing.search = { ms: performance.now() - started, source: result.source };
      // Past the last page: a 404, as on every list (explore-jobs-page.tsx says why).
      if (result.params.page > 1 && result.params.page > result.pageCount) return { kind: 'not-found' };
      const facts = result.total > 0 ? await landingFacts(db(), category, place, jobSearchCache()) : NO_FACTS;
      return { kind: 'ok', data: { result, catalogue, category, place, facts } };
    },
    meta: (data) => {
      const { t, locale } = requestContext();
      const lang = langOf(locale);
      const { result } = data;
      const heading = landingHeading(t, namesIn(data, lang));
      const intro = landingIntro(t, locale, namesIn(data, lang), result.total, data.facts);
      const alternatePaths = Object.fromEntries(LOCALES.map((l: Locale) => [l, pathIn(data, langOf(l))]));
      return {
        title: result.page > 1 ? t('jobs:search.titlePage', { title: heading, page: result.page }) : heading,
        description: landingDescription(t, intro, result.page, result.pageCount),
        canonicalPath: pathIn(data, lang),
        alternatePaths,
        ...(!isIndexable(result.total) ? { noindex: true } : {}),
        breadcrumbs: crumbs(data, heading),
        ...(result.jobs.length > 0 ? { jsonLd: [itemListJsonLd(result, heading)] } : {}),
      };
    },
    Page: ({ data }) => {
      const { t, locale } = requestContext();
      const lang = langOf(locale);
      const names = namesIn(data, lang);
      const heading = landingHeading(t, names);
      const { result } = data;
      const canonical = landingPathOf(data.category, data.place, lang);
      return (
        <JobSearchView
          result={result}
          pageHref={(page) => (page > 1 ? `${canonical}?page=${page}` : canonical)}
          pagesVariant="landing"
          heading={
            <>
              <Breadcrumbs items={crumbs(data, heading)} />
              <h1 className="page-title">{heading}</h1>
            </>
          }
          lead={<p className="lead landing-intro">{landingIntro(t, locale, names, result.total, data.facts).join(' ')}</p>}
        >
          <Neighbours groups={landingLinks(data.catalogue, data.category, data.place, lang)} names={names} />
        </JobSearchView>
      );
    },
  });
}
