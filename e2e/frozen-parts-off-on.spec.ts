import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { FROZEN_PARTS_HEADER } from '../src/server/http/frozen-parts-mode';
import type { ROUTES } from '../src/shared/routes';
import { comparablePage, firstDifference, type ComparablePage } from './comparable-page';
import { createAccount, expect, test } from './fixtures';
import { OneConnection } from './one-connection';

/**
 * Frozen parts (server/components/frozen-part.tsx) keep a part's HTML by what their `sameFor`
 * names and show it to the next visitor for whom those are the same. An input a part shows and
 * `sameFor` leaves out (whether this visitor applied) shows one visitor what another should
 * see. This asks the server for every kind of page as three visitors in turn, a guest and two
 * candidates (one applied to a job and saved it, the other did nothing), in both languages,
 * with kept HTML reused as usual, then again with every part rendered anew
 * (`X-Frozen-Parts: off`, the test build's per-request FROZEN_PARTS=off,
 * http/frozen-parts-mode.ts), and compares each visitor's two answers (comparable-page.ts says
 * what is set aside). Both come from the same server and data, a moment apart.
 *
 * Pages are compared as served, before any script runs: what a browser without JavaScript
 * shows. Browsers get the streamed HTML and crawlers the complete one (every boundary resolved
 * in place); both are compared.
 */

type TestOnlyRoute = Extract<(typeof ROUTES)[number], { testOnly: true }>['name'];
type PageRoute = Exclude<(typeof ROUTES)[number]['name'], TestOnlyRoute>;

interface Site {
  /** The job the applying candidate applied to and saved. */
  appliedJob: string;
  company: string;
  companyTabs: string[];
  article: string;
  landingPages: { category: string; place: string; categoryInPlace: string };
}

const PUBLIC_PROFILE = 'putri-anggraini';

/**
 * Where each route is seen, in English: every route but the test harness's is named, so a
 * route added later fails the type check until it is listed here.
 */
const ADDRESSES: Record<PageRoute, (site: Site) => string[]> = {
  home: () => ['/'],
  about: () => ['/about'],
  blog: () => ['/blog'],
  'blog-article': (site) => [site.article],
  contact: () => ['/contact-us'],
  // The search's parts are kept by the result: a plain search, and a filtered later page.
  'explore-jobs': () => ['/explore-jobs', '/explore-jobs?type=FULL_TIME&page=2'],
  insight: () => ['/insight'],
  team: () => ['/team'],
  company: (site) => ['/company', site.company, ...site.companyTabs],
  page: () => ['/page', '/page/privacy-policy'],
  profile: () => ['/profile', `/profile/${PUBLIC_PROFILE}`],
  'job-questions': (site) => [`${site.appliedJob}/questions`],
  job: (site) => [site.appliedJob],
  'jobs-in-place': (site) => [site.landingPages.place],
  'jobs-category-in-place': (site) => [site.landingPages.categoryInPlace],
  'jobs-category': (site) => [site.landingPages.category],
  // Their Indonesian words: the English pages' alternates lead there.
  'lowongan-di-place': () => [],
  'lowongan-category-di-place': () => [],
  'lowongan-category': () => [],
  'job-alerts-confirm': () => ['/job-alerts/confirm'],
  'job-alerts-unsubscribe': () => ['/job-alerts/unsubscribe'],
  login: () => ['/auth/login'],
  register: () => ['/auth/register'],
  verify: () => ['/auth/verify'],
  'restore-email': () => ['/auth/restore-email'],
  'forgot-password': () => ['/auth/forgot-password'],
  'reset-password': () => ['/auth/reset-password/not-a-token'],
  'social-callback': () => ['/auth/social/callback'],
  'assessment-english': () => ['/assessment/english'],
  'assessment-personality': () => ['/assessment/personality'],
  'account-bookmark': () => ['/account/bookmark'],
  'account-edit': () => ['/account/edit'],
  'account-data-export': () => ['/account/data-export/1'],
  'account-edit-profile': () => ['/account/edit-profile'],
  'account-interview-action': () => ['/account/interview-action'],
  'account-job-alerts': () => ['/account/job-alerts'],
  'account-job-applications': () => ['/account/job-applications'],
  'account-notification': () => ['/account/notification'],
  'account-write-review': () => ['/account/write-review'],
  'account-write-review-benefits': () => ['/account/write-review/benefits'],
  'account-write-review-company-review': () => ['/account/write-review/company-review'],
  'account-write-review-interview': () => ['/account/write-review/interview'],
  'account-write-review-salary': () => ['/account/write-review/salary'],
  'account-write-review-workplace-photo': () => ['/account/write-review/workplace-photo'],
};

