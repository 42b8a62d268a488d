/**
 * npm run bench:replicas -- [--jobs 1000000] [--rounds 2] [--vus 50] [--duration 60s] [--workers N] [--k6 PATH] [--dir DIR] [--copy-from URL] [--prepare-only] [--script job-search|job-detail]…
 *
 * The real k6 scripts (load-tests/job-search.js, job-detail.js) against the site on PostgreSQL,
 * side by side: one instance on the primary alone, and two instances on the same primary with a
 * streaming replica (DATABASE_READ_URLS), each k6 virtual user keeping to one instance. The
 * primary is this script's own (initdb in --dir, by default /var/tmp/karir-bench-replicas-N, where
 * the postgres user can reach it; seeded once by bench:db with its progress bar and reused
 * afterwards, or filled once from --copy-from, a database bench:db already seeded with as many
 * jobs, by pg_dump and pg_restore, which takes minutes where seeding takes most of an hour); the replica is a fresh
 * `pg_basebackup -R` copy each run. The two set-ups alternate for --rounds rounds. Prints, per
 * run, requests/s, p95 and p99, failed requests and failed checks, and the CPU seconds each
 * process used (every server with its workers, the primary and the replica with their backends).
 * --prepare-only stops once the primary holds its jobs (fill it at a quiet moment, measure later).
 * k6 is not a dependency: --k6, K6, or `k6` on the PATH.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startLoadServer, type LoadServer } from './load/load-server.ts';
import { postgresBinDir, startReplicaPair } from './replica-pair.ts';
import { cpuSecondsOfTree } from './bench/process-cpu.ts';

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '1000000' },
    rounds: { type: 'string', default: '2' },
    vus: { type: 'string', default: '50' },
    duration: { type: 'string', default: '60s' },
    workers: { type: 'string' },
    k6: { type: 'string' },
    dir: { type: 'string' },
    'copy-from': { type: 'string' },
    'prepare-only': { type: 'boolean', default: false },
    script: { type: 'string', multiple: true },
  },
});

const jobs = Number(values.jobs);
if (!Number.isInteger(jobs) || jobs < 1) throw new Error(`--jobs must be a positive whole number, not ${values.jobs}`);
const k6 = values.k6 ?? process.env.K6 ?? 'k6';
const ALL_SCRIPTS = ['job-search', 'job-detail'] as const;
const SCRIPTS = values.script?.length ? ALL_SCRIPTS.filter((name) => values.script!.includes(name)) : ALL_SCRIPTS;
if (SCRIPTS.length === 0) throw new Error(`--script: one of ${ALL_SCRIPTS.join(', ')}`);
const DATABASE = 'karir_bench';

interface Measured {
  readonly setup: string;
  readonly script: string;
  readonly rate: number;
  readonly p95: number;
  readonly p99: number;
  readonly failedRequests: number;
  readonly requests: number;
  readonly failedChecks: number;
  readonly cpu: Record<string, number>;
  readonly seconds: number;
}

function postmasterPid(dataDir: string): number {
  return Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/** Jobs in the primary's bench database, 0 before its schema exists. */
function jobsIn(url: string): number {
  const result = spawnSync(pgTool('psql'), [url, '-Atc', "SELECT count(*) FROM jobs WHERE to_regclass('jobs') IS NOT NULL"], {
    encoding: 'utf8',
  });
  return result.status === 0 ? Number(result.stdout.trim()) || 0 : 0;
}

function pgTool(name: string): string {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL client binaries not found under /usr/lib/postgresql: install Debian's postgresql package.");
  return path.join(bin, name);
}

