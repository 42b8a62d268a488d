import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { BROWSER_HEADERS } from '../load-tests/lib/options.js';
import { residentByProcess } from './bench/process-memory.ts';
import { lastWindowGrowth } from './bench/rss-growth.ts';
import { demoSessionCookie } from './load/demo-session.ts';
import { startLoadServer, type DataSet } from './load/load-server.ts';
import { answeredRightly, SOAK_SHARES, soakMix, type SoakKind, type SoakRequest } from './load/soak-mix.ts';
import { loadScenarios, sitemapPaths } from './load/targets.ts';

/**
 * npm run bench:soak -- [--minutes 10] [--connections 16] [--rate R] [--data large|medium|small] [--workers N] [--port P]
 *   [--no-fail] [--node-option=--heapsnapshot-signal=SIGUSR2]…
 * Starts the production server as `npm start` runs it (cluster: a primary owning the embedded
 * database and one worker per core, --enable-source-maps) and drives a mixed load at it with
 * autocannon for --minutes: searches, job and company pages, cached landing pages and the demo
 * candidate's own pages. Prints the resident memory of every server process (from /proc) at
 * the end of each minute with the minute's requests and the load average, then exits 1 when
 * the total grew more than 5 % over the last five minutes (the whole run when shorter), or when
 * more than 1 % of the answers were wrong (the figure would not describe the mix then).
 */
