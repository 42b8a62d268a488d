/**
 * /explore-jobs: filtered, sorted, paged job cards plus facet counts.
 *
 * Facet semantics: every facet is counted over the result set with ALL current filters
 * applied (including that facet's own filter). This lets one GROUPING SETS pass over the
 * matching rows produce every facet and the total together, which is what keeps a 100k-job
 * search inside the latency budget; disjunctive counts would need one pass per facet.
 * The broadest searches (no filter, or one filter on place, category, type, arrangement or
 * level) read the same counts precomputed instead (job-search-counts.ts, migration 0015).
 *
 * SQL is assembled only from fixed fragments in this file; every visitor-supplied value
 * travels as a bind parameter.
 */
import type { Db } from './db.js';
import { JOB_CARD_COLUMNS, JOB_CARD_JOINS, toJobCard, type JobCard, type JobCardRow } from './job-cards.js';
import { JOBS_PAGE_SIZE, parseJobSearchParams, type JobSearchParams } from './job-search-params.js';
import type { JobSearchCache } from './job-search-cache.js';
import { PRECOMPUTED_COUNTS_SQL, precomputedCounts, precomputedFilter, type PrecomputedFilter } from './job-search-counts.js';
import { toFacetsAndTotal, type FacetCountRow, type SearchFacets } from './job-search-facets.js';
import { toPrefixTsQuery } from './keyword-query.js';

export type { FacetValue } from './job-search-facets.js';

