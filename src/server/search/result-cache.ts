/**
 * A small in-memory result cache for /explore-jobs ("repeated search queries hit a small
 * result cache", issue "Speed and load").
 *
 * - Key: the normalised, parsed search parameters (parseJobSearchParams output, fields in a
 *   fixed order), so `?type=FULL_TIME&page=1` and `?page=1&type=full_time` share an entry.
 * - Size and age: LRU of `maxEntries` (default 500) entries (the `lru-cache` package keeps the
 *   order and the bound), each valid for `ttlMs` (default 60 s). The age check stays here, on
 *   the entry's own expiry: lru-cache's TTL counts an entry stored at time 0 of an injected
 *   clock as never expiring and keeps one exactly `ttlMs` old, where this cache has always
 *   dropped it; the tests' clocks start at 0.
 * - Invalidation: migration 0013 makes every write to jobs, job_skills, companies (and the
 *   other content tables) NOTIFY `content_changed` with the table name at commit. The cache
 *   LISTENs on that channel through `db.listen` (PGlite, PostgreSQL, or a RemoteDb proxy to
 *   the database thread alike) and empties itself when a table that search reads changed.
 *   A search that was already running when the notification arrived is not stored
 *   (generation check), so a stale result cannot slip in after the invalidation.
 * - What the TTL covers: a job also stops being live when its valid_through passes, which
 *   is no write and sends no notification (the search index sweep, sweep.ts,
 *   deliberately sends none either: it would empty every cache each 30 s). Such a job can
 *   stay in a cached result for at most `ttlMs`; uncached searches exclude it at once.
 * - Per process: each worker (WEB_CONCURRENCY) has its own cache; each one listens.
 *
 * - Similar jobs (job page): a third LRU keyed by job, so the same job's page in the other
 *   language or as a navigation payload (.rsc), both separate page-cache entries, reuses
 *   them; same invalidation and TTL.
 * - Jobs (job page, its questions page): a fourth LRU keyed by identifier, holding what
 *   getJobByIdentifier read (a job page otherwise costs its one query on every view); emptied
 *   by a write to any table that query reads (also screening questions and industries), same
 *   TTL, which also bounds how long a job whose valid_through passed still shows as open.
 *
 * - Landing pages (/jobs/…): a fifth LRU for the catalogue of landing counts and each page's
 *   intro facts (landing-catalogue.ts), emptied with the search results, same TTL.
 *
 * Wiring: create one per process next to the Db and pass it to every call:
 *   const cache = await createJobSearchCache(db);
 *   await searchJobs(db, query, { cache });
 * and `await cache.close()` before closing the Db.
 */
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/db.js';
import type { JobReadCache } from '../db/repos/job-read-cache.js';
import type { JobSearchParams } from './search-params.js';
import type { JobSearchResult } from './search-result.js';

const CONTENT_CHANGED_CHANNEL = 'content_changed';

/** Tables whose writes can change a search result (rows, cards, facet labels). */
const SEARCH_TABLES = new Set(['jobs', 'job_skills', 'companies', 'locations', 'job_categories']);
/** Tables a job page's job is read from (getJobByIdentifier). */
const JOB_TABLES = new Set([...SEARCH_TABLES, 'job_screening_questions', 'industries']);

export interface JobSearchCacheOptions {
  maxEntries?: number;
  /** Similar-job lists kept (default 2,000: about 6 cards each). */
  maxSimilarEntries?: number;
  /** Jobs kept for their pages (default 2,000). */
  maxJobEntries?: number;
  ttlMs?: number;
  /** Clock, for tests. */
  now?: () => number;
}

interface JobSearchCacheStats {
  hits: number;
  misses: number;
  invalidations: number;
  size: number;
  /** Facet counts reused by another page or sort of the same search. */
  countHits: number;
  countMisses: number;
  similarHits: number;
  similarMisses: number;
  jobHits: number;
  jobMisses: number;
}

