/**
 * How page payloads are fetched. Shared responses allow caches `stale-while-revalidate` (for
 * a CDN), and browsers apply it to fetch() too: without `no-cache` a navigation could be
 * answered from the browser's copy of the anonymous payload, minutes old, even after the
 * visitor has logged in. `no-cache` revalidates every time; an unchanged page costs a 304.
 */
export const FLIGHT_REQUEST: RequestInit = {
  headers: { Accept: 'text/x-component' },
  credentials: 'same-origin',
  cache: 'no-cache',
};
