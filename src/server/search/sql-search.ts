/**
 * SQL of /explore-jobs searches (see job-search.ts), assembled only from fixed fragments;
 * every visitor-supplied value travels as a bind parameter.
 */
import { JOB_CARD_COLUMNS, JOB_CARD_JOINS } from '../db/repos/job-cards.js';
import { JOBS_PAGE_SIZE, type JobSearchParams } from './search-params.js';
import { anyOfLexemes, keywordParts, toPrefixTsQuery } from './keyword-query.js';
import { PLAN_PER_CALL } from '../db/engine/plan-per-call.js';

/** Filter ids of known slugs (unknown ones are dropped like any other stale filter). */
export interface ResolvedRefs {
  location?: { id: number; kind: 'city' | 'province' };
  categoryId?: number;
  companyId?: number;
  /**
   * The indexed lexemes that begin the keyword's last word (see resolvePrefix in
   * job-search.ts); absent when that word is searched as a :* prefix.
   */
  prefixLexemes?: string[];
}

export interface Filter {
  /** job_search_index for keyword searches (vector + GIN), else its narrow copy (migration 0017). */
  table: 'job_search_index' | 'job_search_facts';
  where: string[];
  params: unknown[];
  tsQueryParam: string | null;
  /**
   * What relevance ranks with: always the keyword's :* form. An expanded last word would
   * rank as several terms (ts_rank credits each one and their proximity), reordering jobs.
   * Bound after `params`, and only by the statements that rank (see rankedParams).
   */
  rankTsQuery: string | null;
}

/** Parameters of pageSql and keywordScanSql: the filter's, plus the rank query when they rank. */
export function rankedParams(p: JobSearchParams, f: Filter): unknown[] {
  return p.sort === 'relevance' && f.rankTsQuery ? [...f.params, f.rankTsQuery] : f.params;
}

/**
 * Everything below reads the narrow projection `job_search_index s` (migration 0012), or for
 * searches without a keyword its copy without the vector, `job_search_facts s` (0017). Both
 * hold the published jobs that were live when written (migration 0015). Expiry is
 * time-based and the sweep removes expired rows only every 30 s, so "live" is still decided
 * here, per query; the precomputed counts (facet-counts.ts) make the same correction.
 */
const LIVE_INDEXED_JOB = `(s.valid_through IS NULL OR s.valid_through > now())`;

export function buildFilter(p: JobSearchParams, refs: ResolvedRefs): Filter {
  const params: unknown[] = [];
  const bind = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where = [LIVE_INDEXED_JOB];

  const rankTsQuery = p.q ? toPrefixTsQuery(p.q) : null;
  const tsQueryParam = p.q && rankTsQuery ? keywordTsQuery(p.q, rankTsQuery, refs.prefixLexemes, bind) : null;
  if (tsQueryParam) where.push(`s.search_vector @@ ${tsQueryParam}`);
  if (refs.location) {
    where.push(`${refs.location.kind === 'city' ? 's.location_id' : 's.province_id'} = ${bind(refs.location.id)}`);
  }
  if (refs.categoryId !== undefined) where.push(`s.category_id = ${bind(refs.categoryId)}`);
  if (refs.companyId !== undefined) where.push(`s.company_id = ${bind(refs.companyId)}`);
  if (p.type.length) where.push(`s.employment_type = ANY(${bind(p.type)}::text[])`);
  if (p.arrangement.length) where.push(`s.work_arrangement = ANY(${bind(p.arrangement)}::text[])`);
  if (p.level) where.push(`s.experience_level = ${bind(p.level)}`);
  // Range overlap: the job pays at least salaryMin somewhere in its range, and starts at or
  // below salaryMax. Hidden ranges take part (they refine search but are never shown).
  // salary_hi = coalesce(salary_max, salary_min), salary_lo = coalesce(salary_min, salary_max).
  if (p.salaryMin !== undefined) where.push(`s.salary_hi >= ${bind(p.salaryMin)}`);
  if (p.salaryMax !== undefined) where.push(`s.salary_lo <= ${bind(p.salaryMax)}`);
  if (p.posted !== undefined) where.push(`s.posted_at >= now() - make_interval(days => ${bind(p.posted)})`);
  return { table: tsQueryParam ? 'job_search_index' : 'job_search_facts', where, params, tsQueryParam, rankTsQuery };
}

