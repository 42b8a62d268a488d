/**
 * /explore-jobs: filtered, sorted, paged job cards plus facet counts.
 *
 * Facet semantics: every facet is counted over the result set with ALL current filters
 * applied (including that facet's own filter). This lets one pass over the matching rows
 * produce every facet and the total together (grouped by city and a packed facet code, rolled up with
 * GROUPING SETS), which is what keeps a 100k-job search inside the latency budget;
 * disjunctive counts would need one pass per facet.
 * The broadest searches (no filter, or one filter on place, category, type, arrangement or
 * level) read the same counts precomputed instead (facet-counts.ts, migration 0015).
 *
 * Keyword searches visit every match for the page (relevance ranks all of them) as well as
 * for the counts, so they do both in one statement (keywordScanSql).
 *
 * SQL is assembled only from fixed fragments (sql-search.ts); every visitor-supplied
 * value travels as a bind parameter.
 */
import type { Db } from '../db/db.js';
import { toJobCard, type JobCard, type JobCardRow } from '../db/repos/job-cards.js';
import { JOBS_PAGE_SIZE, pageCountOf, parseJobSearchParams, type JobSearchParams } from './search-params.js';
import type { JobSearchCache } from './result-cache.js';
import type { JobSearchMemory } from './memory-search.js';
import type { MemorySearchResult } from './memory-index.js';
import { keywordParts, MAX_PREFIX_EXPANSION, prefixUpperBound } from './keyword-query.js';
import { PRECOMPUTED_COUNTS_SQL, precomputedCounts, precomputedFilter, type PrecomputedFilter } from './facet-counts.js';
import { toFacetsAndTotal, type FacetCountRow, type SearchFacets } from './facets.js';
import {
  buildFilter,
  CARDS_BY_ID_SQL,
  facetSql,
  keywordScanSql,
  pageSql,
  rankedParams,
  type Filter,
  type ResolvedRefs,
} from './sql-search.js';

export type { FacetValue } from './facets.js';
import type { FilterLabels, JobSearchResult } from './search-result.js';

export type { FilterLabels, JobSearchResult } from './search-result.js';

async function resolveRefs(db: Db, p: JobSearchParams): Promise<ResolvedRefs> {
  return (await resolveRefsAndLabels(db, p)).refs;
}

/** The ids a search's slugs and keyword stand for, as its own statements use them (new-jobs.ts). */
export const resolveSearchRefs = resolveRefs;

/** The names of a search's place, category and company (a saved search described in words). */
export async function searchLabels(db: Db, input: JobSearchParams | Record<string, unknown>): Promise<FilterLabels> {
  return (await resolveIds(db, parseJobSearchParams(input))).labels;
}

/** `withPrefix: false` skips the prefix expansion, which only the SQL keyword search uses. */
async function resolveRefsAndLabels(db: Db, p: JobSearchParams, withPrefix = true): Promise<{ refs: ResolvedRefs; labels: FilterLabels }> {
  const [ids, prefixLexemes] = await Promise.all([resolveIds(db, p), withPrefix ? resolvePrefix(db, p) : undefined]);
  return { refs: prefixLexemes ? { ...ids.refs, prefixLexemes } : ids.refs, labels: ids.labels };
}

/**
 * The indexed lexemes the keyword's last word begins (migration 0022), when there are few
 * enough to search as exact GIN entries; undefined leaves the word a :* prefix.
 */
async function resolvePrefix(db: Db, p: JobSearchParams): Promise<string[] | undefined> {
  const prefix = p.q ? keywordParts(p.q)?.expandablePrefix : null;
  if (!prefix) return undefined;
  const { rows } = await db.query<{ lexeme: string }>(
    `SELECT lexeme FROM job_search_lexemes WHERE lexeme >= $1 AND lexeme < $2
     ORDER BY lexeme LIMIT ${MAX_PREFIX_EXPANSION + 1}`,
    [prefix, prefixUpperBound(prefix)],
  );
  return rows.length > MAX_PREFIX_EXPANSION ? undefined : rows.map((r) => r.lexeme);
}

