/**
 * BENCH_DATABASE_URL=postgres://… npm run bench:memory-scale [-- --times K] [-- --rounds N]
 *
 * The in-memory search index at K times a database's search rows, in this process: each row is
 * put K times under other job ids (parsed again each time, as a load does), then the index is
 * trimmed as after a load, and the bench:db mix is answered from it directly (no database in
 * the timed part: what grows with the catalogue, not the per-search sync and cards). Prints the
 * build time, the resident memory the kernel counts (after a GC), the mix's p50/p95/p99 and
 * checks that every count is exactly K times the one-copy index's count (which
 * memory-search.test.ts holds equal to SQL's). Used for issue 38 where a million jobs could not
 * be seeded in time; it stands in for the index at that size, not for the whole bench.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { openDb } from '../src/server/db/open-db.js';
import { JobSearchMemoryIndex, type IndexRow } from '../src/server/search/memory-index.js';
import { readLabels, ROW_COLUMNS } from '../src/server/search/memory-search.js';
import { resolveSearchRefs } from '../src/server/search/job-search.js';
import { buildFilter } from '../src/server/search/sql-search.js';
import { parseJobSearchParams } from '../src/server/search/search-params.js';
import { parseTsQuery } from '../src/server/search/ts-text.js';
import { MIX } from './bench-mix.js';

/** Job ids of copy k are the originals plus k times this (ids only break ties in the order). */
const ID_STRIDE = 100_000_000;

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

function memory(): string {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  return `RSS ${mb(m.rss)} (peak ${mb(process.resourceUsage().maxRSS * 1024)}; JS heap ${mb(m.heapUsed)}, typed arrays ${mb(m.arrayBuffers)})`;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

async function main() {
  const { values } = parseArgs({ options: { times: { type: 'string', default: '10' }, rounds: { type: 'string', default: '20' } } });
  const times = Math.max(1, Number(values.times) || 10);
  const rounds = Math.max(1, Number(values.rounds) || 20);
  const url = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (!url) throw new Error('set BENCH_DATABASE_URL to a seeded PostgreSQL database');
  if (!(globalThis as { gc?: () => void }).gc) console.log('(run with node --expose-gc for memory figures after a collection)');
  const db = await openDb({ dataDir: '', databaseUrl: url });
  try {
    const { rows } = await db.query<IndexRow>(`SELECT ${ROW_COLUMNS} FROM job_search_index ORDER BY job_id`);
    const [locations, categories] = [await readLabels(db, 'locations'), await readLabels(db, 'job_categories')];
    const big = await db.query<{ slug: string }>(
      `SELECT c.slug FROM companies c JOIN jobs j ON j.company_id = c.id GROUP BY c.slug ORDER BY count(*) DESC, c.slug LIMIT 1`,
    );
    const mix = await Promise.all(
      MIX.map(async (m) => {
        const p = parseJobSearchParams(m.params.company === '' ? { ...m.params, company: big.rows[0]?.slug ?? '' } : m.params);
        const refs = await resolveSearchRefs(db, p);
        const rank = buildFilter(p, refs).rankTsQuery;
        const q = rank ? await db.query<{ q: string }>(`SELECT to_tsquery('simple', $1)::text AS q`, [rank]) : null;
        return { name: m.name, p, refs, query: q ? parseTsQuery(q.rows[0]?.q ?? '') : null };
      }),
    );
    const nowUs = Date.now() * 1000;
    const build = (k: number) => {
      const index = new JobSearchMemoryIndex(new Map(locations), new Map(categories));
      for (let c = 0; c < k; c++) for (const r of rows) index.put({ ...r, job_id: r.job_id + c * ID_STRIDE });
      index.trim();
      return index;
    };
    const totals = (index: JobSearchMemoryIndex) =>
      mix.map((m) => index.search(m.query, m.p, m.refs, nowUs)?.rows.map((r) => `${r.facet}:${r.value}:${r.n}`) ?? null);
    const single = totals(build(1));
    console.log(`${rows.length} search rows read; before the index: ${memory()}`);
    const t0 = performance.now();
    const index = build(times);
    console.log(`${index.size} rows (${times} copies) indexed in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${memory()}`);
    const scaled = totals(index);
    mix.forEach((m, i) => {
      const want = single[i]?.map((cell) => cell.replace(/:(\d+)$/, (_, n: string) => `:${Number(n) * times}`));
      if (JSON.stringify(want) !== JSON.stringify(scaled[i])) throw new Error(`counts of "${m.name}" are not ${times} times one copy's`);
    });
    console.log(`every count is exactly ${times} times one copy's`);
    for (let r = 0; r < 5; r++) for (const m of mix) index.search(m.query, m.p, m.refs, nowUs);
    const all: number[] = [];
    const per = new Map<string, number[]>(mix.map((m) => [m.name, []]));
    for (let r = 0; r < rounds; r++) {
      for (const m of mix) {
        const s = performance.now();
        index.search(m.query, m.p, m.refs, nowUs);
        const ms = performance.now() - s;
        all.push(ms);
        per.get(m.name)?.push(ms);
      }
    }
    all.sort((a, b) => a - b);
    const load = os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ');
    const fmt = (xs: number[]) =>
      `p50 ${percentile(xs, 50).toFixed(1)} ms  p95 ${percentile(xs, 95).toFixed(1)} ms  p99 ${percentile(xs, 99).toFixed(1)} ms`;
    console.log(`${all.length} searches in memory (${rounds} rounds × ${mix.length}); load average ${load} on ${os.cpus().length} cores`);
    console.log(`ALL ${''.padEnd(27)} ${fmt(all)}`);
    for (const m of mix) console.log(`  ${m.name.padEnd(30)} ${fmt((per.get(m.name) ?? []).sort((a, b) => a - b))}`);
    console.log(`after the mix: ${memory()}`);
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