/** Also the job reads' cache (db/repos/job-read-cache.ts): it has their two methods. */
export interface JobSearchCache extends JobReadCache {
  /** Returns the cached result or runs `load` and stores what it returns. */
  getOrLoad(params: JobSearchParams, load: () => Promise<JobSearchResult>): Promise<JobSearchResult>;
  /**
   * Facet counts and total depend on the filters only, not on the page or the sort: the next
   * page or another sort of the same search reuses them instead of counting again.
   */
  countsOrLoad<T>(params: JobSearchParams, load: () => Promise<T>): Promise<T>;
  /** What landing pages read besides the search: the catalogue of counts, one page's intro facts (landing-catalogue.ts). */
  landingOrLoad<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops every entry (also what a relevant NOTIFY does). */
  clear(): void;
  stats(): JobSearchCacheStats;
  /** Stops listening; the cache keeps working as a plain TTL cache. */
  close(): Promise<void>;
}

interface Entry {
  // An object, not the bare result: lru-cache keeps no undefined, and a cached null is a real answer.
  result: unknown;
  expires: number;
}

/** Stable key: fixed field order, undefined fields left out, list order kept (it is echoed back in `params`). */
function jobSearchCacheKey(p: JobSearchParams): string {
  return JSON.stringify([
    p.q ?? null,
    p.location ?? null,
    p.category ?? null,
    p.company ?? null,
    p.type,
    p.arrangement,
    p.level ?? null,
    p.salaryMin ?? null,
    p.salaryMax ?? null,
    p.posted ?? null,
    p.sort,
    p.page,
  ]);
}

/** The filters of a search (no page, no sort): what its facet counts and total depend on. */
function jobSearchFilterKey(p: JobSearchParams): string {
  return JSON.stringify([
    'counts',
    p.q ?? null,
    p.location ?? null,
    p.category ?? null,
    p.company ?? null,
    p.type,
    p.arrangement,
    p.level ?? null,
    p.salaryMin ?? null,
    p.salaryMax ?? null,
    p.posted ?? null,
  ]);
}

