import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** One registry per process; in a cluster the primary adds the workers' up (see metrics-endpoint.ts). */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests by route name, method and status class',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to the end of the response, by route name and cache outcome',
  labelNames: ['route', 'cache'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export const dbDuration = new Histogram({
  name: 'db_query_duration_seconds',
  help: 'Database query time',
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
  registers: [registry],
});

/** Real-user metrics from the browser (web-vitals): LCP/FCP/TTFB/INP in seconds, CLS unitless. */
export const webVitals = new Histogram({
  name: 'web_vitals',
  help: 'Core Web Vitals reported by browsers, by metric, route name and locale',
  labelNames: ['metric', 'route', 'locale'] as const,
  buckets: [0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 1.8, 2.5, 4, 6, 10],
  registers: [registry],
});

let openLiveStreams: () => number = () => 0;

/** The live-updates hub says how many streams it holds (serve.ts), read when /metrics is scraped. */
export function countLiveStreamsWith(count: () => number): void {
  openLiveStreams = count;
}

/** Server-sent event streams open (in a cluster, summed over the workers): registered on creation, set when scraped. */
new Gauge({
  name: 'live_streams_open',
  help: 'Live-updates streams (server-sent events) open',
  registers: [registry],
  collect() {
    this.set(openLiveStreams());
  },
});

/** Streams refused: no session, or beyond LIVE_STREAMS_PER_ACCOUNT / LIVE_STREAMS_PER_PROCESS. */
export const liveStreamsRefused = new Counter({
  name: 'live_streams_refused_total',
  help: 'Live-updates streams refused, by reason',
  labelNames: ['reason'] as const,
  registers: [registry],
});
