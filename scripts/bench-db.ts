/**
 * npm run bench:db [-- --jobs N] [-- --reset] [-- --explain] [-- --rounds N] [-- --skip-pglite] [-- --seed-only] [-- --memory-only]
 *
 * Latency of a fixed, representative mix of /explore-jobs searches at N jobs (default 100k) and
 * N/20 companies: p50/p95/p99 per engine and per query kind, always without the result cache
 * (a cached repeat is reported on its own line). --explain prints EXPLAIN ANALYZE of both
 * statements of the slowest query kind (by p95). PGlite always (data in ./data/bench-pglite, or
 * ./data/bench-pglite-N for another size); PostgreSQL as well when BENCH_DATABASE_URL or DATABASE_URL is set
 * (the database is created if missing). Seeds on first use, with a progress bar, committing every 20,000
 * jobs so that a stopped seed continues where it stopped when run again, and reuses the data afterwards; a database seeded with another size is refused rather than silently benched (--reset reseeds it).
 * --seed-only stops after seeding, e.g. to seed a million jobs in the background; --memory-only leaves out the
 * SQL-alone comparison. Each engine is benched in a fresh process, which prints its load time and resident memory.
 */
import { fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { Db } from '../src/server/db/db.js';
import { openDb } from '../src/server/db/open-db.js';
import { createJobSearchCache } from '../src/server/search/result-cache.js';
import { createJobSearchMemory, type JobSearchMemory } from '../src/server/search/memory-search.js';
import { explainJobSearch, searchJobs } from '../src/server/search/job-search.js';
import { sweepExpiredJobs, vacuumSearchTables } from '../src/server/search/sweep.js';
import { MIX } from './bench-mix.js';
import { progressBar } from '../src/server/seed/progress-bar.js';
import { workerMemoryEnv } from '../src/server/worker-memory-env.js';
import { isEmpty, resetDb, seed, unfinishedSeed } from '../src/server/seed/seed.js';

const DEFAULT_JOBS = 100_000;
const WARM_UP_ROUNDS = 5;
/** 100k jobs at 5k companies, as the bench always had. */
const JOBS_PER_COMPANY = 20;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? NaN;
}

const fmt = (ms: number) => `${ms.toFixed(1).padStart(6)} ms`;

async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Bench database name must be a plain identifier: ${name}`);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

async function seededJobs(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs');
  return rows[0]?.n ?? 0;
}

/** Jobs per transaction while seeding: a stopped seed loses at most this many (see SeedOptions.commitEvery). */
const COMMIT_EVERY = 20_000;

async function prepare(db: Db, label: string, jobs: number, reset: boolean): Promise<void> {
  if (reset && !(await isEmpty(db))) await resetDb(db);
  const left = await unfinishedSeed(db);
  if (left && left.jobs !== jobs) {
    throw new Error(`[${label}] an unfinished seed of ${left.jobs} jobs is in the bench database: pass --reset to start over with ${jobs}`);
  }
  if (left || (await isEmpty(db))) {
    const companies = Math.max(1, Math.round(jobs / JOBS_PER_COMPANY));
    console.error(
      left
        ? `[${label}] continuing the unfinished seed at ${left.jobsDone} of ${jobs} jobs…`
        : `[${label}] seeding ${jobs} jobs / ${companies} companies, committing every ${COMMIT_EVERY} (a stopped seed continues)…`,
    );
    const t0 = Date.now();
    await seed(db, { jobs, companies, seed: 'bench', onProgress: progressBar(), commitEvery: COMMIT_EVERY });
    console.error(`[${label}] seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  } else {
    const present = await seededJobs(db);
    if (present !== jobs) {
      throw new Error(
        `[${label}] the bench database holds ${present} jobs, not ${jobs}: pass --reset to reseed it, or use another database`,
      );
    }
    console.error(`[${label}] reusing the ${present} jobs already seeded`);
  }
  // A running server sweeps expired jobs out of the search index every 30 s, and its search
  // tables are vacuumed (autovacuum on PostgreSQL, the sweep every 10 minutes on PGlite):
  // start from that state, not from whatever a migration or an earlier run left.
  await sweepExpiredJobs(db);
  await vacuumSearchTables(db);
  const { rows } = await db.query<{ jobs: number; live: number }>(
    `SELECT count(*) AS jobs, count(*) FILTER (WHERE status = 'published' AND (valid_through IS NULL OR valid_through > now())) AS live FROM jobs`,
  );
  console.log(`[${label}] ${rows[0]?.jobs} jobs, ${rows[0]?.live} live`);
}

