import { flightUrl } from '../shared/flight-payload';
import { canPrefetch, PREFETCH_IDLE_TIMEOUT_MS } from './prefetch-policy';
import { FLIGHT_REQUEST } from './flight-request';
import { isNavigableLink } from './link-rules';

const PREFETCH_TTL_MS = 30_000;
const cache = new Map<string, { response: Promise<Response>; at: number }>();

/**
 * Forgets every prefetched payload: after a server function (logging in or out, say) they
 * may show the visitor as they were before it.
 */
export function clearPrefetched(): void {
  cache.clear();
}

/** A prefetched payload for this flight URL, used once and only while fresh. */
export function takePrefetched(target: string): Promise<Response> | null {
  const entry = cache.get(target);
  cache.delete(target);
  if (!entry || Date.now() - entry.at > PREFETCH_TTL_MS) return null;
  return entry.response;
}

function prefetch(anchor: HTMLAnchorElement): void {
  const url = new URL(anchor.href);
  const target = flightUrl(url.pathname, url.search);
  if (cache.has(target) || `${url.pathname}${url.search}` === `${location.pathname}${location.search}`) return;
  const response = fetch(target, { ...FLIGHT_REQUEST, priority: 'low' } as RequestInit);
  response.catch(() => cache.delete(target));
  cache.set(target, { response, at: Date.now() });
}

const whenIdle = (callback: () => void): void => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
  else setTimeout(callback, 1);
};

/**
 * Links that scroll into view are prefetched once the browser is idle (waiting at most
 * 2000 ms), unless the connection is slow or the user asked to save data.
 */
export function startLinkPrefetch(): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  if (!canPrefetch(connection) || !('IntersectionObserver' in window)) return;
  const seen = new WeakSet<Element>();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const anchor = entry.target as HTMLAnchorElement;
      whenIdle(() => prefetch(anchor));
    }
  });
  const scan = () => {
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (seen.has(anchor) || !isNavigableLink(anchor) || anchor.dataset.noPrefetch !== undefined) continue;
      seen.add(anchor);
      observer.observe(anchor);
    }
  };
  whenIdle(scan);
  new MutationObserver(() => whenIdle(scan)).observe(document.body, { childList: true, subtree: true });
}
