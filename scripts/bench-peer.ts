/**
 * npm run bench:peer -- --peer DIR [--runs 3] [--warmup 10] [--duration 20] [--connections 50] [--threads 2]
 *
 * Our uncached pages side by side with the Next.js peer (../shared/peers/nextjs-jobs, built in
 * DIR as its README says: npm install, npx next build; PEER_DIR works too). Each run starts
 * one server at a time on 127.0.0.1 — ours in production with PAGE_CACHE=off, one process,
 * 10,000 jobs; the peer with `next start` and its own 10,000 jobs — warms each page with wrk,
 * then measures it with wrk: requests/s, p50/p99, the server's CPU per request (/proc) and the
 * page's bytes. The order alternates between runs. Prints every run, the medians and our share
 * of the peer's figures; exits 1 when our median req/s is under the peer share in load-tests/scenarios.json (throughput.peerShare) on either page.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { firstJobLink, pageWeight, PEER_SEARCH, startPeer } from './bench/peer-server.ts';
import { startLoadServer } from './load/load-server.ts';
import { assertWrkInstalled, median, runWrk, type WrkOptions, type WrkRun } from './bench/wrk.ts';
import { loadScenarios } from './load/targets.ts';

const PAGES = ['search', 'job'] as const;
/** Our requests/s as a multiple of the peer's that each page must reach (scenarios.json). */
const PEER_SHARE = loadScenarios().throughput?.peerShare ?? {};
type PageKind = (typeof PAGES)[number];
type Side = 'ours' | 'peer';

interface PageMeasure {
  readonly url: string;
  readonly run: WrkRun;
  readonly htmlBytes: number;
  /** Bytes of inline scripts (the flight payload in both apps). */
  readonly inlineScriptBytes: number;
}

interface RunningServer {
  readonly baseUrl: string;
  readonly pid: number;
  readonly pages: Record<PageKind, string>;
  stop(): Promise<void>;
}

const { values } = parseArgs({
  options: {
    peer: { type: 'string' },
    runs: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '10' },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    threads: { type: 'string', default: '2' },
  },
});

const peerDir = path.resolve(values.peer ?? process.env.PEER_DIR ?? '');
const wrk: WrkOptions = { threads: Number(values.threads), connections: Number(values.connections), seconds: Number(values.duration) };
const warmup: WrkOptions = { ...wrk, seconds: Number(values.warmup) };

async function startOurs(): Promise<RunningServer> {
  const server = await startLoadServer({ data: 'medium', pageCache: false, workers: 1 });
  // The peer's keyword + city search lists 20 of its 387 matches; ours takes the first city
  // where the same keyword fills a page, so both render 20 cards.
  for (const city of ['jakarta-selatan', 'dki-jakarta', 'surabaya', 'bandung', 'jawa-barat']) {
    const search = `${server.baseUrl}/explore-jobs?q=engineer&location=${city}`;
    const { html } = await pageWeight(search);
    if ((html.match(/<article class="job-card/g) ?? []).length === 20) {
      return { ...server, pages: { search, job: firstJobLink(html, server.baseUrl) } };
    }
  }
  await server.stop();
  throw new Error('No keyword + city search fills a page of 20 cards on the 10,000-job data set');
}

async function startPeerServer(): Promise<RunningServer> {
  const peer = await startPeer(peerDir);
  const search = `${peer.baseUrl}${PEER_SEARCH}`;
  return { ...peer, pages: { search, job: firstJobLink(peer.searchHtml, peer.baseUrl) } };
}

async function measure(side: Side): Promise<Record<PageKind, PageMeasure>> {
  const server = side === 'ours' ? await startOurs() : await startPeerServer();
  try {
    const out = {} as Record<PageKind, PageMeasure>;
    for (const page of PAGES) {
      const url = server.pages[page];
      const { htmlBytes, inlineScriptBytes } = await pageWeight(url);
      runWrk(url, server.pid, warmup);
      const run = runWrk(url, server.pid, wrk);
      process.stdout.write(
        `  ${side.padEnd(4)} ${page.padEnd(6)} ${run.reqPerSec.toFixed(0).padStart(5)} req/s  p50 ${run.p50Ms.toFixed(1)} ms  p99 ${run.p99Ms.toFixed(1)} ms  ${run.cpuMsPerRequest.toFixed(2)} ms CPU/req  ${htmlBytes} bytes  errors ${run.errors}\n`,
      );
      out[page] = { url, run, htmlBytes, inlineScriptBytes };
    }
    return out;
  } finally {
    await server.stop();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<number> {
  assertWrkInstalled();
  const runs = Number(values.runs);
  const results: Record<Side, Record<PageKind, PageMeasure>[]> = { ours: [], peer: [] };
  for (let i = 0; i < runs; i++) {
    process.stdout.write(
      `run ${i + 1} of ${runs} (wrk -t${wrk.threads} -c${wrk.connections}, ${warmup.seconds} s warm-up, ${wrk.seconds} s measured)\n`,
    );
    const order: Side[] = i % 2 === 0 ? ['ours', 'peer'] : ['peer', 'ours'];
    for (const side of order) results[side].push(await measure(side));
  }
  let held = true;
  process.stdout.write(
    '\nmedian of the runs\n| page | | req/s | p50 ms | p99 ms | CPU ms/req | HTML | inline scripts |\n|---|---|---:|---:|---:|---:|---:|---:|\n',
  );
  for (const page of PAGES) {
    const med = (side: Side, pick: (m: PageMeasure) => number) => median(results[side].map((r) => pick(r[page])));
    for (const side of ['ours', 'peer'] as const) {
      process.stdout.write(
        `| ${page} | ${side} | ${med(side, (m) => m.run.reqPerSec).toFixed(0)} | ${med(side, (m) => m.run.p50Ms).toFixed(1)} | ${med(side, (m) => m.run.p99Ms).toFixed(1)} | ${med(side, (m) => m.run.cpuMsPerRequest).toFixed(2)} | ${kb(med(side, (m) => m.htmlBytes))} | ${kb(med(side, (m) => m.inlineScriptBytes))} |\n`,
      );
    }
    const ratio = med('ours', (m) => m.run.reqPerSec) / med('peer', (m) => m.run.reqPerSec);
    const cpuRatio = med('peer', (m) => m.run.cpuMsPerRequest) / med('ours', (m) => m.run.cpuMsPerRequest);
    const target = PEER_SHARE[page] ?? 1;
    const ok = ratio >= target;
    held &&= ok;
    process.stdout.write(
      `| ${page} | ours ÷ peer | **${ratio.toFixed(2)}×** req/s (${ok ? 'held' : 'NOT held'}: at least ${target}×); ${cpuRatio.toFixed(2)}× less CPU per request | | | | | |\n`,
    );
  }
  return held ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    process.stderr.write(`${error.message}${error.cause ? ` (${String(error.cause)})` : ''}\n`);
    process.exit(2);
  },
);