export interface JobSearchResult {
  jobs: JobCard[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  /** The parameters actually applied (after clamping and dropping unknown values). */
  params: JobSearchParams;
  facets: SearchFacets;
}

interface ResolvedRefs {
  location?: { id: number; kind: 'city' | 'province' };
  categoryId?: number;
  companyId?: number;
}

async function resolveRefs(db: Db, p: JobSearchParams): Promise<ResolvedRefs> {
  if (!p.location && !p.category && !p.company) return {};
  const { rows } = await db.query<{ loc_id: number | null; loc_kind: 'city' | 'province' | null; cat_id: number | null; company_id: number | null }>(
    `SELECT (SELECT id FROM locations WHERE slug = $1) AS loc_id,
            (SELECT kind FROM locations WHERE slug = $1) AS loc_kind,
            (SELECT id FROM job_categories WHERE slug = $2) AS cat_id,
            (SELECT id FROM companies WHERE slug = $3) AS company_id`,
    [p.location ?? null, p.category ?? null, p.company ?? null],
  );
  const r = rows[0];
  const out: ResolvedRefs = {};
  // Unknown slugs are ignored like any other stale filter.
  if (r?.loc_id != null && r.loc_kind) out.location = { id: r.loc_id, kind: r.loc_kind };
  if (r?.cat_id != null) out.categoryId = r.cat_id;
  if (r?.company_id != null) out.companyId = r.company_id;
  return out;
}

interface Filter {
  /** job_search_index for keyword searches (vector + GIN), else its narrow copy (migration 0017). */
  table: 'job_search_index' | 'job_search_facts';
  where: string[];
  params: unknown[];
  tsQueryParam: string | null;
}

/**
 * Everything below reads the narrow projection `job_search_index s` (migration 0012), or for
 * searches without a keyword its copy without the vector, `job_search_facts s` (0017). Both
 * hold the published jobs that were live when written (migration 0015). Expiry is
 * time-based and the sweep removes expired rows only every 30 s, so "live" is still decided
 * here, per query; the precomputed counts (job-search-counts.ts) make the same correction.
 */
const LIVE_INDEXED_JOB = `(s.valid_through IS NULL OR s.valid_through > now())`;

function buildFilter(p: JobSearchParams, refs: ResolvedRefs): Filter {
  const params: unknown[] = [];
  const bind = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where = [LIVE_INDEXED_JOB];
  let tsQueryParam: string | null = null;

  const tsq = p.q ? toPrefixTsQuery(p.q) : null;
  if (tsq) {
    tsQueryParam = `to_tsquery('simple', ${bind(tsq)})`;
    where.push(`s.search_vector @@ ${tsQueryParam}`);
  }
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
  return { table: tsQueryParam ? 'job_search_index' : 'job_search_facts', where, params, tsQueryParam };
}

/** The page's sort keys, computed on the narrow table; `rank` only exists for keyword relevance. */
function sortKeys(p: JobSearchParams, f: Filter): { select: string; order: string; outer: string } {
  if (p.sort === 'salary') {
    return { select: 's.salary_sort', order: 's.salary_sort DESC NULLS LAST, s.job_id DESC', outer: 'page.salary_sort DESC NULLS LAST, page.job_id DESC' };
  }
  if (p.sort === 'relevance' && f.tsQueryParam) {
    return {
      select: `s.posted_at, ts_rank_cd(s.search_vector, ${f.tsQueryParam}) AS rank`,
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

/** The direct count: one GROUPING SETS pass over every matching row, shaped as FacetCountRow. */
function facetSql(f: Filter): string {
  return `WITH counts AS (
       SELECT s.location_id, s.employment_type, s.work_arrangement, s.category_id,
              GROUPING(s.location_id, s.employment_type, s.work_arrangement, s.category_id) AS g,
              count(*) AS n
       FROM ${f.table} s
       WHERE ${f.where.join(' AND ')}
       GROUP BY GROUPING SETS ((s.location_id), (s.employment_type), (s.work_arrangement), (s.category_id), ())
     )
     SELECT CASE counts.g WHEN ${G_LOCATION} THEN 'location' WHEN ${G_TYPE} THEN 'type' WHEN ${G_ARRANGEMENT} THEN 'arrangement'
                          WHEN ${G_CATEGORY} THEN 'category' ELSE 'total' END AS facet,
            CASE counts.g WHEN ${G_LOCATION} THEN l.slug WHEN ${G_TYPE} THEN counts.employment_type
                          WHEN ${G_ARRANGEMENT} THEN counts.work_arrangement WHEN ${G_CATEGORY} THEN cat.slug END AS value,
            coalesce(l.name_en, cat.name_en) AS label_en, coalesce(l.name_id, cat.name_id) AS label_id, counts.n
     FROM counts
     LEFT JOIN locations l ON counts.g = ${G_LOCATION} AND l.id = counts.location_id
     LEFT JOIN job_categories cat ON counts.g = ${G_CATEGORY} AND cat.id = counts.category_id`;
}

/** How a search's facets and total are counted: from the precomputed table or directly. */
function countPlan(p: JobSearchParams, refs: ResolvedRefs, f: Filter): PrecomputedFilter | null {
  return precomputedFilter(p, { ...refs, keyword: f.tsQueryParam !== null });
}

async function facetsAndTotal(db: Db, p: JobSearchParams, refs: ResolvedRefs, f: Filter, direct = false) {
  const pre = direct ? null : countPlan(p, refs, f);
  const rows = pre ? await precomputedCounts(db, pre) : (await db.query<FacetCountRow>(facetSql(f), f.params)).rows;
  return toFacetsAndTotal(rows);
}

/**
 * Top-k on the narrow table first (the sort runs over a few columns, and for keyword
 * relevance ts_rank_cd reads only the index's copy of the vector), then the 20 winners are
 * joined to the wide rows for their card columns.
 */
function pageSql(p: JobSearchParams, f: Filter): string {
  const offset = (p.page - 1) * JOBS_PAGE_SIZE;
  const keys = sortKeys(p, f);
  return `WITH page AS MATERIALIZED (
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

async function pageOfJobs(db: Db, p: JobSearchParams, f: Filter): Promise<JobCard[]> {
  const { rows } = await db.query<JobCardRow>(pageSql(p, f), f.params);
  return rows.map(toJobCard);
}

export interface SearchJobsOptions {
  /** Result cache from createJobSearchCache (job-search-cache.ts); optional. */
  cache?: JobSearchCache;
}

/**
 * Accepts the raw query-string object or already parsed params; parsing is idempotent, so
 * both go through the schema and nothing unchecked reaches the SQL builder.
 */
export async function searchJobs(
  db: Db,
  input: JobSearchParams | Record<string, unknown>,
  opts: SearchJobsOptions = {},
): Promise<JobSearchResult> {
  const params = parseJobSearchParams(input);
  const { cache } = opts;
  return cache ? cache.getOrLoad(params, () => runSearch(db, params, cache)) : runSearch(db, params);
}

async function runSearch(db: Db, params: JobSearchParams, cache?: JobSearchCache): Promise<JobSearchResult> {
  const refs = await resolveRefs(db, params);
  const filter = buildFilter(params, refs);
  const count = () => facetsAndTotal(db, params, refs, filter);
  const [jobs, counted] = await Promise.all([pageOfJobs(db, params, filter), cache ? cache.countsOrLoad(params, count) : count()]);
  return {
    jobs,
    total: counted.total,
    page: params.page,
    pageCount: Math.ceil(counted.total / JOBS_PAGE_SIZE),
    pageSize: JOBS_PAGE_SIZE,
    params,
    facets: counted.facets,
  };
}

/**
 * Total and facets of a search alone. `direct: true` always counts the matching rows, never
 * the precomputed table: the tests hold the two paths against each other with it.
 */
export async function countJobSearch(
  db: Db,
  input: JobSearchParams | Record<string, unknown>,
  opts: { direct?: boolean } = {},
): Promise<{ total: number; facets: SearchFacets; precomputed: boolean }> {
  const params = parseJobSearchParams(input);
  const refs = await resolveRefs(db, params);
  const filter = buildFilter(params, refs);
  const counted = await facetsAndTotal(db, params, refs, filter, opts.direct);
  return { ...counted, precomputed: !opts.direct && countPlan(params, refs, filter) !== null };
}

/** EXPLAIN ANALYZE of both statements a search runs; for the bench and for tuning. */
export async function explainJobSearch(db: Db, input: JobSearchParams | Record<string, unknown>): Promise<{ page: string; facets: string }> {
  const params = parseJobSearchParams(input);
  const refs = await resolveRefs(db, params);
  const filter = buildFilter(params, refs);
  const explain = async (sql: string, values: unknown[]) =>
    (await db.query<Record<string, string>>(`EXPLAIN (ANALYZE, COSTS OFF) ${sql}`, values)).rows
      .map((r) => Object.values(r)[0])
      .join('\n');
  const pre = countPlan(params, refs, filter);
  return {
    page: await explain(pageSql(params, filter), filter.params),
    facets: pre ? await explain(PRECOMPUTED_COUNTS_SQL, [pre.dim, pre.values]) : await explain(facetSql(filter), filter.params),
  };
}
