import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import zlib from 'node:zlib';
import { BROWSER_HEADERS } from '../load-tests/lib/options.js';
import { startLoadServer, type DataSet } from './load/load-server.ts';
import { sampleResponse, startReferenceServer } from './load/reference-server.ts';
import { buildTarget, loadScenarios, type ScenarioName, type Target, type Visit } from './load/targets.ts';

/**
 * npm run load -- job-search|job-detail|browse|cached [--duration 30s] [--connections 50]
 *   [--warmup 10s] [--data large|small] [--no-cache] [--workers N] [--smoke] [--reference]
 * Drives the k6 scenarios' data with autocannon against BASE_URL, or against a production
 * server it starts on the 100k-job data set. --smoke: a few seconds, low concurrency, small
 * data, latency reported but not enforced (CI uses it to catch broken scenario paths).
 * --reference: afterwards, the same generator against plain Express sending one of the
 * scenario's responses byte for byte, the yardstick the budget was set against.
 */
const SCENARIOS: readonly ScenarioName[] = ['job-search', 'job-detail', 'browse', 'cached'];

function seconds(value: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m)?$/.exec(value);
  if (!match) throw new Error(`--duration: expected e.g. 30s or 2m, got ${value}`);
  const n = Number(match[1]);
  return match[2] === 'm' ? n * 60 : match[2] === 'ms' ? n / 1000 : n;
}

/** Outside a smoke run, every CHECK_EVERY-th visit of a connection has its content checked (see setupClient). */
const CHECK_EVERY = 10;