/** Fills an empty primary from a database already seeded elsewhere (custom-format dump, restored two jobs at a time). */
function copyInto(url: string, from: string): void {
  if (jobsIn(url) > 0) return;
  const dump = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'karir-bench-dump-')), 'bench.dump');
  try {
    console.error(`copying ${from} into the bench primary…`);
    const t0 = performance.now();
    for (const [tool, args] of [
      ['pg_dump', ['--format=custom', '--no-owner', '--file', dump, from]],
      ['pg_restore', ['--no-owner', '--jobs=2', '--dbname', url, dump]],
    ] as const) {
      const result = spawnSync(pgTool(tool), args, { stdio: 'inherit' });
      if (result.status !== 0) throw new Error(`${tool} failed (exit ${result.status})`);
    }
    console.error(`copied in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  } finally {
    fs.rmSync(path.dirname(dump), { recursive: true, force: true });
  }
}

/** Seeds the primary through bench:db (resumable, progress bar) unless it already holds `jobs`. */
function seedPrimary(url: string): void {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench-db.ts', '--jobs', String(jobs), '--skip-pglite', '--seed-only'],
    {
      stdio: 'inherit',
      env: { ...process.env, BENCH_DATABASE_URL: url, DATABASE_URL: '' },
    },
  );
  if (result.status !== 0) throw new Error('seeding the primary failed');
}

function runK6(script: string, baseUrls: string[]): Promise<{ summary: Record<string, Record<string, number>>; seconds: number }> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'karir-k6-')), 'summary.json');
  const args = [
    'run',
    '--no-usage-report',
    '--quiet',
    '--summary-trend-stats',
    'avg,med,p(95),p(99),max',
    '--summary-export',
    out,
    // The scripts' own ramp takes four minutes; a constant load is enough to compare set-ups.
    '--vus',
    values.vus,
    '--duration',
    values.duration,
    '-e',
    `BASE_URL=${baseUrls.join(',')}`,
    `load-tests/${script}.js`,
  ];
  const started = performance.now();
  return new Promise((resolve, reject) => {
    // job-detail's setup reads the whole sitemap: at a million jobs that takes longer than k6's default minute.
    const child = spawn(k6, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, K6_SETUP_TIMEOUT: '10m' } });
    child.on('error', (error) => reject(new Error(`could not run k6 (${k6}): ${error.message}; pass --k6 PATH`)));
    // k6 exits 99 when a script's own thresholds fail; the figures are still what was asked for.
    child.on('exit', (code) => {
      if (!fs.existsSync(out)) return reject(new Error(`k6 exited with ${code} and wrote no summary`));
      const summary = (JSON.parse(fs.readFileSync(out, 'utf8')) as { metrics: Record<string, Record<string, number>> }).metrics;
      fs.rmSync(path.dirname(out), { recursive: true, force: true });
      resolve({ summary, seconds: (performance.now() - started) / 1000 });
    });
  });
}

async function measure(setup: string, script: string, servers: LoadServer[], processes: Record<string, number>): Promise<Measured> {
  const before = Object.fromEntries(Object.entries(processes).map(([name, pid]) => [name, cpuSecondsOfTree(pid)]));
  const { summary, seconds } = await runK6(
    script,
    servers.map((s) => s.baseUrl),
  );
  const cpu = Object.fromEntries(Object.entries(processes).map(([name, pid]) => [name, cpuSecondsOfTree(pid) - (before[name] ?? 0)]));
  const duration = summary['http_req_duration'] ?? {};
  return {
    setup,
    script,
    rate: summary['http_reqs']?.['rate'] ?? 0,
    requests: summary['http_reqs']?.['count'] ?? 0,
    p95: duration['p(95)'] ?? NaN,
    p99: duration['p(99)'] ?? NaN,
    failedRequests: summary['http_req_failed']?.['passes'] ?? 0,
    failedChecks: summary['checks']?.['fails'] ?? 0,
    cpu,
    seconds,
  };
}

function print(m: Measured): void {
  const cpu = Object.entries(m.cpu)
    .map(([name, s]) => `${name} ${s.toFixed(1)} s (${((s / m.seconds) * 100).toFixed(0)} %)`)
    .join(', ');
  console.log(
    `${m.setup.padEnd(26)} ${m.script.padEnd(11)} ${m.rate.toFixed(0).padStart(6)} req/s   p95 ${m.p95.toFixed(1)} ms   p99 ${m.p99.toFixed(1)} ms   ` +
      `failed ${m.failedRequests} of ${m.requests} requests, ${m.failedChecks} checks   CPU: ${cpu}`,
  );
}

async function main(): Promise<void> {
  const keptPrimary = path.join(path.resolve(values.dir ?? `/var/tmp/karir-bench-replicas-${jobs}`), 'primary');
  const pair = await startReplicaPair(DATABASE, { keptPrimary });
  const servers: LoadServer[] = [];
  const stopServers = async () => {
    await Promise.all(servers.splice(0).map((s) => s.stop()));
  };
  try {
    if (values['copy-from']) copyInto(pair.primaryUrl, values['copy-from']);
    seedPrimary(pair.primaryUrl);
    if (values['prepare-only']) return;
    // The replica was copied before seeding; a new copy holds the seeded data at once.
    pair.remove();
    const fresh = await startReplicaPair(DATABASE, { keptPrimary });
    const workers = values.workers ? Number(values.workers) : undefined;
    const results: Measured[] = [];
    const rounds = Math.max(1, Number(values.rounds) || 2);
    try {
      const pg = {
        primary: postmasterPid(fresh.dataDirs.primary),
        replica: postmasterPid(fresh.dataDirs.replica),
      };
      for (let round = 0; round < rounds; round++) {
        // Alternate which set-up goes first, so a machine slowing down during the run does not favour one.
        const order =
          round % 2 === 0 ? ['one on the primary', 'two on primary + replica'] : ['two on primary + replica', 'one on the primary'];
        for (const setup of order) {
          const two = setup.startsWith('two');
          const postgres = two ? { url: fresh.primaryUrl, readUrls: [fresh.replicaUrl] } : { url: fresh.primaryUrl };
          for (let i = 0; i < (two ? 2 : 1); i++)
            servers.push(await startLoadServer({ data: 'small', pageCache: false, workers, postgres }));
          const processes: Record<string, number> = Object.fromEntries(servers.map((s, i) => [`server ${i + 1}`, s.pid]));
          processes['primary'] = pg.primary;
          if (two) processes['replica'] = pg.replica;
          try {
            for (const script of SCRIPTS) {
              const m = await measure(setup, script, servers, processes);
              results.push(m);
              print(m);
            }
          } finally {
            await stopServers();
          }
        }
      }
      console.log(
        `\n${jobs.toLocaleString('en')} jobs, ${values.vus} virtual users for ${values.duration}, page cache off, ${os.cpus().length} cores`,
      );
      for (const script of SCRIPTS) {
        const rate = (setup: string) => {
          const rates = results.filter((m) => m.setup === setup && m.script === script).map((m) => m.rate);
          return rates.reduce((a, b) => a + b, 0) / rates.length;
        };
        const one = rate('one on the primary');
        const two = rate('two on primary + replica');
        console.log(`${script}: two instances with a replica serve ${(two / one).toFixed(2)}× the requests/s of one on the primary`);
      }
    } finally {
      await stopServers();
      fresh.remove();
    }
  } finally {
    await stopServers();
    pair.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
