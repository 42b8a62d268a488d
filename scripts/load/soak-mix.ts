// The same scenario logic the k6 scripts run (plain JavaScript, shared on purpose).
import { asksForLaterPage, detailPath, flightUrlOf, searchUrl } from '../../load-tests/lib/urls.js';
import type { Scenarios } from './targets.ts';

export type SoakKind = 'search' | 'job' | 'cached' | 'signed-in';

export interface SoakRequest {
  readonly kind: SoakKind;
  readonly path: string;
  /** The demo candidate's session cookie, on signed-in requests only. */
  readonly cookie?: string;
}

/** Shares of the mix: mostly anonymous browsing, a tenth signed-in (personal pages are never cached). */
export const SOAK_SHARES: Readonly<Record<SoakKind, number>> = { search: 0.4, job: 0.35, cached: 0.15, 'signed-in': 0.1 };

/** Anonymous pages every visitor asks for: after the first request each is a page-cache hit. */
const CACHED_PAGES = ['/', '/id', '/explore-jobs', '/id/explore-jobs'].flatMap((page) => [page, flightUrlOf(page)]);

/** What a signed-in candidate opens: their account pages, and searches and job pages rendered for them. */
const ACCOUNT_PAGES = [
  '/account/job-applications',
  '/account/bookmark',
  '/account/notification',
  '/account/job-alerts',
  '/account/edit-profile',
];

const any = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/**
 * Draws the soak's requests: searches as job-search.js composes them (popular and long-tail,
 * HTML and flight), job and company pages Zipf-wise over the sitemap as job-detail.js, the
 * cached landing pages, and the demo candidate's pages with its session.
 */
export function soakMix(scenarios: Scenarios, lists: { jobs: string[]; companies: string[] }, session: string): () => SoakRequest {
  const searches = scenarios as unknown as Parameters<typeof searchUrl>[0];
  const details = { ...lists };
  return () => {
    let draw = Math.random();
    if ((draw -= SOAK_SHARES.search) < 0) return { kind: 'search', path: searchUrl(searches, Math.random) };
    if ((draw -= SOAK_SHARES.job) < 0) return { kind: 'job', path: detailPath(details, searches, Math.random) };
    if ((draw -= SOAK_SHARES.cached) < 0) return { kind: 'cached', path: any(CACHED_PAGES) };
    const personal = Math.random();
    const path =
      personal < 0.6 ? any(ACCOUNT_PAGES) : personal < 0.8 ? searchUrl(searches, Math.random) : detailPath(details, searches, Math.random);
    return { kind: 'signed-in', path, cookie: session };
  };
}

/** Whether a status is the right answer for the request: 200, or 404 for a search page past its last. */
export function answeredRightly(request: SoakRequest, status: number): boolean {
  return status === 200 || (status === 404 && request.path.includes('/explore-jobs') && asksForLaterPage(request.path));
}
