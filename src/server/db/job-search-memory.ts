/**
 * Keeps a process's in-memory search index (job-search-memory-index.ts) in step with
 * job_search_index, and answers /explore-jobs searches from it.
 *
 * - Load: the change log's high-water mark is read first, then every row in batches (other
 *   queries run between them), then the changes since that mark are applied, so a write
 *   made during the load is not lost.
 * - Before each search: the jobs changed since the last change seen (job_search_changes,
 *   migration 0029), and those written by transactions still open at the previous read, are
 *   read again, or dropped when they left the table.
 *   That is one indexed lookup returning nothing almost always; a write committed before
 *   the search began is always seen, as with SQL, and on every instance.
 * - A reset of the data (another epoch), a log pruned past what was seen, a burst of
 *   changes or many dead slots rebuild the index; searches run on SQL meanwhile.
 */
import type { Db } from './db.js';
import type { JobSearchParams } from './job-search-params.js';
import type { ResolvedRefs } from './job-search-sql.js';
import { JobSearchMemoryIndex, type IndexRow, type Label, type MemorySearchResult } from './job-search-memory-index.js';
import { parseTsQuery, type QueryNode } from './ts-text.js';

const LOAD_BATCH = 5_000;
/** Rows indexed between two turns of the event loop while loading (~10 ms), so requests keep flowing. */
const LOAD_SLICE = 200;
/** More changes than this at once are cheaper to load afresh. */
const MAX_CHANGES_APPLIED = 5_000;
const TSQUERY_MEMO = 2_000;

const ROW_COLUMNS = `job_id, company_id, location_id, province_id, category_id, employment_type, work_arrangement,
       experience_level, salary_hi, salary_lo, salary_sort,
       (extract(epoch FROM posted_at) * 1000000)::float8 AS posted_us,
       (extract(epoch FROM valid_through) * 1000000)::float8 AS valid_us,
       search_vector::text AS vector`;

interface Loaded {
  index: JobSearchMemoryIndex;
  epoch: number;
  lastSeq: number;
  /** The oldest transaction open at the last read (xid8 as text): its changes may still come, with lower seqs. */
  openFrom: string;
}

export interface JobSearchMemory {
  /** Whether searches are answered from memory now (false while loading). */
  readonly ready: boolean;
  /** Resolves when the first load is done (tests, benchmarks). */
  whenReady(): Promise<void>;
  /**
   * Page ids and counts of a search (`rankTsQuery` null: no keyword), or null when SQL must
   * answer it (not loaded, or a keyword shape the index leaves to SQL). It reflects every
   * write committed before `since` (a performance.now() time; default: the call).
   */
  search(p: JobSearchParams, refs: ResolvedRefs, rankTsQuery: string | null, since?: number): Promise<MemorySearchResult | null>;
  close(): void;
}

const OPEN_FROM = `pg_snapshot_xmin(pg_current_snapshot())::text`;

async function readState(db: Db): Promise<{ epoch: number; maxSeq: number; openFrom: string }> {
  const { rows } = await db.query<{ epoch: number; max_seq: number; open_from: string }>(
    `SELECT s.epoch, coalesce((SELECT max(seq) FROM job_search_changes), 0) AS max_seq, ${OPEN_FROM} AS open_from
     FROM job_search_changes_state s`,
  );
  const r = rows[0];
  if (!r) throw new Error('job_search_changes_state has no row (migration 0029)');
  return { epoch: r.epoch, maxSeq: r.max_seq, openFrom: r.open_from };
}

async function readLabels(db: Db, table: 'locations' | 'job_categories'): Promise<Map<number, Label>> {
  const { rows } = await db.query<Label & { id: number }>(`SELECT id, slug, name_en, name_id FROM ${table}`);
  return new Map(rows.map((r) => [r.id, { slug: r.slug, name_en: r.name_en, name_id: r.name_id }]));
}

async function refreshLabels(db: Db, index: JobSearchMemoryIndex): Promise<void> {
  const [locations, categories] = await Promise.all([readLabels(db, 'locations'), readLabels(db, 'job_categories')]);
  for (const [k, v] of locations) index.locations.set(k, v);
  for (const [k, v] of categories) index.categories.set(k, v);
  index.missingLabels = false;
}

async function load(db: Db): Promise<Loaded> {
  const state = await readState(db);
  const index = new JobSearchMemoryIndex(await readLabels(db, 'locations'), await readLabels(db, 'job_categories'));
  let after = -1;
  for (;;) {
    const { rows } = await db.query<IndexRow>(
      `SELECT ${ROW_COLUMNS} FROM job_search_index WHERE job_id > $1 ORDER BY job_id LIMIT ${LOAD_BATCH}`,
      [after],
    );
    for (let i = 0; i < rows.length; i += LOAD_SLICE) {
      for (const r of rows.slice(i, i + LOAD_SLICE)) index.put(r);
      await new Promise((resolve) => setImmediate(resolve));
    }
    const last = rows.at(-1);
    if (!last || rows.length < LOAD_BATCH) break;
    after = last.job_id;
  }
  const loaded = { index, epoch: state.epoch, lastSeq: state.maxSeq, openFrom: state.openFrom };
  await applyChanges(db, loaded);
  return loaded;
}