const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

interface Visitor {
  readonly name: string;
  /** The session cookie's `name=value`, or nothing for a guest. */
  readonly cookie: string | null;
}

async function answer(
  connection: OneConnection,
  visitor: Visitor,
  path: string,
  mode: 'on' | 'off',
  crawler: boolean,
): Promise<ComparablePage> {
  const headers: Record<string, string> = { [FROZEN_PARTS_HEADER]: mode, 'user-agent': crawler ? CRAWLER : BROWSER };
  if (visitor.cookie) headers['cookie'] = visitor.cookie;
  const { status, location, body } = await connection.get(path, headers);
  return comparablePage(status, location, body);
}

let serial = 0;

/** A new candidate, signed in on the login page of a browser without JavaScript. */
async function candidate(browser: Browser, request: APIRequestContext, name: string): Promise<BrowserContext> {
  const email = `frozen-${name.toLowerCase()}-${Date.now()}-${++serial}@example.com`;
  await createAccount(request, { name, email, password: 'bagian-beku-7' });
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: BASE_URL });
  const page = await context.newPage();
  await page.goto('/auth/login?redirect=%2Faccount%2Fedit');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('bagian-beku-7');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(`${BASE_URL}/account/edit`);
  await page.close();
  return context;
}

/** Applies to the job (its questions page, without JavaScript) and saves it. */
async function applyAndSave(context: BrowserContext, job: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${job}/questions`);
  for (const fieldset of await page.locator('.choice-field').all()) await fieldset.locator('input').first().check();
  for (const box of await page.locator('.apply-form textarea').all()) await box.fill('Saya siap mulai bulan depan.');
  await page.getByLabel(/I agree to the terms/).check();
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByTestId('application-status')).toBeVisible();
  await page.goto(job);
  await page.locator('.job-actions .bookmark-button').click();
  await expect(page.locator('.job-actions .bookmark-button')).toHaveAttribute('aria-pressed', 'true');
  await page.close();
}

/** The site's own links to a job, its company and tabs, an article and the job's landing pages. */
async function discover(request: APIRequestContext): Promise<Site> {
  const text = async (path: string) => (await request.get(path)).text();
  const hrefs = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!.replaceAll('&amp;', '&'));
  const appliedJob = hrefs(await text('/explore-jobs'), /href="(\/job\/[a-z0-9-]+\/[a-z0-9]+)"/g)[0]!;
  const jobPage = await text(appliedJob);
  const company = hrefs(jobPage, /href="(\/company\/[a-z0-9-]+)"/g)[0]!;
  const companyTabs = [...new Set(hrefs(await text(company), /href="(\/company\/[a-z0-9-]+\?type=[a-z_]+)/g))];
  const article = hrefs(await text('/blog'), /href="(\/blog\/[a-z0-9-]+)"/g)[0]!;
  // The breadcrumbs lead to the job's category, everywhere and in its province; the province's own page is under /jobs/in.
  const landing = hrefs(jobPage, /href="(\/jobs\/[a-z0-9-]+(?:\/in\/[a-z0-9-]+)?)"/g);
  const categoryInPlace = landing.find((path) => path.includes('/in/'))!;
  const landingPages = {
    category: landing.find((path) => !path.includes('/in/'))!,
    place: `/jobs/in/${categoryInPlace?.split('/in/')[1]}`,
    categoryInPlace,
  };
  const site = { appliedJob, company, companyTabs, article, landingPages };
  expect(companyTabs.length, 'the company page’s review tabs').toBeGreaterThan(0);
  expect(Object.values(landingPages).every(Boolean), `landing pages in the job page’s links: ${landing.join(' ')}`).toBe(true);
  return site;
}

/** Runs `work` for every item in the queue, a few at a time; work may add items. */
async function fewAtATime<T>(queue: T[], work: (item: T) => Promise<void>): Promise<void> {
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

/** The Indonesian address a page names as its alternate, or the same address under /id. */
function indonesianOf(path: string, page: ComparablePage): string {
  const alternate = /<link rel="alternate" hrefLang="id" href="([^"]+)"/.exec(page.html)?.[1]?.replaceAll('&amp;', '&');
  return alternate ? alternate.slice(BASE_URL.length) : `/id${path === '/' ? '' : path}`;
}

test.describe('frozen parts', () => {
  test('every page shows each visitor the same with kept parts reused as with every part rendered anew', async ({ browser, request }) => {
    test.setTimeout(180_000);
    const started = Date.now();
    const [site, applying, other] = await Promise.all([
      discover(request),
      candidate(browser, request, 'Applied'),
      candidate(browser, request, 'Other'),
    ]);
    await applyAndSave(applying, site.appliedJob);
    const cookieOf = async (context: BrowserContext) =>
      (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    const visitors: Visitor[] = [
      { name: 'the candidate who applied', cookie: await cookieOf(applying) },
      { name: 'the other candidate', cookie: await cookieOf(other) },
      { name: 'a guest', cookie: null },
    ];
    // Crawlers come signed out: the complete HTML is compared for the guest.
    const views = [...visitors.map((visitor) => ({ visitor, crawler: false })), { visitor: visitors[2]!, crawler: true }];
    // English first; each page's Indonesian address is taken from its alternate link.
    const queue = Object.values(ADDRESSES).flatMap((addresses) => addresses(site).map((path) => ({ path, english: true })));
    let addresses = 0;
    const setUp = Date.now();
    const mismatches: string[] = [];
    let compared = 0;
    /**
     * Every visitor's requests for one address go through one connection, so to one worker
     * (each keeps its own parts): the parts kept for a visitor are offered to the next.
     * An address whose connection was closed half-way is compared again.
     */
    const compare = async ({ path, english }: { path: string; english: boolean }): Promise<void> => {
      addresses += 1;
      for (let attempt = 1; ; attempt += 1) {
        const connection = new OneConnection(BASE_URL);
        const reused = [];
        const fresh = [];
        // Reused first, visitor after visitor, then each visitor's page with every part rendered anew.
        for (const { visitor, crawler } of views) reused.push(await answer(connection, visitor, path, 'on', crawler));
        for (const { visitor, crawler } of views) fresh.push(await answer(connection, visitor, path, 'off', crawler));
        connection.close();
        if (connection.connections > 1 && attempt < 3) continue;
        expect(connection.connections, `${path}: the requests went through one connection`).toBe(1);
        for (const [index, { visitor, crawler }] of views.entries()) {
          const difference = firstDifference(reused[index]!, fresh[index]!);
          compared += 1;
          if (difference) mismatches.push(`${path} for ${visitor.name}${crawler ? ' (complete HTML)' : ''} differs in ${difference}`);
        }
        // The guest's page names it (a candidate's may be a redirect, as on the login page).
        if (english) queue.push({ path: indonesianOf(path, reused[2]!), english: false });
        return;
      }
    };
    // A few addresses at a time, as visitors come.
    await fewAtATime(queue, compare);
    console.log(
      `set up in ${((setUp - started) / 1000).toFixed(1)} s, compared ${compared} pages (${addresses} addresses) in ${((Date.now() - setUp) / 1000).toFixed(1)} s`,
    );
    await applying.close();
    await other.close();
    expect(mismatches, 'pages that differ with frozen parts reused').toEqual([]);
  });
});