/**
 * The keyword as a tsquery expression: the last word either as the exact lexemes it is a
 * prefix of (an empty list leaves the prefix itself, which matches nothing), or as its
 * :* form (`prefixForm`, toPrefixTsQuery's output).
 */
function keywordTsQuery(q: string, prefixForm: string, prefixLexemes: string[] | undefined, bind: (v: unknown) => string): string {
  const parts = keywordParts(q);
  if (prefixLexemes && parts?.expandablePrefix) {
    const last = `${bind(anyOfLexemes(prefixLexemes.length ? prefixLexemes : [parts.expandablePrefix]))}::tsquery`;
    return parts.head ? `(to_tsquery('simple', ${bind(parts.head)}) && ${last})` : last;
  }
  return `to_tsquery('simple', ${bind(prefixForm)})`;
}

/** The page's sort keys, computed on the narrow table; `rank` only exists for keyword relevance. */
function sortKeys(p: JobSearchParams, f: Filter): { select: string; order: string; outer: string } {
  if (p.sort === 'salary') {
    return {
      select: 's.salary_sort',
      order: 's.salary_sort DESC NULLS LAST, s.job_id DESC',
      outer: 'page.salary_sort DESC NULLS LAST, page.job_id DESC',
    };
  }
  if (p.sort === 'relevance' && f.rankTsQuery) {
    return {
      select: `s.posted_at, ts_rank(s.search_vector, to_tsquery('simple', $${f.params.length + 1})) AS rank`,
      order: 'rank DESC, s.posted_at DESC, s.job_id DESC',
      outer: 'page.rank DESC, page.posted_at DESC, page.job_id DESC',
    };
  }
  return { select: 's.posted_at', order: 's.posted_at DESC, s.job_id DESC', outer: 'page.posted_at DESC, page.job_id DESC' };
}

// GROUPING() bit masks for the four sets below (1 = column aggregated away).
const G_LOCATION = 0b0111;
const G_TYPE = 0b1011;
const G_ARRANGEMENT = 0b1101;
const G_CATEGORY = 0b1110;

const ROLL_UP = `counts AS (
       SELECT k.location_id, k.employment_type, k.work_arrangement, k.category_id,
              GROUPING(k.location_id, k.employment_type, k.work_arrangement, k.category_id) AS g,
              coalesce(sum(k.n), 0)::bigint AS n
       FROM (SELECT location_id, job_search_facet_code_type(facet_code) AS employment_type,
                    job_search_facet_code_arrangement(facet_code) AS work_arrangement,
                    job_search_facet_code_category(facet_code) AS category_id, n
             FROM keyed) k
       GROUP BY GROUPING SETS ((k.location_id), (k.employment_type), (k.work_arrangement), (k.category_id), ())
     )`;

/**
 * The counts of the rows of `source` (aliased s): one GROUP BY over the city and the other
 * three facet values packed into one integer (migration 0025), then the GROUPING SETS
 * roll-up over the few thousand distinct pairs at most; one hash per row instead of four.
 * Two integers, not one bigint: PGlite (32-bit WebAssembly) passes a bigint by reference,
 * and grouping by it cost several times as much.
 */
function countsSql(source: string, where: string): string {
  return `keyed AS (
       SELECT s.location_id, s.facet_code, count(*) AS n FROM ${source} s ${where} GROUP BY 1, 2
     ), ${ROLL_UP}`;
}

