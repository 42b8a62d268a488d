/** A search as its /explore-jobs query string: the page's links and saved searches' links share it. */
import { JOB_SORTS, type JobSearchParams } from './search-params.js';

const DEFAULT_SORT: JobSearchParams['sort'] = JOB_SORTS[0];

/** The query string (without `?`) of a search; defaults and empty values are left out. */
export function searchQueryString(p: JobSearchParams): string {
  const q = new URLSearchParams();
  if (p.q) q.set('q', p.q);
  if (p.location) q.set('location', p.location);
  if (p.category) q.set('category', p.category);
  if (p.company) q.set('company', p.company);
  for (const type of p.type) q.append('type', type);
  for (const arrangement of p.arrangement) q.append('arrangement', arrangement);
  if (p.level) q.set('level', p.level);
  if (p.salaryMin !== undefined) q.set('salaryMin', String(p.salaryMin));
  if (p.salaryMax !== undefined) q.set('salaryMax', String(p.salaryMax));
  if (p.posted !== undefined) q.set('posted', String(p.posted));
  if (p.sort !== DEFAULT_SORT) q.set('sort', p.sort);
  if (p.page > 1) q.set('page', String(p.page));
  return q.toString();
}
