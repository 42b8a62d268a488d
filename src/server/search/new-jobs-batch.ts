/**
 * findNewJobs (new-jobs.ts) for many saved searches at once, with the same answers: each
 * search's jobs posted in its window, newest first, at most `limit`, and how many in all.
 *
 * One statement per search costs a round trip and a scan of the window each; a round of
 * 100,000 alerts spent its time there. Here the window's jobs are read once (a day's new jobs
 * for a daily round: a few thousand at most, with their lexemes), each search is paired in
 * memory with the jobs that can possibly match it (its keyword's last word, place, category,
 * company and window: conditions every match meets), and one statement checks every pair
 * with the search page's own conditions (buildFilter, sql-search.ts, written per row below).
 * The pairing only narrows; the statement decides, so a pair too many costs time, never a
 * wrong mail. new-jobs-batch.test.ts holds both functions to the same answers.
 */
import type { Db } from '../db/db.js';
import { PLAN_PER_CALL } from '../db/engine/plan-per-call.js';
import { anyOfLexemes, keywordParts, toPrefixTsQuery } from './keyword-query.js';
import type { NewJobs } from './new-jobs.js';
import type { JobSearchParams } from './search-params.js';
import type { SearchRefsResolver } from './search-refs-batch.js';
import type { ResolvedRefs } from './sql-search.js';

export interface WindowedSearch {
  readonly key: number;
  readonly params: JobSearchParams;
  /** Posted after this (exclusive), up to the batch's `until` (inclusive). */
  readonly after: Date;
}

interface Candidate {
  readonly id: number;
  readonly postedMs: number;
  readonly locationId: number;
  readonly provinceId: number;
  readonly categoryId: number | null;
  readonly companyId: number;
}

interface CandidateRow {
  job_id: string | number;
  posted_at: Date;
  lexemes: string[];
  location_id: string | number;
  province_id: string | number;
  category_id: string | number | null;
  company_id: string | number;
}

/** The window's jobs, and for each lexeme the jobs that hold it (sorted, for prefixes). */
interface Window {
  readonly jobs: Candidate[];
  readonly byLexeme: Map<string, Candidate[]>;
  readonly lexemes: string[];
}

async function loadWindow(db: Db, after: Date, until: Date): Promise<Window> {
  const { rows } = await db.query<CandidateRow>(
    `SELECT s.job_id, s.posted_at, tsvector_to_array(s.search_vector) AS lexemes, s.location_id, s.province_id, s.category_id, s.company_id
     FROM job_search_index s WHERE s.posted_at > $1 AND s.posted_at <= $2`,
    [after, until],
  );
  const byLexeme = new Map<string, Candidate[]>();
  const jobs = rows.map((r) => {
    const job: Candidate = {
      id: Number(r.job_id),
      postedMs: r.posted_at.getTime(),
      locationId: Number(r.location_id),
      provinceId: Number(r.province_id),
      categoryId: r.category_id == null ? null : Number(r.category_id),
      companyId: Number(r.company_id),
    };
    for (const lexeme of r.lexemes) {
      const list = byLexeme.get(lexeme);
      if (list) list.push(job);
      else byLexeme.set(lexeme, [job]);
    }
    return job;
  });
  return { jobs, byLexeme, lexemes: [...byLexeme.keys()].sort() };
}

/** One search's values for the checking statement: buildFilter's conditions, as columns. */
interface Criteria {
  key: number;
  after: string;
  /** to_tsquery('simple', …) of the whole keyword (its :* form), when not listed by lexemes. */
  prefix_form: string | null;
  /** With `lexemes`: to_tsquery('simple', …) of the words before the last, if any. */
  head: string | null;
  /** The last word's lexemes as tsquery text (anyOfLexemes). */
  lexemes: string | null;
  city_id: number | null;
  province_id: number | null;
  category_id: number | null;
  company_id: number | null;
  types: string[] | null;
  arrangements: string[] | null;
  level: string | null;
  salary_min: number | null;
  salary_max: number | null;
  posted_days: number | null;
}

/**
 * The jobs of the window a search may match, by the conditions that are plain equalities
 * (or a lexeme the job must hold); everything else is left to the statement.
 */
function mayMatch(window: Window, search: WindowedSearch, refs: ResolvedRefs): Candidate[] {
  const p = search.params;
  let jobs = window.jobs;
  const parts = p.q && toPrefixTsQuery(p.q) ? keywordParts(p.q) : null;
  if (parts?.expandablePrefix) {
    // The last word is a tsquery term every match holds: one of the listed lexemes, or (its
    // :* form) a lexeme it begins.
    const prefix = parts.expandablePrefix;
    const lexemes = refs.prefixLexemes
      ? refs.prefixLexemes.length
        ? refs.prefixLexemes
        : [prefix]
      : lexemesBeginning(window.lexemes, prefix);
    const found = new Set<Candidate>();
    for (const lexeme of lexemes) for (const job of window.byLexeme.get(lexeme) ?? []) found.add(job);
    jobs = [...found];
  }
  // Posting times come to JavaScript in whole milliseconds: keep every job of the window's first one.
  const afterMs = search.after.getTime();
  const location = refs.location;
  return jobs.filter(
    (job) =>
      job.postedMs >= afterMs &&
      (!location || (location.kind === 'city' ? job.locationId : job.provinceId) === location.id) &&
      (refs.categoryId === undefined || job.categoryId === refs.categoryId) &&
      (refs.companyId === undefined || job.companyId === refs.companyId),
  );
}