/**
 * How fast this machine and engine are today, independent of the search code: the same
 * sequential count, median of 11. The machines here vary by 2x from one day to the next, so
 * a search figure means little without it.
 */
async function machineYardstick(db: Db): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 11; i++) {
    const t0 = performance.now();
    await db.query('SELECT count(*) FROM job_search_facts');
    times.push(performance.now() - t0);
  }
  return percentile(
    times.sort((a, b) => a - b),
    50,
  );
}

async function bench(db: Db, label: string, rounds: number, explain: boolean, memory?: JobSearchMemory) {
  const big = await db.query<{ slug: string }>(
    `SELECT c.slug FROM companies c JOIN jobs j ON j.company_id = c.id GROUP BY c.slug ORDER BY count(*) DESC, c.slug LIMIT 1`,
  );
  const mix = MIX.map((m) => (m.params.company === '' ? { ...m, params: { company: big.rows[0]?.slug ?? '' } } : m));

  // Unmeasured rounds first, as a running server would be: PGlite's WebAssembly starts in
  // V8's baseline tier and its hot paths reach optimised code only after ~50 searches here
  // (the first round ran ~5x slower than the fifth).
  for (let i = 0; i < WARM_UP_ROUNDS; i++) for (const m of mix) await searchJobs(db, m.params, { memory });

  const yardstick = await machineYardstick(db);

  const all: number[] = [];
  const per = new Map<string, number[]>(mix.map((m) => [m.name, []]));
  for (let r = 0; r < rounds; r++) {
    for (const m of mix) {
      const t0 = performance.now();
      await searchJobs(db, m.params, { memory });
      const ms = performance.now() - t0;
      all.push(ms);
      per.get(m.name)?.push(ms);
    }
  }
  all.sort((a, b) => a - b);
  const load = os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
  console.log(
    `\n[${label}] ${all.length} searches (${rounds} rounds × ${mix.length} queries), uncached; load average ${load} on ${os.cpus().length} cores`,
  );
  console.log(
    `[${label}] yardstick: a plain count(*) over job_search_facts (no code of ours), p50 ${fmt(yardstick)}; compare runs on different days by it`,
  );
  console.log(
    `[${label}] ALL ${''.padEnd(27)} p50 ${fmt(percentile(all, 50))}  p95 ${fmt(percentile(all, 95))}  p99 ${fmt(percentile(all, 99))}`,
  );
  const rows: { name: string; p95: number; params: Record<string, string> }[] = [];
  for (const m of mix) {
    const xs = (per.get(m.name) ?? []).sort((a, b) => a - b);
    const res = await searchJobs(db, m.params, { memory });
    rows.push({ name: m.name, p95: percentile(xs, 95), params: m.params });
    console.log(
      `  ${m.name.padEnd(30)} p50 ${fmt(percentile(xs, 50))}  p95 ${fmt(percentile(xs, 95))}  p99 ${fmt(percentile(xs, 99))}  total ${res.total}`,
    );
  }
  // The same mix through the result cache, as the server searches: what a repeated search costs.
  if (memory) {
    const cache = await createJobSearchCache(db);
    try {
      for (const m of mix) await searchJobs(db, m.params, { cache, memory });
      const cached: number[] = [];
      for (let r = 0; r < rounds; r++) {
        for (const m of mix) {
          const t0 = performance.now();
          await searchJobs(db, m.params, { cache, memory });
          cached.push(performance.now() - t0);
        }
      }
      cached.sort((a, b) => a - b);
      console.log(
        `[${label}] cached repeat              p50 ${fmt(percentile(cached, 50))}  p95 ${fmt(percentile(cached, 95))}  p99 ${fmt(percentile(cached, 99))}`,
      );
    } finally {
      await cache.close();
    }
  }
  if (explain) {
    const slowest = rows.reduce((a, b) => (b.p95 > a.p95 ? b : a));
    const plans = await explainJobSearch(db, slowest.params);
    console.log(
      `\n--- ${label}: slowest kind "${slowest.name}" (p95 ${slowest.p95.toFixed(1)} ms)\n[page]\n${plans.page}\n[facets]\n${plans.facets}`,
    );
  }
}