/** Applies the logged changes since `lastSeq`; false when the index must be loaded afresh instead. */
async function applyChanges(db: Db, loaded: Loaded): Promise<boolean> {
  // Entries after the last seen, and again those of transactions open at the last read.
  const { rows } = await db.query<{ epoch: number; pruned: number; open_from: string; seq: number | null; job_id: number | null }>(
    `SELECT s.epoch, s.pruned_through AS pruned, ${OPEN_FROM} AS open_from, c.seq, c.job_id
     FROM job_search_changes_state s
     LEFT JOIN LATERAL (SELECT seq, job_id FROM job_search_changes WHERE seq > $1 OR xid >= $2::xid8
                        ORDER BY seq LIMIT ${MAX_CHANGES_APPLIED + 1}) c ON true`,
    [loaded.lastSeq, loaded.openFrom],
  );
  const head = rows[0];
  if (!head || head.epoch !== loaded.epoch || head.pruned > loaded.lastSeq || rows.length > MAX_CHANGES_APPLIED) return false;
  const changed = [...new Set(rows.flatMap((r) => (r.job_id === null ? [] : [r.job_id])))];
  if (changed.length === 0) {
    loaded.openFrom = head.open_from;
    return true;
  }
  const { rows: fresh } = await db.query<IndexRow>(`SELECT ${ROW_COLUMNS} FROM job_search_index WHERE job_id = ANY($1::int8[])`, [changed]);
  const present = new Set<number>();
  for (const r of fresh) {
    loaded.index.put(r);
    present.add(r.job_id);
  }
  for (const id of changed) if (!present.has(id)) loaded.index.remove(id);
  if (loaded.index.missingLabels) await refreshLabels(db, loaded.index);
  loaded.lastSeq = Math.max(loaded.lastSeq, ...rows.map((r) => r.seq ?? 0));
  loaded.openFrom = head.open_from;
  return true;
}

export function createJobSearchMemory(db: Db, opts: { onError?: (error: unknown) => void } = {}): JobSearchMemory {
  let current: Loaded | null = null;
  let loading: Promise<void> | null = null;
  let closed = false;
  /** The sync under way and when its query was sent; the send time of the last one done. */
  let inflight: { sentAt: number; done: Promise<void> } | null = null;
  let lastSentAt = Number.NEGATIVE_INFINITY;
  const tsQueries = new Map<string, QueryNode | null>();

  const reload = (): Promise<void> => {
    loading ??= load(db)
      .then((l) => {
        if (!closed) current = l;
      })
      .catch((error: unknown) => opts.onError?.(error))
      .finally(() => (loading = null));
    return loading;
  };

  const syncOnce = async () => {
    const loaded = current;
    if (!loaded) return;
    if (!(await applyChanges(db, loaded)) || loaded.index.wasted > Math.max(1_000, loaded.index.size)) {
      current = null;
      void reload();
    }
  };

  /**
   * Sees every write committed before `since`: any sync whose query was sent at or after
   * that moment will do (the one under way, or the last one done), else a new one. So the
   * searches arriving together, and the two lookups of one search, share one query.
   */
  const sync = (since: number): Promise<void> => {
    if (lastSentAt >= since) return Promise.resolve();
    if (inflight) return inflight.sentAt >= since ? inflight.done : inflight.done.then(() => sync(since));
    const sentAt = performance.now();
    const done = syncOnce()
      .then(() => {
        lastSentAt = Math.max(lastSentAt, sentAt);
      })
      .finally(() => (inflight = null));
    inflight = { sentAt, done };
    return done;
  };

  const tsQuery = async (text: string): Promise<QueryNode | null> => {
    if (tsQueries.has(text)) return tsQueries.get(text) ?? null;
    const { rows } = await db.query<{ q: string }>(`SELECT to_tsquery('simple', $1)::text AS q`, [text]);
    const node = parseTsQuery(rows[0]?.q ?? '');
    if (tsQueries.size >= TSQUERY_MEMO) tsQueries.delete(tsQueries.keys().next().value as string);
    tsQueries.set(text, node);
    return node;
  };

  const first = reload();
  return {
    get ready() {
      return current !== null;
    },
    whenReady: () => first,
    async search(p, refs, rankTsQuery, since = performance.now()) {
      if (!current) return null;
      const [node] = await Promise.all([rankTsQuery === null ? null : tsQuery(rankTsQuery), sync(since)]);
      const loaded = current as Loaded | null;
      if ((rankTsQuery !== null && !node) || !loaded) return null;
      return loaded.index.search(node, p, refs, Date.now() * 1000);
    },
    close() {
      closed = true;
      current = null;
    },
  };
}

/**
 * Deletes log entries older than a day (any process that has not searched for that long
 * reloads, through pruned_through). Run by the process that sweeps.
 */
export async function pruneJobSearchChanges(db: Db): Promise<void> {
  await db.query(
    `WITH gone AS (DELETE FROM job_search_changes WHERE changed_at < now() - interval '1 day' RETURNING seq)
     UPDATE job_search_changes_state SET pruned_through = greatest(pruned_through, (SELECT max(seq) FROM gone))
     WHERE EXISTS (SELECT 1 FROM gone)`,
  );
}
