import { compile, match } from 'path-to-regexp';
import { localizePath, type Locale } from './locales';

/** Access rules: open pages skip the guard, guest-only pages send signed-in users home, the rest need a login. */
type Access = 'open' | 'guest' | 'auth';

export type LayoutName = 'default' | 'authenticated' | 'no-navigation' | 'new-auth' | 'login-candidate' | 'register-candidate';

export interface RouteDefinition {
  /** Stable name used by the server to pick the page and by links to build URLs. */
  readonly name: RouteName;
  /** path-to-regexp v8 syntax, locale-free (`{/:slug}` is an optional segment). */
  readonly pattern: string;
  readonly access: Access;
  /** Falls back to the default layout when not given. */
  readonly layout?: LayoutName;
  /** Named guards run before the page; derived from `access` unless listed here. */
  readonly middleware?: readonly string[];
  /** Search engines should not index it (account, auth and assessment pages). */
  readonly noindex?: boolean;
  /** Served only when the server runs with test pages enabled. */
  readonly testOnly?: boolean;
  /** The signed-in user must hold this scope (checked with `hasScope`); others get a 403 page. */
  readonly scope?: string;
  /**
   * Open, yet never kept in a shared cache (ours or a CDN's): its owner may hide or delete it
   * at any moment, and that must take effect at once (a candidate's profile).
   */
  readonly unshared?: boolean;
}

const WRITE_REVIEW_CHILDREN = ['benefits', 'company-review', 'interview', 'salary', 'workplace-photo'] as const;
export type ReviewKind = (typeof WRITE_REVIEW_CHILDREN)[number];
export const REVIEW_KINDS: readonly ReviewKind[] = WRITE_REVIEW_CHILDREN;

export const ROUTES = [
  // Public
  { name: 'home', pattern: '/', access: 'open' },
  { name: 'about', pattern: '/about', access: 'open' },
  { name: 'blog', pattern: '/blog', access: 'open' },
  { name: 'blog-article', pattern: '/blog/:slug', access: 'open' },
  { name: 'contact', pattern: '/contact-us', access: 'open' },
  { name: 'explore-jobs', pattern: '/explore-jobs', access: 'open' },
  { name: 'insight', pattern: '/insight', access: 'open' },
  { name: 'team', pattern: '/team', access: 'open' },
  { name: 'company', pattern: '/company{/:slug}', access: 'open' },
  { name: 'page', pattern: '/page{/:slug}', access: 'open' },
  { name: 'profile', pattern: '/profile{/:identifier}', access: 'open', unshared: true },
  { name: 'job-questions', pattern: '/job{/:slug}{/:identifier}/questions', access: 'open', noindex: true },
  { name: 'job', pattern: '/job{/:slug}/:identifier', access: 'open' },
  // Job landing pages (shared/landing-path.ts): English words, then Indonesian ones; the page
  // sends an address in the other language's words to its own (301).
  { name: 'jobs-in-place', pattern: '/jobs/in/:place', access: 'open' },
  { name: 'jobs-category-in-place', pattern: '/jobs/:category/in/:place', access: 'open' },
  { name: 'jobs-category', pattern: '/jobs/:category', access: 'open' },
  { name: 'lowongan-di-place', pattern: '/lowongan/di/:place', access: 'open' },
  { name: 'lowongan-category-di-place', pattern: '/lowongan/:category/di/:place', access: 'open' },
  { name: 'lowongan-category', pattern: '/lowongan/:category', access: 'open' },
  // Job alert links in mails: they work without signing in (the token is the key).
  { name: 'job-alerts-confirm', pattern: '/job-alerts/confirm', access: 'open', noindex: true, unshared: true },
  { name: 'job-alerts-unsubscribe', pattern: '/job-alerts/unsubscribe', access: 'open', noindex: true, unshared: true },
  // Auth
  { name: 'login', pattern: '/auth/login', access: 'guest', layout: 'login-candidate', noindex: true },
  { name: 'register', pattern: '/auth/register', access: 'guest', layout: 'register-candidate', noindex: true },
  { name: 'verify', pattern: '/auth/verify', access: 'open', layout: 'new-auth', noindex: true },
  { name: 'restore-email', pattern: '/auth/restore-email', access: 'open', layout: 'new-auth', noindex: true },
  { name: 'forgot-password', pattern: '/auth/forgot-password', access: 'guest', layout: 'new-auth', noindex: true },
  { name: 'reset-password', pattern: '/auth/reset-password{/:token}', access: 'guest', layout: 'new-auth', noindex: true },
  { name: 'social-callback', pattern: '/auth/social/callback', access: 'open', layout: 'new-auth', noindex: true },
  // Assessments
  { name: 'assessment-english', pattern: '/assessment/english', access: 'auth', layout: 'no-navigation', noindex: true },
  { name: 'assessment-personality', pattern: '/assessment/personality', access: 'auth', layout: 'no-navigation', noindex: true },
  // Account
  { name: 'account-bookmark', pattern: '/account/bookmark', access: 'auth', layout: 'authenticated', noindex: true },
  { name: 'account-edit', pattern: '/account/edit', access: 'auth', layout: 'authenticated', noindex: true },
  // The owner's "Download my data" ZIP (src/server/http/data-export-download.ts sends it; the page answers when it cannot be sent).
  { name: 'account-data-export', pattern: '/account/data-export/:id', access: 'auth', layout: 'authenticated', noindex: true },
  { name: 'account-edit-profile', pattern: '/account/edit-profile', access: 'auth', layout: 'authenticated', noindex: true },
  { name: 'account-interview-action', pattern: '/account/interview-action', access: 'auth', layout: 'authenticated', noindex: true },
  { name: 'account-job-alerts', pattern: '/account/job-alerts', access: 'auth', layout: 'authenticated', noindex: true },
  { name: 'account-job-applications', pattern: '/account/job-applications', access: 'auth', layout: 'authenticated', noindex: true },
  { name: 'account-notification', pattern: '/account/notification', access: 'auth', layout: 'authenticated', noindex: true },
  { name: 'account-write-review', pattern: '/account/write-review', access: 'auth', layout: 'authenticated', noindex: true },
  {
    name: 'account-write-review-benefits',
    pattern: '/account/write-review/benefits',
    access: 'auth',
    layout: 'authenticated',
    noindex: true,
  },
  {
    name: 'account-write-review-company-review',
    pattern: '/account/write-review/company-review',
    access: 'auth',
    layout: 'authenticated',
    noindex: true,
  },
  {
    name: 'account-write-review-interview',
    pattern: '/account/write-review/interview',
    access: 'auth',
    layout: 'authenticated',
    noindex: true,
  },
  { name: 'account-write-review-salary', pattern: '/account/write-review/salary', access: 'auth', layout: 'authenticated', noindex: true },
  {
    name: 'account-write-review-workplace-photo',
    pattern: '/account/write-review/workplace-photo',
    access: 'auth',
    layout: 'authenticated',
    noindex: true,
  },
  // Test harness only: proves the shell streams before slow data (test builds only).
  { name: 'streaming-check', pattern: '/__test/streaming', access: 'open', noindex: true, testOnly: true },
  // Test harness only: a protected action behind LoginRequiredButton (login prompt e2e).
  { name: 'login-prompt-check', pattern: '/__test/login-prompt', access: 'open', noindex: true, testOnly: true },
  // Test harness only: gives the signed-in candidate two unread notifications (notifications e2e).
  { name: 'notify-check', pattern: '/__test/notify', access: 'auth', noindex: true, testOnly: true },
  // Test harness only: what an employer does to the signed-in candidate's newest application (live-updates e2e).
  { name: 'application-status-check', pattern: '/__test/application-status', access: 'auth', noindex: true, testOnly: true },
  // Test harness only: moves the signed-in candidate's assessment clock on (a deadline passes without waiting).
  { name: 'assessment-clock-check', pattern: '/__test/assessment-clock', access: 'auth', noindex: true, testOnly: true },
  // Test harness only: runs a job alerts round through the queue now and waits for its mails.
  { name: 'job-alerts-round-check', pattern: '/__test/job-alerts-round', access: 'open', noindex: true, testOnly: true },
  // Test harness only: a day passes for the signed-in candidate's data exports, and the deletion job runs now.
  { name: 'data-export-clock-check', pattern: '/__test/data-export-clock', access: 'auth', noindex: true, testOnly: true },
  // Test harness only: the signed-in account's fingerprint (id, email, name, file keys), or with ?fingerprint= the search for its leftovers.
  { name: 'erasure-check', pattern: '/__test/erasure-check', access: 'open', noindex: true, testOnly: true },
] as const satisfies readonly (Omit<RouteDefinition, 'name'> & { name: string })[];

