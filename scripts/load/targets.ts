import fs from 'node:fs';
import path from 'node:path';
// The same scenario logic the k6 scripts run (plain JavaScript, shared on purpose).
import {
  childSitemaps,
  companyLinkOfJob,
  firstJobLink,
  listsJobs,
  detailPath,
  flightUrlOf,
  looksLikeCompanyPage,
  looksLikeDetailPage,
  looksLikeHomePage,
  looksLikeJobPage,
  looksLikeSearchPage,
  pathsFromSitemap,
  searchAnsweredRightly,
  asksForLaterPage,
  searchUrl,
} from '../../load-tests/lib/urls.js';

export type ScenarioName = 'job-search' | 'job-detail' | 'browse' | 'cached';

export interface Scenarios {
  readonly thresholds: Record<ScenarioName, { p95Ms: number; p99Ms: number; errorRate: number; minListingShare?: number }>;
  /** The budget's requests/s per scenario (`…-no-cache` without the page cache) and its yardstick, `reference`. */
  readonly throughput?: { readonly referenceShare?: Record<string, number>; readonly peerShare?: Record<string, number> };
  readonly [key: string]: unknown;
}

export function loadScenarios(): Scenarios {
  return JSON.parse(fs.readFileSync(path.resolve('load-tests/scenarios.json'), 'utf8')) as Scenarios;
}

/** What one connection remembers during one pass over the steps (a visit); fresh for each pass. */
export type Visit = Record<string, string | undefined>;

export interface Target {
  /** Paths to request, in order, per connection (a single step repeats with a new path each time). */
  readonly steps: ((visit: Visit) => string)[];
  /** What a good answer looks like for a step's path, to catch pages that answer 200 with the wrong thing. */
  readonly check: (step: number, path: string, body: string, status: number) => boolean;
  /** Paths whose 404 is a right answer (a later search page past the last one), not counted as an error. */
  readonly notFoundIsRight?: (path: string) => boolean;
  /** For searches: whether a good body also lists jobs (counted against `minListingShare`). */
  readonly listsJobs?: (body: string) => boolean;
  /** Reads what the next steps of the visit follow (a link) from a step's body; every body is then decoded. */
  readonly follow?: (step: number, body: string, visit: Visit) => void;
}

/** Every job and company page the sitemap lists. */
export async function sitemapPaths(baseUrl: string): Promise<{ jobs: string[]; companies: string[] }> {
  const index = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const jobs: string[] = [];
  const companies: string[] = [];
  for (const child of childSitemaps(index)) {
    if (!child.includes('/jobs-') && !child.includes('/companies-')) continue;
    const xml = await (await fetch(`${baseUrl}${child}`)).text();
    jobs.push(...pathsFromSitemap(xml, '/job/'));
    companies.push(...pathsFromSitemap(xml, '/company/'));
  }
  if (jobs.length === 0) throw new Error('The sitemap lists no jobs');
  return { jobs, companies };
}

const any = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

export async function buildTarget(name: ScenarioName, baseUrl: string, scenarios: Scenarios): Promise<Target> {
  if (name === 'cached') {
    // One anonymous page asked for again and again: every answer after the first is a cache hit.
    return { steps: [() => '/explore-jobs'], check: (_step, _path, body) => looksLikeSearchPage(body) };
  }
  if (name === 'job-search') {
    return {
      steps: [() => searchUrl(scenarios, Math.random)],
      check: (_step, path, body, status) => searchAnsweredRightly(path, status, body),
      notFoundIsRight: asksForLaterPage,
      listsJobs,
    };
  }
  const { jobs, companies } = await sitemapPaths(baseUrl);
  if (name === 'job-detail') {
    // As load-tests/job-detail.js: popular jobs often, most rarely, and some company pages.
    const lists = { jobs, companies };
    return {
      steps: [() => detailPath(lists, scenarios, Math.random)],
      check: (_step, path, body) => looksLikeDetailPage(path, body),
    };
  }
  // As load-tests/browse.js, without its think time: home, a search, the first job it lists and
  // that job's company as the client router fetches them, then back to the same results. Where
  // the search lists nothing (or the job names no company), k6 ends the visit; here a job (or
  // company) of the sitemap stands in, since every connection runs the same five steps.
  // One object for every search: popularSearches builds its list once per scenarios object.
  const htmlSearches = { ...scenarios, flightShare: 0 };
  const pageChecks = [looksLikeHomePage, looksLikeSearchPage, looksLikeJobPage, looksLikeCompanyPage, looksLikeSearchPage];
  return {
    steps: [
      () => '/',
      (visit) => (visit.search = searchUrl(htmlSearches, Math.random)),
      (visit) => flightUrlOf(visit.job ?? any(jobs)),
      (visit) => flightUrlOf(visit.company ?? any(companies.length > 0 ? companies : jobs)),
      (visit) => flightUrlOf(visit.search ?? '/explore-jobs'),
    ],
    check: (step, path, body, status) =>
      path.includes('/job/')
        ? looksLikeJobPage(body)
        : step === 1 || step === 4
          ? searchAnsweredRightly(path, status, body)
          : pageChecks[step]!(body),
    notFoundIsRight: (path) => path.includes('/explore-jobs') && asksForLaterPage(path),
    follow: (step, body, visit) => {
      if (step === 1) visit.job = firstJobLink(body) ?? undefined;
      if (step === 2) visit.company = companyLinkOfJob(body) ?? undefined;
    },
  };
}
