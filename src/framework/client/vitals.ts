import type { Metric } from 'web-vitals';

type Reported = { name: Metric['name']; value: number };

/**
 * Real-user metrics: web-vitals is loaded in its own chunk once the page is idle (so it
 * never delays hydration, though a first visit still downloads it: bench:size counts it),
 * and the numbers leave with `sendBeacon` when the page is hidden, so reporting never
 * competes with the visitor's own requests. They are credited to the page the visit landed
 * on, as web-vitals measures them per document load: CLS and INP of later client
 * navigations count towards that page too.
 */
export function reportWebVitals(): void {
  const queue: Reported[] = [];
  const path = location.pathname;
  const flush = () => {
    if (queue.length === 0) return;
    const body = JSON.stringify({ path, metrics: queue.splice(0, 10) });
    if (!navigator.sendBeacon?.('/_vitals', new Blob([body], { type: 'application/json' }))) {
      void fetch('/_vitals', { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(() => {});
    }
  };
  const record = (metric: Metric) => queue.push({ name: metric.name, value: metric.value });
  const start = () =>
    import(/* webpackChunkName: "web-vitals" */ 'web-vitals')
      .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        onCLS(record);
        onFCP(record);
        onINP(record);
        onLCP(record);
        onTTFB(record);
      })
      // Metrics are best effort: their chunk gone after a deploy is no reason to reload the
      // visitor's page (chunk-errors.ts would, for an unhandled chunk failure).
      .catch(() => {});
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void start(), { timeout: 5000 });
  else setTimeout(() => void start(), 2000);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