/** A cache that is not subscribed to anything (tests, tools); `createJobSearchCache` is the normal entry point. */
function createDetachedJobSearchCache(opts: JobSearchCacheOptions = {}): JobSearchCache & { invalidate(table: string): void } {
  const maxEntries = Math.max(1, opts.maxEntries ?? 500);
  const maxSimilarEntries = Math.max(1, opts.maxSimilarEntries ?? 2_000);
  const maxJobEntries = Math.max(1, opts.maxJobEntries ?? 2_000);
  const ttlMs = opts.ttlMs ?? 60_000;
  const now = opts.now ?? Date.now;
  const lru = (max: number) => new LRUCache<string, Entry>({ max });
  const entries = lru(maxEntries);
  let generation = 0;
  let invalidations = 0;

  const clear = () => {
    entries.clear();
    counts.clear();
    similar.clear();
    jobs.clear();
    landing.clear();
    generation++;
  };
  const clearJobs = () => {
    jobs.clear();
    generation++;
  };

  // One LRU per kind, so whole results, shared counts, similar jobs and jobs do not evict each other.
  const store = (entries: LRUCache<string, Entry>, stats: { hits: number; misses: number }) => {
    let nextSweepAt = 0;
    /**
     * Drops the entries past their age, at most once every tenth of it. An old entry was only
     * dropped when asked for again or pushed out by `max`, and most (one-off searches, the long
     * tail of jobs) never are: a worker kept filling toward 2,000 jobs and 2,000 similar lists,
     * with the rendered parts kept for each job (frozen-part.tsx), long after their minute.
     */
    const sweep = (at: number) => {
      if (at < nextSweepAt) return;
      nextSweepAt = at + ttlMs / 10;
      const old: string[] = [];
      for (const [key, entry] of entries.entries()) if (entry.expires <= at) old.push(key);
      for (const key of old) entries.delete(key);
    };
    /**
     * Loads under way, by key: a request missing the same entry meanwhile waits for that load
     * instead of starting its own. Without it, every request arriving while a slow entry (the
     * landing catalogue, ~20 statements) was loading loaded it again, and at a million jobs
     * under load those loads kept the pool busy long enough for the next ones to pile up.
     * Only a load begun since the last invalidation is joined, as only such a one is stored.
     */
    const loading = new Map<string, { generation: number; result: Promise<unknown> }>();
    return async function remember<T>(key: string, load: () => Promise<T>): Promise<T> {
      const at = now();
      sweep(at);
      // get() makes the entry the most recently used; an expired one is dropped right after.
      const hit = entries.get(key);
      if (hit && hit.expires > at) {
        stats.hits++;
        return hit.result as T;
      }
      if (hit) entries.delete(key);
      const running = loading.get(key);
      if (running && running.generation === generation) {
        stats.hits++;
        return running.result as Promise<T>;
      }
      stats.misses++;
      const startedIn = generation;
      const result = load();
      loading.set(key, { generation: startedIn, result });
      try {
        const value = await result;
        // Beyond `max`, set() evicts the least recently used entry.
        if (startedIn === generation) entries.set(key, { result: value, expires: now() + ttlMs });
        return value;
      } finally {
        if (loading.get(key)?.result === result) loading.delete(key);
      }
    };
  };
  const resultStats = { hits: 0, misses: 0 };
  const countStats = { hits: 0, misses: 0 };
  const similarStats = { hits: 0, misses: 0 };
  const counts = lru(maxEntries);
  const similar = lru(maxSimilarEntries);
  const jobStats = { hits: 0, misses: 0 };
  const jobs = lru(maxJobEntries);
  // A catalogue and one intro per landing page shown: the search results' bound is ample.
  const landing = lru(maxEntries);
  const rememberResult = store(entries, resultStats);
  const rememberCounts = store(counts, countStats);
  const rememberSimilar = store(similar, similarStats);
  const rememberJob = store(jobs, jobStats);
  const rememberLanding = store(landing, { hits: 0, misses: 0 });

  return {
    getOrLoad: (params, load) => rememberResult(jobSearchCacheKey(params), load),
    countsOrLoad: (params, load) => rememberCounts(jobSearchFilterKey(params), load),
    similarOrLoad: (key, load) => rememberSimilar(key, load),
    jobOrLoad: (identifier, load) => rememberJob(identifier, load),
    landingOrLoad: (key, load) => rememberLanding(key, load),
    clear,
    invalidate(table: string) {
      // An empty or unknown payload is treated as "could be anything".
      if (table && !JOB_TABLES.has(table)) return;
      invalidations++;
      if (table && !SEARCH_TABLES.has(table)) clearJobs();
      else clear();
    },
    stats: () => ({
      ...resultStats,
      invalidations,
      size: entries.size,
      countHits: countStats.hits,
      countMisses: countStats.misses,
      similarHits: similarStats.hits,
      similarMisses: similarStats.misses,
      jobHits: jobStats.hits,
      jobMisses: jobStats.misses,
    }),
    async close() {},
  };
}

/** A result cache emptied by `content_changed` notifications from `db`. */
export async function createJobSearchCache(db: Db, opts: JobSearchCacheOptions = {}): Promise<JobSearchCache> {
  const cache = createDetachedJobSearchCache(opts);
  const unlisten = await db.listen(CONTENT_CHANGED_CHANNEL, (table) => cache.invalidate(table));
  let closed = false;
  return {
    getOrLoad: cache.getOrLoad,
    countsOrLoad: cache.countsOrLoad,
    similarOrLoad: cache.similarOrLoad,
    jobOrLoad: cache.jobOrLoad,
    landingOrLoad: cache.landingOrLoad,
    clear: cache.clear,
    stats: cache.stats,
    async close() {
      if (closed) return;
      closed = true;
      await unlisten();
    },
  };
}