export type RouteName = (typeof ROUTES)[number]['name'];
export type RouteParams = Record<string, string | undefined>;

export interface RouteMatch {
  readonly route: RouteDefinition;
  readonly params: RouteParams;
}

const matchers = ROUTES.map((route) => ({
  route,
  test: match<Record<string, string>>(route.pattern, { decode: safeDecode }),
  build: compile<Record<string, string>>(route.pattern),
}));
const byName = new Map(matchers.map((entry) => [entry.route.name, entry]));

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Finds the route for a locale-free path; a trailing slash is tolerated. */
export function matchRoute(path: string): RouteMatch | null {
  const normalised = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  for (const entry of matchers) {
    const result = entry.test(normalised);
    if (result) return { route: entry.route, params: { ...result.params } };
  }
  return null;
}

export function getRoute(name: RouteName): RouteDefinition {
  const entry = byName.get(name);
  if (!entry) throw new Error(`Unknown route ${name}`);
  return entry.route;
}

/** Builds the URL path of a route in a locale; undefined params drop their optional segment. */
export function routePath(name: RouteName, params: RouteParams = {}, locale: Locale = 'en-US'): string {
  const entry = byName.get(name);
  if (!entry) throw new Error(`Unknown route ${name}`);
  const defined = Object.fromEntries(
    Object.entries(params).filter((pair): pair is [string, string] => pair[1] !== undefined && pair[1] !== ''),
  );
  return localizePath(entry.build(defined), locale);
}

/** The guards a route runs, in order: its own list, or the one its access level implies. */
export function middlewareOf(route: RouteDefinition): readonly string[] {
  if (route.middleware) return route.middleware;
  if (route.access === 'auth') return ['auth'];
  if (route.access === 'guest') return ['guest'];
  return [];
}