function decode(body: Buffer, encoding: string | undefined): string {
  try {
    if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
    if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
    if (encoding === 'deflate') return zlib.inflateSync(body).toString('utf8');
  } catch {
    return '';
  }
  return body.toString('utf8');
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Drives `target` against `baseUrl`: every status counted, and every step of every
 * `checkEvery`-th visit (pass over the steps) of a connection checked.
 */
async function measure(baseUrl: string, target: Target, load: { connections: number; duration: number; checkEvery: number }) {
  const latencies: number[] = [];
  let contentFailures = 0;
  /** 404s that are the right answer (a later search page past its last), not errors. */
  let rightNotFound = 0;
  let checked = 0;
  let searches = 0;
  let listing = 0;
  const stepCount = target.steps.length;
  // autocannon calls a request's onResponse with its connection's visit, then that
  // connection's 'response' listener, in the same turn: this hands the step and path over.
  let answered: { step: number; path: string; visit: Visit } | undefined;
  const result = await autocannon({
    url: baseUrl,
    connections: load.connections,
    duration: load.duration,
    // What a candidate's browser sends; so does k6 (load-tests/lib/options.js).
    headers: { 'accept-encoding': BROWSER_HEADERS['Accept-Encoding'], 'user-agent': BROWSER_HEADERS['User-Agent'] },
    initialContext: {},
    requests: target.steps.map((next, step) => ({
      setupRequest: (request: autocannon.Request, context: object) => {
        const visit = context as Visit;
        const path = next(visit);
        visit[`#${step}`] = path;
        return { ...request, path };
      },
      onResponse: (_status: number, _body: string, context: object) => {
        const visit = context as Visit;
        answered = { step, path: visit[`#${step}`] ?? '', visit };
      },
    })),
    setupClient(client) {
      // Checking needs the body decompressed: doing it for every response would make the
      // generator, which shares the machine's cores with the server, the bottleneck.
      let responses = 0;
      const checking = () => Math.floor(responses / stepCount) % load.checkEvery === 0;
      const decodeAll = target.follow !== undefined;
      let chunks: Buffer[] = [];
      let encoding: string | undefined;
      // autocannon hands over the parser's record: `headers` is a flat [name, value, …] list.
      client.on('headers', (info) => {
        // A new response: whatever a timed-out one left behind is not part of it.
        chunks = [];
        const raw = (info as unknown as { headers?: string[] }).headers ?? [];
        const at = raw.findIndex((h, i) => i % 2 === 0 && h.toLowerCase() === 'content-encoding');
        encoding = at === -1 ? undefined : raw[at + 1];
      });
      client.on('body', (chunk: Buffer) => {
        if (decodeAll || checking()) chunks.push(chunk);
      });
      client.on('response', (status: number, _bytes: number, responseTime: number) => {
        latencies.push(responseTime);
        if (status === 404 && answered && target.notFoundIsRight?.(answered.path)) rightNotFound += 1;
        const check = checking();
        if (answered && (check || decodeAll)) {
          const body = decode(Buffer.concat(chunks), encoding);
          if (check) {
            checked += 1;
            if (!target.check(answered.step, answered.path, body, status)) contentFailures += 1;
            // As k6's search_lists_jobs: every search answered 200 counts.
            if (target.listsJobs && status === 200) {
              searches += 1;
              if (target.listsJobs(body)) listing += 1;
            }
          }
          target.follow?.(answered.step, body, answered.visit);
        }
        answered = undefined;
        chunks = [];
        responses += 1;
      });
    },
  });
  return { result, latencies, contentFailures, checked, searches, listing, rightNotFound };
}

/**
 * Plain Express sending the bytes the site sent for `url` (same encoding), driven by the same
 * generator with the same connections: what this machine and generator allow at most.
 */
async function measureReference(url: string, load: { connections: number; duration: number; warmup: number }) {
  const acceptEncoding = BROWSER_HEADERS['Accept-Encoding'];
  const sample = await sampleResponse(url, acceptEncoding);
  const reference = await startReferenceServer(sample);
  try {
    // The same generator work as the site's run, content checks included (they always pass here).
    const fixed: Target = { steps: [() => '/'], check: () => true };
    const checked = { connections: load.connections, checkEvery: CHECK_EVERY };
    if (load.warmup > 0) await measure(reference.baseUrl, fixed, { ...checked, duration: load.warmup });
    const { result } = await measure(reference.baseUrl, fixed, { ...checked, duration: load.duration });
    return {
      rate: result.requests.total / load.duration,
      bytes: sample.body.length,
      encoding: sample.headers['content-encoding'] ?? 'identity',
    };
  } finally {
    reference.stop();
  }
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      duration: { type: 'string' },
      connections: { type: 'string' },
      data: { type: 'string' },
      'no-cache': { type: 'boolean', default: false },
      workers: { type: 'string' },
      smoke: { type: 'boolean', default: false },
      warmup: { type: 'string' },
      reference: { type: 'boolean', default: false },
    },
  });
  const name = positionals[0] as ScenarioName | undefined;
  if (!name || !SCENARIOS.includes(name))
    throw new Error(`Usage: npm run load -- ${SCENARIOS.join('|')} [--duration 30s --connections 50]`);
  const smoke = values.smoke;
  const duration = seconds(values.duration ?? (smoke ? '3s' : '30s'));
  // Like k6's ramp-up stage: a freshly started server first runs the same mix unmeasured, so
  // figures describe a warmed server (compiled code, filled caches) and not its first seconds.
  const warmup = seconds(values.warmup ?? (smoke ? '0s' : '10s'));
  const connections = Number(values.connections ?? (smoke ? 4 : 50));
  const data = (values.data ?? (smoke ? 'small' : 'large')) as DataSet;
  const scenarios = loadScenarios();
  const limits = scenarios.thresholds[name];

  const server = process.env.BASE_URL
    ? { baseUrl: process.env.BASE_URL.replace(/\/$/, ''), stop: async () => {} }
    : await startLoadServer({ data, pageCache: !values['no-cache'], workers: values.workers ? Number(values.workers) : undefined });
  try {
    const target = await buildTarget(name, server.baseUrl, scenarios);
    const cacheNote = process.env.BASE_URL ? 'page cache as set up there' : `page cache ${values['no-cache'] ? 'off' : 'on'}`;
    process.stdout.write(`${name}: ${connections} connections for ${duration} s against ${server.baseUrl} (${cacheNote})\n`);
    // A smoke run exists to catch wrong pages, so it checks every response.
    const checkEvery = smoke ? 1 : CHECK_EVERY;
    if (warmup > 0) {
      process.stdout.write(`warming up for ${warmup} s (not measured)…\n`);
      await measure(server.baseUrl, target, { connections, duration: warmup, checkEvery });
    }
    const { result, latencies, contentFailures, checked, searches, listing, rightNotFound } = await measure(server.baseUrl, target, {
      connections,
      duration,
      checkEvery,
    });
    latencies.sort((a, b) => a - b);
    const total = result.requests.total;
    // autocannon's `errors` already counts its timeouts.
    const errors = result.errors;
    const non2xx = result.non2xx - rightNotFound;
    const p = (n: number) => percentile(latencies, n);
    const errorRate = total > 0 ? errors / total + non2xx / total + (checked > 0 ? contentFailures / checked : 0) : 1;
    const minListing = limits.minListingShare;
    const held = {
      errors: errorRate < limits.errorRate,
      listing: minListing === undefined || (searches > 0 && listing / searches >= minListing),
      p95: p(95) < limits.p95Ms,
      p99: p(99) < limits.p99Ms,
    };
    const listingLine =
      minListing === undefined
        ? []
        : [
            `listing      ${listing} of ${searches} checked searches list jobs (at least ${minListing * 100}% must): ${held.listing ? 'held' : 'FAILED'}`,
          ];
    process.stdout.write(
      [
        `requests/s   ${(total / duration).toFixed(0)}   (${total} requests)`,
        `latency      p50 ${p(50).toFixed(1)} ms   p95 ${p(95).toFixed(1)} ms   p99 ${p(99).toFixed(1)} ms   max ${latencies.at(-1)?.toFixed(1) ?? 0} ms   (answered requests)`,
        `errors       ${errors} (${result.timeouts} of them timeouts)   non-2xx ${non2xx}${rightNotFound > 0 ? ` (besides ${rightNotFound} 404s for a search page past its last, as designed)` : ''}   wrong content ${contentFailures} of ${checked} checked`,
        ...listingLine,
        `data         ${(result.throughput.total / 1024 / 1024).toFixed(0)} MB received (compressed as sent)`,
        `thresholds   error rate < ${limits.errorRate * 100}%: ${held.errors ? 'held' : 'FAILED'}   p95 < ${limits.p95Ms} ms: ${held.p95 ? 'held' : 'FAILED'}   p99 < ${limits.p99Ms} ms: ${held.p99 ? 'held' : 'FAILED'}${smoke ? '   (smoke: latency not enforced)' : ''}`,
        '',
      ].join('\n'),
    );
    if (values.reference) {
      const rate = total / duration;
      const reference = await measureReference(server.baseUrl + target.steps[0]!({}), {
        connections,
        duration,
        warmup: Math.min(warmup, 3),
      });
      const lines = [
        `reference    plain Express sending one of these responses (${reference.bytes} bytes, ${reference.encoding}): ${reference.rate.toFixed(0)} req/s`,
        `             this run reached ${((rate / reference.rate) * 100).toFixed(0)} % of it`,
      ];
      const share = scenarios.throughput?.referenceShare?.[values['no-cache'] ? `${name}-no-cache` : name];
      if (share) {
        const needed = share * reference.rate;
        lines.push(
          `budget       ${(share * 100).toFixed(0)} % of the yardstick: ${needed.toFixed(0)} req/s here, ${rate >= needed ? 'held' : 'NOT held'}`,
        );
      }
      process.stdout.write(`${lines.join('\n')}\n`);
    }
    if (total === 0 || !held.errors || !held.listing) return 1;
    return smoke || (held.p95 && held.p99) ? 0 : 1;
  } finally {
    await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  },
);