function lexemesBeginning(sorted: string[], prefix: string): string[] {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < sorted.length && sorted[i]!.startsWith(prefix); i += 1) out.push(sorted[i]!);
  return out;
}

/** Mirrors buildFilter and keywordTsQuery (sql-search.ts) for one search. */
function criteriaOf(search: WindowedSearch, refs: ResolvedRefs): Criteria {
  const p = search.params;
  const rankTsQuery = p.q ? toPrefixTsQuery(p.q) : null;
  const parts = p.q && rankTsQuery ? keywordParts(p.q) : null;
  const listed = !!(refs.prefixLexemes && parts?.expandablePrefix);
  return {
    key: search.key,
    after: search.after.toISOString(),
    prefix_form: rankTsQuery && !listed ? rankTsQuery : null,
    head: listed ? parts.head : null,
    lexemes: listed ? anyOfLexemes(refs.prefixLexemes!.length ? refs.prefixLexemes! : [parts.expandablePrefix!]) : null,
    city_id: refs.location?.kind === 'city' ? refs.location.id : null,
    province_id: refs.location?.kind === 'province' ? refs.location.id : null,
    category_id: refs.categoryId ?? null,
    company_id: refs.companyId ?? null,
    types: p.type.length ? p.type : null,
    arrangements: p.arrangement.length ? p.arrangement : null,
    level: p.level ?? null,
    salary_min: p.salaryMin ?? null,
    salary_max: p.salaryMax ?? null,
    posted_days: p.posted ?? null,
  };
}

// Every condition of buildFilter, each off where the search has no such filter. The tsquery
// is made once per search (the MATERIALIZED list), not once per pair.
const CHECK_PAIRS = `${PLAN_PER_CALL}WITH c AS MATERIALIZED (
    SELECT c.key, c.after, c.city_id, c.province_id, c.category_id, c.company_id, c.types, c.arrangements, c.level,
           c.salary_min, c.salary_max, c.posted_days,
           CASE WHEN c.lexemes IS NOT NULL AND c.head IS NOT NULL THEN to_tsquery('simple', c.head) && c.lexemes::tsquery
                WHEN c.lexemes IS NOT NULL THEN c.lexemes::tsquery
                WHEN c.prefix_form IS NOT NULL THEN to_tsquery('simple', c.prefix_form) END AS tsq
    FROM jsonb_to_recordset($1::jsonb) AS c (key int8, after timestamptz, prefix_form text, head text, lexemes text,
      city_id int8, province_id int8, category_id int8, company_id int8, types text[], arrangements text[], level text,
      salary_min numeric, salary_max numeric, posted_days int)
  )
  SELECT p.key, s.job_id
  FROM unnest($2::int8[], $3::int8[]) AS p (key, job_id)
  JOIN c ON c.key = p.key
  JOIN job_search_index s ON s.job_id = p.job_id
  WHERE (s.valid_through IS NULL OR s.valid_through > now())
    AND s.posted_at > c.after AND s.posted_at <= $4
    AND (c.tsq IS NULL OR s.search_vector @@ c.tsq)
    AND (c.city_id IS NULL OR s.location_id = c.city_id)
    AND (c.province_id IS NULL OR s.province_id = c.province_id)
    AND (c.category_id IS NULL OR s.category_id = c.category_id)
    AND (c.company_id IS NULL OR s.company_id = c.company_id)
    AND (c.types IS NULL OR s.employment_type = ANY(c.types))
    AND (c.arrangements IS NULL OR s.work_arrangement = ANY(c.arrangements))
    AND (c.level IS NULL OR s.experience_level = c.level)
    AND (c.salary_min IS NULL OR s.salary_hi >= c.salary_min)
    AND (c.salary_max IS NULL OR s.salary_lo <= c.salary_max)
    AND (c.posted_days IS NULL OR s.posted_at >= now() - make_interval(days => c.posted_days))
  ORDER BY p.key, s.posted_at DESC, s.job_id DESC`;

/**
 * Each search's new jobs (keyed by `key`), as findNewJobs would answer it; `refs` resolves
 * the searches' slugs and keywords (kept across batches by the caller).
 */
export async function findNewJobsBatch(
  db: Db,
  searches: readonly WindowedSearch[],
  options: { readonly until: Date; readonly limit: number; readonly refs: SearchRefsResolver },
): Promise<Map<number, NewJobs>> {
  const found = new Map<number, NewJobs>(searches.map((s) => [s.key, { ids: [], total: 0 }]));
  if (searches.length === 0) return found;
  const refs = await options.refs.resolve(
    db,
    searches.map((s) => s.params),
  );
  const earliest = new Date(Math.min(...searches.map((s) => s.after.getTime())));
  const window = await loadWindow(db, earliest, options.until);
  if (window.jobs.length === 0) return found;
  const criteria: Criteria[] = [];
  const keys: number[] = [];
  const jobIds: number[] = [];
  searches.forEach((search, i) => {
    const jobs = mayMatch(window, search, refs[i]!);
    if (jobs.length === 0) return;
    criteria.push(criteriaOf(search, refs[i]!));
    for (const job of jobs) {
      keys.push(search.key);
      jobIds.push(job.id);
    }
  });
  if (keys.length === 0) return found;
  const { rows } = await db.query<{ key: string | number; job_id: string | number }>(CHECK_PAIRS, [
    JSON.stringify(criteria),
    keys,
    jobIds,
    options.until,
  ]);
  for (const row of rows) {
    const entry = found.get(Number(row.key)) as { ids: number[]; total: number };
    if (entry.ids.length < options.limit) entry.ids.push(Number(row.job_id));
    entry.total += 1;
  }
  return found;
}
