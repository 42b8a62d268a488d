/**
 * Facet counts and total of a search, assembled from count rows. Two sources produce the
 * rows: the direct GROUPING SETS pass over the matching jobs (job-search.ts) and the
 * precomputed counts (facet-counts.ts); both go through `toFacetsAndTotal`, so they
 * cannot differ in labelling, ordering or the location cut-off.
 */
import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  WORK_ARRANGEMENT_LABELS,
  WORK_ARRANGEMENTS,
  type Bilingual,
  type EmploymentType,
  type WorkArrangement,
} from '../../shared/job-vocabulary.js';

export interface FacetValue {
  value: string;
  label: Bilingual;
  count: number;
}

export interface SearchFacets {
  location: FacetValue[];
  type: FacetValue[];
  arrangement: FacetValue[];
  category: FacetValue[];
}

type FacetDim = 'total' | 'location' | 'type' | 'arrangement' | 'category';

/** One count: `value` is a location/category slug or a type/arrangement code (null for the total). */
export interface FacetCountRow {
  facet: FacetDim;
  value: string | null;
  label_en: string | null;
  label_id: string | null;
  n: number;
}

/** Cities shown in the location facet; the long tail is reachable by typing. */
const LOCATION_FACET_LIMIT = 30;

const isType = (v: string): v is EmploymentType => (EMPLOYMENT_TYPES as readonly string[]).includes(v);
const isArrangement = (v: string): v is WorkArrangement => (WORK_ARRANGEMENTS as readonly string[]).includes(v);

export function toFacetsAndTotal(rows: FacetCountRow[]): { total: number; facets: SearchFacets } {
  let total = 0;
  const facets: SearchFacets = { location: [], type: [], arrangement: [], category: [] };
  for (const r of rows) {
    if (r.facet === 'total') {
      total = r.n;
      continue;
    }
    // A value without a label (a dangling id) is not shown, as before.
    const v = r.value;
    if (!v) continue;
    if (r.facet === 'type') {
      if (isType(v)) facets.type.push({ value: v, label: EMPLOYMENT_TYPE_LABELS[v], count: r.n });
    } else if (r.facet === 'arrangement') {
      if (isArrangement(v)) facets.arrangement.push({ value: v, label: WORK_ARRANGEMENT_LABELS[v], count: r.n });
    } else {
      facets[r.facet].push({ value: v, label: { en: r.label_en ?? '', id: r.label_id ?? '' }, count: r.n });
    }
  }
  const byCount = (a: FacetValue, b: FacetValue) => b.count - a.count || a.value.localeCompare(b.value);
  for (const list of Object.values(facets)) list.sort(byCount);
  facets.location = facets.location.slice(0, LOCATION_FACET_LIMIT);
  return { total, facets };
}
