/**
 * Keeps a process's in-memory search index (memory-index.ts) in step with
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
import type { Db } from '../db/db.js';
import type { JobSearchParams } from './search-params.js';
import type { ResolvedRefs } from './sql-search.js';
import { JobSearchMemoryIndex, type IndexRow, type Label, type MemorySearchResult } from './memory-index.js';
import { createTsQueryMemo } from './ts-query-memo.js';

/**
 * Rows per query while loading. Small so that a batch's rows (each vector's text ~1 KB) die in
 * V8's young generation: read 5,000 at a time (two in flight), they lived through scavenges
 * while indexed, were promoted and piled up in the old generation (~90 MB of garbage there at
 * the load's peak on 793,000 rows, against ~20 MB with 1,000).
 */
const LOAD_BATCH = 1_000;
/** Rows indexed between two turns of the event loop while loading (~10 ms), so requests keep flowing. */
const LOAD_SLICE = 200;
/** More changes than this at once are cheaper to load afresh. */
const MAX_CHANGES_APPLIED = 5_000;
const TSQUERY_MEMO = 2_000;

export const ROW_COLUMNS = `job_id, company_id, location_id, province_id, category_id, employment_type, work_arrangement,
       experience_level, salary_hi, salary_lo, salary_sort,
       (extract(epoch FROM posted_at) * 1000000)::float8 AS posted_us,
       (extract(epoch FROM valid_through) * 1000000)::float8 AS valid_us,
       search_vector::text AS vector`;

interface Loaded {
  index: JobSearchMemoryIndex;
  epoch: number;
  lastSeq: number;
  /**
   * Transactions in progress at the last read (xid8 as text). Their entries were invisible
   * then and may have lower seqs than lastSeq, so the next read asks for them again; any
   * transaction that began later draws higher seqs.
   */
  openXids: string[];
  /** The database's clock minus this process's, in microseconds (expiry is decided by the database's now()). */
  clockOffsetUs: number;
  labelsReadAt: number;
}

/** What the reads below learn about the database besides the rows. */
const SNAPSHOT_COLUMNS = `array(SELECT pg_snapshot_xip(pg_current_snapshot())::text) AS open_xids,
       (extract(epoch FROM now()) * 1000000)::float8 AS now_us`;

/** Place and category names are read again at most this often (renames are rare). */
const LABELS_MAX_AGE_MS = 60_000;

/** The database changed more than the log can tell (reset, pruned log, burst): load afresh. */
class StaleIndex extends Error {}

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

async function readState(db: Db): Promise<{ epoch: number; maxSeq: number; openXids: string[]; nowUs: number }> {
  // An empty log (all pruned) still counts as seen up to pruned_through.
  const { rows } = await db.query<{ epoch: number; max_seq: number; open_xids: string[]; now_us: number }>(
    `SELECT s.epoch, greatest(coalesce((SELECT max(seq) FROM job_search_changes), 0), s.pruned_through) AS max_seq,
            ${SNAPSHOT_COLUMNS}
     FROM job_search_changes_state s`,
  );
  const r = rows[0];
  if (!r) throw new Error('job_search_changes_state has no row (migration 0029)');
  return { epoch: r.epoch, maxSeq: r.max_seq, openXids: r.open_xids, nowUs: r.now_us };
}

export async function readLabels(db: Db, table: 'locations' | 'job_categories'): Promise<Map<number, Label>> {
  const { rows } = await db.query<Label & { id: number }>(`SELECT id, slug, name_en, name_id FROM ${table}`);
  return new Map(rows.map((r) => [r.id, { slug: r.slug, name_en: r.name_en, name_id: r.name_id }]));
}

async function refreshLabels(db: Db, loaded: Loaded): Promise<void> {
  loaded.labelsReadAt = Date.now();
  const { index } = loaded;
  const [locations, categories] = await Promise.all([readLabels(db, 'locations'), readLabels(db, 'job_categories')]);
  for (const [k, v] of locations) index.locations.set(k, v);
  for (const [k, v] of categories) index.categories.set(k, v);
  index.missingLabels = false;
}

/**
 * Each lexeme's postings and positions in job_search_index, for sizing the posting lists once
 * (JobSearchMemoryIndex.reservePostings); null on PGlite, or if the count fails (the lists then
 * grow by doubling). Why: at a million jobs the doubling lists left their outgrown copies to the
 * collector and the trim copied every list again, ~100 MB above the loaded index at the load's
 * peak. `ts_stat` reads every vector once in the database (~3 s of its CPU at 793,000 rows), on
 * its own connection while the first batches are read and indexed: the lists begun by then are
 * moved once. On PGlite the count would stop the one database thread for as long, and the
 * sizes it serves stay far below where the doubling matters.
 */