async function resolveIds(db: Db, p: JobSearchParams): Promise<{ refs: ResolvedRefs; labels: FilterLabels }> {
  if (!p.location && !p.category && !p.company) return { refs: {}, labels: {} };
  const { rows } = await db.query<{
    loc_id: number | null;
    loc_kind: 'city' | 'province' | null;
    loc_en: string | null;
    loc_id_name: string | null;
    cat_id: number | null;
    cat_en: string | null;
    cat_id_name: string | null;
    company_id: number | null;
    company_name: string | null;
  }>(
    `SELECT l.id AS loc_id, l.kind AS loc_kind, l.name_en AS loc_en, l.name_id AS loc_id_name,
            c.id AS cat_id, c.name_en AS cat_en, c.name_id AS cat_id_name, co.id AS company_id, co.name AS company_name
     FROM (SELECT 1) one
     LEFT JOIN locations l ON l.slug = $1
     LEFT JOIN job_categories c ON c.slug = $2
     LEFT JOIN companies co ON co.slug = $3`,
    [p.location ?? null, p.category ?? null, p.company ?? null],
  );
  const r = rows[0];
  const refs: ResolvedRefs = {};
  const labels: FilterLabels = {};
  // Unknown slugs are ignored like any other stale filter.
  if (r?.loc_id != null && r.loc_kind) {
    refs.location = { id: r.loc_id, kind: r.loc_kind };
    labels.location = { en: r.loc_en ?? '', id: r.loc_id_name ?? '' };
  }
  if (r?.cat_id != null) {
    refs.categoryId = r.cat_id;
    labels.category = { en: r.cat_en ?? '', id: r.cat_id_name ?? '' };
  }
  if (r?.company_id != null) {
    refs.companyId = r.company_id;
    labels.company = r.company_name ?? '';
  }
  return { refs, labels };
}

const NO_FILTERS = parseJobSearchParams({});

/**
 * Every place and category with live jobs (the unfiltered counts, precomputed), when one of
 * them is applied. With a cache they are the landing page's own counts entry.
 */
