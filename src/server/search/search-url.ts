/**
 * /explore-jobs URLs. Every search is a shareable GET URL built only from the parsed (and so
 * cleaned) parameters, with defaults left out so equal searches have equal URLs.
 *
 * Canonical / indexing rules (documented in docs/architecture.md):
 * - The unfiltered listing in the default order is the indexable page: canonical
 *   `/explore-jobs`, and `/explore-jobs?page=N` for its further pages (each page lists
 *   different jobs, so each is its own canonical).
 * - Any keyword, filter or non-default sort gives an endless number of combinations with
 *   overlapping content: canonical `/explore-jobs` (page dropped) and `noindex`.
 * - A page past the last one (no results) is `noindex` as well.
 */
import { JOB_SORTS, type JobSearchParams } from './search-params';
import { searchQueryString } from './search-query-string';

export const SEARCH_PATH = '/explore-jobs';

const DEFAULT_SORT: JobSearchParams['sort'] = JOB_SORTS[0];

export { searchQueryString };

/** Locale-free href of a search; `changes` override the current parameters (page resets unless given). */
export function searchHref(p: JobSearchParams, changes: Partial<JobSearchParams> = {}): string {
  const next: JobSearchParams = { ...p, page: 1, ...changes };
  const query = searchQueryString(next);
  return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH;
}

/** True when anything narrows or reorders the listing (keyword, filter or non-default sort). */
export function isRefinedSearch(p: JobSearchParams): boolean {
  return Boolean(
    p.q ||
    p.location ||
    p.category ||
    p.company ||
    p.type.length ||
    p.arrangement.length ||
    p.level ||
    p.salaryMin !== undefined ||
    p.salaryMax !== undefined ||
    p.posted !== undefined ||
    p.sort !== DEFAULT_SORT,
  );
}

export function searchCanonical(p: JobSearchParams, pageCount: number): { canonicalPath: string; noindex: boolean } {
  if (isRefinedSearch(p)) return { canonicalPath: SEARCH_PATH, noindex: true };
  const pastTheEnd = p.page > Math.max(pageCount, 1);
  return {
    canonicalPath: p.page > 1 && !pastTheEnd ? `${SEARCH_PATH}?page=${p.page}` : SEARCH_PATH,
    noindex: pastTheEnd,
  };
}

/** Express-style query object from a raw query string: repeated keys become arrays. */
export function queryObject(search: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const existing = out[key];
    if (existing === undefined) out[key] = value;
    else out[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return out;
}