export async function countPostings(db: Db): Promise<{ lexeme: string; postings: number; positions: number }[] | null> {
  if (db.engine !== 'postgres') return null;
  try {
    const { rows } = await db.query<{ lexeme: string; postings: number; positions: number }>(
      `SELECT word AS lexeme, ndoc AS postings, nentry AS positions FROM ts_stat('SELECT search_vector FROM job_search_index')`,
    );
    return rows;
  } catch {
    return null;
  }
}

/** Puts every row of job_search_index in `index`, in job_id order, a batch at a time. */
async function readRows(db: Db, index: JobSearchMemoryIndex, closed: () => boolean): Promise<void> {
  const batchAfter = (after: number) =>
    db.query<IndexRow>(`SELECT ${ROW_COLUMNS} FROM job_search_index WHERE job_id > $1 ORDER BY job_id LIMIT ${LOAD_BATCH}`, [after]);
  // A batch asked for but never awaited (closed meanwhile) must not be an unhandled rejection.
  const ask = (after: number) => {
    const batch = batchAfter(after);
    batch.catch(() => undefined);
    return batch;
  };
  let next = ask(-1);
  for (;;) {
    if (closed()) throw new StaleIndex('closed');
    const { rows } = await next;
    const last = rows.at(-1);
    const more = last !== undefined && rows.length === LOAD_BATCH;
    // The next batch is read while this one is indexed: the database's work (reading the rows,
    // printing the vectors) and ours overlap, on two cores.
    if (more) next = ask(last.job_id);
    for (let i = 0; i < rows.length; i += LOAD_SLICE) {
      index.putMany(rows.slice(i, i + LOAD_SLICE));
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (!more) break;
  }
}

async function load(db: Db, closed: () => boolean): Promise<Loaded> {
  const state = await readState(db);
  // Asked together: on PostgreSQL each takes a connection of its own, and the count reads every row.
  const [locations, categories, { rows: counted }] = await Promise.all([
    readLabels(db, 'locations'),
    readLabels(db, 'job_categories'),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM job_search_index'),
  ]);
  const index = new JobSearchMemoryIndex(locations, categories);
  // Sized once: at 775,000 rows doubling arrays left up to half of each spare until the trim,
  // and the arrays they outgrew were freed into the allocator rather than to the kernel.
  index.reserve(counted[0]?.n ?? 0);
  // The counts are used only if they come while the rows are still being read.
  let reading = true;
  void countPostings(db).then((counts) => {
    if (reading && counts) index.reservePostings(counts);
  });
  try {
    await readRows(db, index, closed);
  } finally {
    reading = false;
  }
  index.trim();
  const loaded: Loaded = {
    index,
    epoch: state.epoch,
    lastSeq: state.maxSeq,
    openXids: state.openXids,
    clockOffsetUs: state.nowUs - Date.now() * 1000,
    labelsReadAt: Date.now(),
  };
  // What changed while the rows were read; a reset or a burst meanwhile means starting over.
  if (!(await applyChanges(db, loaded))) throw new StaleIndex('changed too much while loading');
  return loaded;
}

/** Applies the logged changes since the last read; false when the index must be loaded afresh instead. */
async function applyChanges(db: Db, loaded: Loaded): Promise<boolean> {
  const { rows } = await db.query<{
    epoch: number;
    pruned: number;
    open_xids: string[];
    now_us: number;
    seq: number | null;
    job_id: number | null;
  }>(
    `SELECT s.epoch, s.pruned_through AS pruned, ${SNAPSHOT_COLUMNS}, c.seq, c.job_id
     FROM job_search_changes_state s
     LEFT JOIN LATERAL (SELECT seq, job_id FROM job_search_changes WHERE seq > $1 OR xid = ANY($2::xid8[])
                        ORDER BY seq LIMIT ${MAX_CHANGES_APPLIED + 1}) c ON true`,
    [loaded.lastSeq, loaded.openXids],
  );
  const head = rows[0];
  if (!head || head.epoch !== loaded.epoch || head.pruned > loaded.lastSeq || rows.length > MAX_CHANGES_APPLIED) return false;
  const changed = [...new Set(rows.flatMap((r) => (r.job_id === null ? [] : [r.job_id])))];
  if (changed.length > 0) {
    const { rows: fresh } = await db.query<IndexRow>(`SELECT ${ROW_COLUMNS} FROM job_search_index WHERE job_id = ANY($1::int8[])`, [
      changed,
    ]);
    const present = new Set<number>();
    for (const r of fresh) {
      loaded.index.put(r);
      present.add(r.job_id);
    }
    for (const id of changed) if (!present.has(id)) loaded.index.remove(id);
    loaded.lastSeq = Math.max(loaded.lastSeq, ...rows.map((r) => r.seq ?? 0));
  }
  loaded.openXids = head.open_xids;
  loaded.clockOffsetUs = head.now_us - Date.now() * 1000;
  if (loaded.index.missingLabels || Date.now() - loaded.labelsReadAt > LABELS_MAX_AGE_MS) await refreshLabels(db, loaded);
  return true;
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

export function createJobSearchMemory(db: Db, opts: { onError?: (error: unknown) => void } = {}): JobSearchMemory {
  let current: Loaded | null = null;
  let loading: Promise<void> | null = null;
  let closed = false;
  /** The sync under way (for which index, when its query was sent); when the last one done for `current` was sent. */
  let inflight: { sentAt: number; done: Promise<void> } | null = null;
  let lastSentAt = Number.NEGATIVE_INFINITY;
  const tsQuery = createTsQueryMemo(db, TSQUERY_MEMO);

  const use = (loaded: Loaded | null) => {
    current = loaded;
    lastSentAt = Number.NEGATIVE_INFINITY;
  };

  /** Loads until it succeeds (backing off after errors, which are reported) or the memory is closed. */
  const reload = (): Promise<void> => {
    loading ??= (async () => {
      for (let attempt = 0; !closed; attempt++) {
        try {
          const loaded = await load(db, () => closed);
          if (!closed) use(loaded);
          return;
        } catch (error) {
          if (closed) return;
          if (!(error instanceof StaleIndex)) opts.onError?.(error);
          await sleep(Math.min(60_000, 500 * 2 ** attempt));
        }
      }
    })().finally(() => (loading = null));
    return loading;
  };

  /** True when `current` is in step; false when it was dropped for a reload. */
  const syncOnce = async (loaded: Loaded): Promise<boolean> => {
    if (!(await applyChanges(db, loaded)) || loaded.index.wasted > Math.max(1_000, loaded.index.size)) {
      if (current === loaded) use(null);
      void reload();
      return false;
    }
    return true;
  };

  /**
   * Sees every write committed before `since`: any sync of the current index whose query was
   * sent at or after that moment will do (the one under way, or the last one done), else a
   * new one. So the searches arriving together, and the two lookups of one search, share one
   * query.
   */
  const sync = (loaded: Loaded, since: number): Promise<boolean> => {
    if (current !== loaded) return Promise.resolve(false);
    if (lastSentAt >= since) return Promise.resolve(true);
    if (inflight) {
      const waited = inflight.done.then(() => current === loaded);
      return inflight.sentAt >= since ? waited : waited.then((still) => still && sync(loaded, since));
    }
    const sentAt = performance.now();
    const done = syncOnce(loaded)
      .then((synced) => {
        if (synced && current === loaded) lastSentAt = Math.max(lastSentAt, sentAt);
      })
      .finally(() => (inflight = null));
    inflight = { sentAt, done };
    return done.then(() => current === loaded);
  };

  const first = reload();
  return {
    get ready() {
      return current !== null;
    },
    whenReady: () => first,
    async search(p, refs, rankTsQuery, since = performance.now()) {
      const loaded = current;
      if (!loaded) return null;
      try {
        const [node, inStep] = await Promise.all([rankTsQuery === null ? null : tsQuery(rankTsQuery), sync(loaded, since)]);
        if (!inStep || (rankTsQuery !== null && !node)) return null;
        return loaded.index.search(node, p, refs, Date.now() * 1000 + loaded.clockOffsetUs);
      } catch (error) {
        // The SQL search answers instead; a failing database will fail it too, with its own error.
        opts.onError?.(error);
        return null;
      }
    },
    close() {
      closed = true;
      use(null);
    },
  };
}

/**
 * Deletes log entries older than a day (any process that has not searched for that long
 * reloads, through pruned_through). Run by the process that sweeps, every 30 s: it looks at
 * the oldest thousand entries only (seq order follows time), so each round stays small.
 */
export async function pruneJobSearchChanges(db: Db): Promise<void> {
  await db.query(
    `WITH oldest AS (SELECT seq FROM job_search_changes ORDER BY seq LIMIT 1000),
          gone AS (DELETE FROM job_search_changes c USING oldest o
                   WHERE c.seq = o.seq AND c.changed_at < now() - interval '1 day' RETURNING c.seq)
     UPDATE job_search_changes_state SET pruned_through = greatest(pruned_through, (SELECT max(seq) FROM gone))
     WHERE EXISTS (SELECT 1 FROM gone)`,
  );
}