async function otherChoicesFor(
  db: Db,
  refs: ResolvedRefs,
  cache?: JobSearchCache,
  memory?: MemoryLookup,
): Promise<JobSearchResult['otherChoices']> {
  if (!refs.location && refs.categoryId === undefined) return { location: [], category: [] };
  const load = async () => {
    const found = memory ? await memory(NO_FILTERS, {}, null) : null;
    return found ? toFacetsAndTotal(found.rows) : facetsAndTotal(db, NO_FILTERS, {}, buildFilter(NO_FILTERS, {}));
  };
  const { facets } = cache ? await cache.countsOrLoad(NO_FILTERS, load) : await load();
  return { location: refs.location ? facets.location : [], category: refs.categoryId !== undefined ? facets.category : [] };
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

async function pageOfJobs(db: Db, p: JobSearchParams, f: Filter): Promise<JobCard[]> {
  const { rows } = await db.query<JobCardRow>(pageSql(p, f), rankedParams(p, f));
  return rows.map(toJobCard);
}

/** A keyword search's page ids and counts from one visit of its matches. */
async function keywordScan(db: Db, p: JobSearchParams, f: Filter) {
  const { rows } = await db.query<FacetCountRow & { ids: number[] | null }>(keywordScanSql(p, f), rankedParams(p, f));
  const ids = rows.find((r) => (r.facet as string) === 'page')?.ids ?? [];
  return { ids: ids.map(Number), counted: toFacetsAndTotal(rows.filter((r) => (r.facet as string) !== 'page')) };
}

async function cardsById(db: Db, ids: number[]): Promise<JobCard[]> {
  if (ids.length === 0) return [];
  return (await db.query<JobCardRow>(CARDS_BY_ID_SQL, [ids])).rows.map(toJobCard);
}

export interface SearchJobsOptions {
  /** Result cache from createJobSearchCache (result-cache.ts); optional. */
  cache?: JobSearchCache;
  /** In-memory search index from createJobSearchMemory (memory-search.ts); optional. */
  memory?: JobSearchMemory;
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
  const { cache, memory } = opts;
  return cache ? cache.getOrLoad(params, () => runSearch(db, params, cache, memory)) : runSearch(db, params, undefined, memory);
}

/** A lookup in the in-memory index (null: SQL must answer); see JobSearchMemory.search. */
type MemoryLookup = (p: JobSearchParams, refs: ResolvedRefs, rankTsQuery: string | null) => Promise<MemorySearchResult | null>;

async function runSearch(db: Db, params: JobSearchParams, cache?: JobSearchCache, index?: JobSearchMemory): Promise<JobSearchResult> {
  // Every lookup of this search sees the database as at its start, so they share one sync.
  const since = performance.now();
  const memory: MemoryLookup | undefined = index && ((p, refs, q) => index.search(p, refs, q, since));
  const { refs, labels } = await resolveRefsAndLabels(db, params, !index?.ready);
  const filter = buildFilter(params, refs);
  const [{ jobs, counted, source }, otherChoices] = await Promise.all([
    filter.tsQueryParam ? keywordSearch(db, params, filter, refs, cache, memory) : filterSearch(db, params, refs, filter, cache, memory),
    otherChoicesFor(db, refs, cache, memory),
  ]);
  return {
    jobs,
    total: counted.total,
    page: params.page,
    pageCount: pageCountOf(counted.total),
    pageSize: JOBS_PAGE_SIZE,
    params: appliedParams(params, refs, filter),
    facets: counted.facets,
    labels,
    otherChoices,
    source,
  };
}

/** The parameters without slugs that named no place, category or company, or a keyword with no word in it: the page must not show them as applied. */
function appliedParams(params: JobSearchParams, refs: ResolvedRefs, filter: Filter): JobSearchParams {
  const unknown = new Set<string>();
  // Only symbols ("😀", "..."): nothing was searched for, so nothing is shown as searched.
  if (params.q && !filter.tsQueryParam) unknown.add('q');
  if (params.location && !refs.location) unknown.add('location');
  if (params.category && refs.categoryId === undefined) unknown.add('category');
  if (params.company && refs.companyId === undefined) unknown.add('company');
  // Same key order as parsed: links built from these parameters keep their shape.
  return unknown.size === 0 ? params : (Object.fromEntries(Object.entries(params).filter(([key]) => !unknown.has(key))) as JobSearchParams);
}

/**
 * Without a keyword: from the in-memory index when loaded, else in SQL, where the page is an
 * index-ordered top-k, counted apart (in parallel on PostgreSQL).
 */
async function filterSearch(
  db: Db,
  params: JobSearchParams,
  refs: ResolvedRefs,
  filter: Filter,
  cache?: JobSearchCache,
  memory?: MemoryLookup,
) {
  const found = memory ? await memory(params, refs, null) : null;
  if (found) return { jobs: await cardsById(db, found.ids), counted: toFacetsAndTotal(found.rows), source: 'memory' as const };
  const count = () => facetsAndTotal(db, params, refs, filter);
  const [jobs, counted] = await Promise.all([pageOfJobs(db, params, filter), cache ? cache.countsOrLoad(params, count) : count()]);
  return { jobs, counted, source: 'sql' as const };
}

/**
 * With a keyword: page and counts from the in-memory index when it answers, else from one
 * SQL scan; only the page when the counts are cached.
 */
async function keywordSearch(
  db: Db,
  params: JobSearchParams,
  filter: Filter,
  refs: ResolvedRefs,
  cache?: JobSearchCache,
  memory?: MemoryLookup,
) {
  const fromMemory = async () => {
    const found = memory && filter.rankTsQuery ? await memory(params, refs, filter.rankTsQuery) : null;
    return found && { ids: found.ids, counted: toFacetsAndTotal(found.rows) };
  };
  const scanned: { ids?: number[]; source: 'memory' | 'sql' } = { source: 'sql' };
  const load = async () => {
    const inMemory = await fromMemory();
    if (inMemory) scanned.source = 'memory';
    const r = inMemory ?? (await keywordScan(db, params, filter));
    scanned.ids = r.ids;
    return r.counted;
  };
  const counted = cache ? await cache.countsOrLoad(params, load) : await load();
  if (!scanned.ids) {
    scanned.ids = (await fromMemory())?.ids;
    if (scanned.ids) scanned.source = 'memory';
  }
  const jobs = scanned.ids ? await cardsById(db, scanned.ids) : await pageOfJobs(db, params, filter);
  return { jobs, counted, source: scanned.source };
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
export async function explainJobSearch(
  db: Db,
  input: JobSearchParams | Record<string, unknown>,
): Promise<{ page: string; facets: string }> {
  const params = parseJobSearchParams(input);
  const refs = await resolveRefs(db, params);
  const filter = buildFilter(params, refs);
  const explain = async (sql: string, values: unknown[]) =>
    (await db.query<Record<string, string>>(`EXPLAIN (ANALYZE, COSTS OFF) ${sql}`, values)).rows.map((r) => Object.values(r)[0]).join('\n');
  const pre = countPlan(params, refs, filter);
  if (filter.tsQueryParam) {
    return {
      page: '(page and facets in one statement, below)',
      facets: await explain(keywordScanSql(params, filter), rankedParams(params, filter)),
    };
  }
  return {
    page: await explain(pageSql(params, filter), rankedParams(params, filter)),
    facets: pre ? await explain(PRECOMPUTED_COUNTS_SQL, [pre.dim, pre.values]) : await explain(facetSql(filter), filter.params),
  };
}
