/** What a job search answers: the page of cards, counts, facets and the labels of what was applied. */
import type { Bilingual } from '../../shared/job-vocabulary.js';
import type { JobCard } from '../db/repos/job-cards.js';
import type { SearchFacets } from './facets.js';
import type { JobSearchParams } from './search-params.js';

/** Names of the applied place, category and company, for chips and selects (slugs are not for people). */
export interface FilterLabels {
  location?: Bilingual;
  category?: Bilingual;
  company?: string;
}

export interface JobSearchResult {
  jobs: JobCard[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  /** The parameters actually applied (after clamping and dropping unknown values). */
  params: JobSearchParams;
  facets: SearchFacets;
  labels: FilterLabels;
  /**
   * With a place or category applied, its facet holds only what lies inside it; these are the
   * places and categories with live jobs at all, so the visitor can switch to another one.
   * Empty without such a filter.
   */
  otherChoices: Pick<SearchFacets, 'location' | 'category'>;
  /** What found the jobs: the in-memory index, or SQL (while it loads, or for phrase searches). */
  source: 'memory' | 'sql';
}