const FACET_COLUMNS = `CASE counts.g WHEN ${G_LOCATION} THEN 'location' WHEN ${G_TYPE} THEN 'type' WHEN ${G_ARRANGEMENT} THEN 'arrangement'
                          WHEN ${G_CATEGORY} THEN 'category' ELSE 'total' END AS facet,
            CASE counts.g WHEN ${G_LOCATION} THEN l.slug WHEN ${G_TYPE} THEN counts.employment_type
                          WHEN ${G_ARRANGEMENT} THEN counts.work_arrangement WHEN ${G_CATEGORY} THEN cat.slug END AS value,
            coalesce(l.name_en, cat.name_en) AS label_en, coalesce(l.name_id, cat.name_id) AS label_id, counts.n`;

const FACET_LABEL_JOINS = `LEFT JOIN locations l ON counts.g = ${G_LOCATION} AND l.id = counts.location_id
     LEFT JOIN job_categories cat ON counts.g = ${G_CATEGORY} AND cat.id = counts.category_id`;

/** The direct count: one pass over every matching row, shaped as FacetCountRow. */
export function facetSql(f: Filter): string {
  return `${PLAN_PER_CALL}WITH ${countsSql(f.table, `WHERE ${f.where.join(' AND ')}`)}
     SELECT ${FACET_COLUMNS}
     FROM counts ${FACET_LABEL_JOINS}`;
}

/**
 * Top-k on the narrow table first (the sort runs over a few columns, and for keyword
 * relevance ts_rank reads only the index's copy of the vector), then the 20 winners are
 * joined to the wide rows for their card columns.
 */
export function pageSql(p: JobSearchParams, f: Filter): string {
  const offset = (p.page - 1) * JOBS_PAGE_SIZE;
  const keys = sortKeys(p, f);
  return `${PLAN_PER_CALL}WITH page AS MATERIALIZED (
       SELECT s.job_id, ${keys.select}
       FROM ${f.table} s
       WHERE ${f.where.join(' AND ')}
       ORDER BY ${keys.order}
       LIMIT ${JOBS_PAGE_SIZE} OFFSET ${offset}
     )
     SELECT ${JOB_CARD_COLUMNS}
     FROM page JOIN jobs j ON j.id = page.job_id ${JOB_CARD_JOINS}
     ORDER BY ${keys.outer}`;
}

/**
 * Keyword searches match rows scattered over the wide index table (vector inline), and
 * both the page (ranked by ts_rank over every match) and the counts must visit every
 * match. One statement does that visit once: the matches are kept (MATERIALIZED, a few
 * narrow columns) and both the page's ids, in order, and the counts are taken from them.
 * The result is the FacetCountRow rows plus one row with facet = 'page' and `ids`.
 */
export function keywordScanSql(p: JobSearchParams, f: Filter): string {
  const offset = (p.page - 1) * JOBS_PAGE_SIZE;
  const keys = sortKeys(p, f);
  return `${PLAN_PER_CALL}WITH matched AS MATERIALIZED (
       SELECT s.job_id, s.location_id, s.facet_code, ${keys.select}
       FROM ${f.table} s
       WHERE ${f.where.join(' AND ')}
     ), ${countsSql('matched', '')}
     SELECT ${FACET_COLUMNS}, NULL::int8[] AS ids
     FROM counts ${FACET_LABEL_JOINS}
     UNION ALL
     SELECT 'page', NULL, NULL, NULL, NULL, (
       SELECT coalesce(array_agg(page.job_id ORDER BY ${keys.outer}), '{}')
       FROM (SELECT * FROM matched page ORDER BY ${keys.outer} LIMIT ${JOBS_PAGE_SIZE} OFFSET ${offset}) page)`;
}

/** Cards of the given jobs, in the given order. */
export const CARDS_BY_ID_SQL = `SELECT ${JOB_CARD_COLUMNS}
     FROM unnest($1::int8[]) WITH ORDINALITY AS page (job_id, ord)
     JOIN jobs j ON j.id = page.job_id ${JOB_CARD_JOINS}
     ORDER BY page.ord`;