const GROWTH_LIMIT = 0.05;
const WRONG_LIMIT = 0.01;
const KINDS = Object.keys(SOAK_SHARES) as SoakKind[];

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      minutes: { type: 'string', default: '10' },
      connections: { type: 'string', default: '16' },
      rate: { type: 'string' },
      data: { type: 'string', default: 'large' },
      workers: { type: 'string' },
      port: { type: 'string' },
      'no-fail': { type: 'boolean', default: false },
      'node-option': { type: 'string', multiple: true, default: [] },
    },
  });
  const minutes = Number(values.minutes);
  if (!Number.isInteger(minutes) || minutes < 1) throw new Error(`--minutes: expected a whole number of minutes, got ${values.minutes}`);
  const connections = Number(values.connections);
  // A steady rate the machine can keep: on a shared machine an open-throttle run's rate follows
  // the other work, and a cache fills with what was rendered, so memory would follow the rate.
  const rate = values.rate ? Number(values.rate) : undefined;
  if (rate !== undefined && !(rate >= 1)) throw new Error(`--rate: requests per second (at least 1), got ${values.rate}`);
  const data = values.data as DataSet;
  if (!['large', 'medium', 'small'].includes(data)) throw new Error(`--data: large, medium or small, got ${values.data}`);

  const server = await startLoadServer({
    data,
    pageCache: true,
    workers: values.workers ? Number(values.workers) : undefined,
    port: values.port ? Number(values.port) : undefined,
    nodeArgs: ['--enable-source-maps', ...values['node-option']],
  });
  try {
    const [session, lists] = await Promise.all([demoSessionCookie(server.baseUrl), sitemapPaths(server.baseUrl)]);
    const next = soakMix(loadScenarios(), lists, session);
    const answers = Object.fromEntries(KINDS.map((kind) => [kind, { total: 0, wrong: 0 }])) as Record<
      SoakKind,
      { total: number; wrong: number }
    >;
    let answeredThisMinute = 0;

    const totals: number[] = [];
    const row = (minute: number) => {
      const byProcess = residentByProcess(server.pid);
      const total = [...byProcess.values()].reduce((sum, bytes) => sum + bytes, 0);
      totals.push(total);
      const primaryFirst = [...byProcess].sort(([a], [b]) => (a === server.pid ? -1 : b === server.pid ? 1 : a - b));
      const processes = primaryFirst.map(([pid, bytes]) => `${pid === server.pid ? 'primary' : 'worker'} ${pid} ${mb(bytes)}`);
      const previous = totals.at(-2);
      const change = previous === undefined ? '' : `${total >= previous ? '+' : ''}${((total / previous - 1) * 100).toFixed(1)} %`;
      process.stdout.write(
        `${String(minute).padStart(6)}  ${mb(total).padStart(8)}  ${change.padStart(8)}  ${String(Math.round(answeredThisMinute / 60)).padStart(5)}  ${os
          .loadavg()[0]!
          .toFixed(2)
          .padStart(6)}  ${processes.join(', ')}\n`,
      );
      answeredThisMinute = 0;
    };

    process.stdout.write(
      `Soak: ${connections} connections${rate ? ` at ${rate} req/s` : ''} for ${minutes} min against ${server.baseUrl} (${data} data, ${lists.jobs.length} jobs in the sitemap), ` +
        `mix ${KINDS.map((kind) => `${kind} ${SOAK_SHARES[kind] * 100} %`).join(', ')}\n` +
        `minute  RSS (MB)    change  req/s  load 1m  per process (MB)\n`,
    );
    row(0);
    let minute = 0;
    // The last minute's row is written once the load has ended, so every row covers a whole minute.
    const ticker = setInterval(() => {
      if (++minute < minutes) row(minute);
    }, 60_000);
    const result = await autocannon({
      url: server.baseUrl,
      connections,
      duration: minutes * 60,
      ...(rate ? { overallRate: rate } : {}),
      headers: { 'accept-encoding': BROWSER_HEADERS['Accept-Encoding'], 'user-agent': BROWSER_HEADERS['User-Agent'] },
      initialContext: {},
      requests: [
        {
          setupRequest: (request: autocannon.Request, context: object) => {
            const drawn = next();
            (context as { drawn?: SoakRequest }).drawn = drawn;
            return { ...request, path: drawn.path, headers: drawn.cookie ? { ...request.headers, cookie: drawn.cookie } : request.headers };
          },
          onResponse: (status: number, _body: string, context: object) => {
            const drawn = (context as { drawn?: SoakRequest }).drawn;
            if (!drawn) return;
            answers[drawn.kind].total += 1;
            if (!answeredRightly(drawn, status)) answers[drawn.kind].wrong += 1;
            answeredThisMinute += 1;
          },
        },
      ],
    });
    clearInterval(ticker);
    row(minutes);

    const answered = KINDS.reduce((sum, kind) => sum + answers[kind].total, 0);
    const wrong = KINDS.reduce((sum, kind) => sum + answers[kind].wrong, 0);
    const verdict = lastWindowGrowth(totals);
    const grew = verdict.growth > GROWTH_LIMIT;
    const badLoad = answered === 0 || (wrong + result.errors) / Math.max(1, answered) > WRONG_LIMIT;
    process.stdout.write(
      [
        `answers      ${KINDS.map((kind) => `${kind} ${answers[kind].total} (${answers[kind].wrong} wrong)`).join(', ')}; ${result.errors} errors (${result.timeouts} timeouts)`,
        `load         ${badLoad ? 'FAILED' : 'held'}: ${(((wrong + result.errors) / Math.max(1, answered)) * 100).toFixed(2)} % wrong or failed (at most ${WRONG_LIMIT * 100} %)`,
        `memory       ${grew ? 'FAILED' : 'held'}: RSS grew ${(verdict.growth * 100).toFixed(1)} % from minute ${verdict.fromMinute} to minute ${verdict.toMinute} (at most ${GROWTH_LIMIT * 100} %)${values['no-fail'] ? ' (--no-fail: not enforced)' : ''}`,
        '',
      ].join('\n'),
    );
    if (badLoad) return 1;
    return grew && !values['no-fail'] ? 1 : 0;
  } finally {
    await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    // fetch() says only "fetch failed": what failed (a refused or timed-out connection) is its cause.
    process.stderr.write(`${error.stack ?? error.message}${error.cause ? `\ncaused by: ${String(error.cause)}` : ''}\n`);
    process.exit(1);
  },
);