const mbOf = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

/** Resident memory as the kernel counts it for this process (VmRSS), not an estimate. */
function residentMemory(): string {
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  const peakKb = process.resourceUsage().maxRSS;
  return `RSS ${mbOf(rss)} (peak ${mbOf(peakKb * 1024)}; JS heap ${mbOf(heapUsed)}, typed arrays ${mbOf(arrayBuffers)}, external ${mbOf(external)})`;
}

/**
 * As the server searches (keyword searches from the in-memory index, the rest in SQL),
 * then with SQL alone for comparison (the path a process takes while its index loads).
 * Run in a fresh process (see freshWorker), so its load time and resident memory are a
 * server worker's: nothing seeded or cached in it before.
 */
async function benchBothWays(db: Db, label: string, rounds: number, explain: boolean, sqlAlone: boolean): Promise<void> {
  console.log(`[${label}] fresh process before loading: ${residentMemory()}`);
  const t0 = performance.now();
  const memory = createJobSearchMemory(db);
  await memory.whenReady();
  if (!memory.ready) throw new Error('the in-memory search index did not load');
  console.log(`[${label}] in-memory search index loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${residentMemory()}`);
  try {
    await bench(db, label, rounds, false, memory);
    console.log(`[${label}] after the mix: ${residentMemory()}`);
  } finally {
    memory.close();
  }
  if (sqlAlone) await bench(db, `${label}, SQL alone`, rounds, explain);
}

interface FreshWorkerTask {
  label: string;
  dataDir: string;
  databaseUrl?: string;
  rounds: number;
  explain: boolean;
  sqlAlone: boolean;
}

/** Runs benchBothWays in a new process (this script again), after the caller closed its connection. */
function inFreshWorker(task: FreshWorkerTask): Promise<void> {
  return new Promise((resolve, reject) => {
    // The server's workers' malloc settings (worker-memory-env.ts), so the RSS is a worker's.
    const child = fork(fileURLToPath(import.meta.url), ['--fresh-worker', JSON.stringify(task)], {
      execArgv: process.execArgv,
      env: { ...process.env, ...workerMemoryEnv() },
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the fresh worker exited with ${code}`))));
  });
}

async function freshWorker(task: FreshWorkerTask): Promise<void> {
  const db = await openDb({ dataDir: task.dataDir, databaseUrl: task.databaseUrl });
  try {
    await benchBothWays(db, task.label, task.rounds, task.explain, task.sqlAlone);
  } finally {
    await db.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      jobs: { type: 'string', default: String(DEFAULT_JOBS) },
      'seed-only': { type: 'boolean', default: false },
      'memory-only': { type: 'boolean', default: false },
      'fresh-worker': { type: 'string' },
      reset: { type: 'boolean', default: false },
      explain: { type: 'boolean', default: false },
      rounds: { type: 'string', default: '20' },
      'skip-pglite': { type: 'boolean', default: false },
    },
  });
  if (values['fresh-worker']) return freshWorker(JSON.parse(values['fresh-worker']) as FreshWorkerTask);
  const rounds = Math.max(1, Number(values.rounds) || 20);
  const jobs = Number(values.jobs);
  if (!Number.isInteger(jobs) || jobs < 1) throw new Error(`--jobs must be a positive whole number, not ${values.jobs}`);
  const seedOnly = values['seed-only'];
  const common = { rounds, explain: values.explain, sqlAlone: !values['memory-only'] };
  if (!values['skip-pglite']) {
    const dataDir = jobs === DEFAULT_JOBS ? './data/bench-pglite' : `./data/bench-pglite-${jobs}`;
    const t0 = performance.now();
    const db = await openDb({ dataDir });
    console.log(`[pglite] opened in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    try {
      await prepare(db, 'pglite', jobs, values.reset);
    } finally {
      await db.close();
    }
    if (!seedOnly) await inFreshWorker({ label: 'pglite', dataDir, ...common });
  }
  const url = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (url) {
    await ensureDatabase(url);
    const db = await openDb({ dataDir: '', databaseUrl: url });
    try {
      await prepare(db, 'postgres', jobs, values.reset);
    } finally {
      await db.close();
    }
    if (!seedOnly) await inFreshWorker({ label: 'postgres', dataDir: '', databaseUrl: url, ...common });
  } else {
    console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/karir_bench)');
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
