import { expect, test, type APIRequestContext } from '@playwright/test';
import http from 'node:http';
import { BASE_URL } from '../playwright.config';

/** Internal links of an HTML page, as a crawler without JavaScript finds them. */
function internalLinks(html: string): string[] {
  const links = new Set<string>();
  for (const [, href] of html.matchAll(/<a\s[^>]*href="([^"#]*)(?:#[^"]*)?"/g)) {
    if (!href || !href.startsWith('/') || href.startsWith('//')) continue;
    links.add(href.replace(/&amp;/g, '&'));
  }
  return [...links];
}

/** The JSON-LD blocks of a page. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

function headChecks(html: string) {
  return {
    h1: (html.match(/<h1[\s>]/g) ?? []).length,
    title: /<title>[^<]+<\/title>/.test(html),
    canonical: /<link rel="canonical" href="http[^"]+"/.test(html),
    // Every language version with x-default, or none at all for a page in one language only
    // (a per-language tag list, an article without a twin).
    hreflang: ((found) => found === 3 || found === 0)(
      ['en', 'id', 'x-default'].filter((lang) => html.includes(`hrefLang="${lang}"`)).length,
    ),
  };
}

/** Where search engines cut a title (src/shared/document-title.ts says the same). */
const TITLE_MAX = 60;

/** The title as a search engine shows it, with the page's language and canonical URL; null for a page kept out of the index. */
function indexableTitle(html: string): { title: string; key: string; canonical: string } | null {
  if (/<meta name="robots" content="[^"]*noindex/.test(html)) return null;
  const raw = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const title = raw
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
  const lang = /<html lang="([^"]+)"/.exec(html)?.[1] ?? '';
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '';
  return { title, key: `${lang} ${title}`, canonical };
}

type TitledPage = { url: string; found: ReturnType<typeof indexableTitle> };

/**
 * Search engines cut titles at about 60 characters, and two indexable pages of one language
 * with one title compete with each other: every title fits, and each names one page.
 */
function titleProblems(pages: readonly TitledPage[]): string[] {
  const problems: string[] = [];
  const pagesOf = new Map<string, Set<string>>();
  for (const { url, found } of pages) {
    if (!found) continue;
    if (found.title.length > TITLE_MAX) problems.push(`${url}: title of ${found.title.length} characters: ${found.title}`);
    pagesOf.set(found.key, (pagesOf.get(found.key) ?? new Set()).add(found.canonical));
  }
  for (const [key, canonicals] of pagesOf) if (canonicals.size > 1) problems.push(`title "${key}" on ${[...canonicals].join(', ')}`);
  return problems;
}

async function crawl(request: APIRequestContext, start: string, limit: number) {
  const queue = [start];
  const seen = new Set(queue);
  const problems: string[] = [];
  const postings = new Map<string, string[]>();
  const titled: TitledPage[] = [];
  let pages = 0;
  while (queue.length > 0 && pages < limit) {
    const url = queue.shift()!;
    const response = await request.get(url, { maxRedirects: 5 });
    pages += 1;
    if (response.status() >= 400) {
      problems.push(`${response.status()} ${url}`);
      continue;
    }
    // Social login hands over to the identity provider: its pages are not ours to check.
    if (new URL(response.url()).origin !== new URL(BASE_URL).origin) continue;
    if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) continue;
    const html = await response.text();
    const checks = headChecks(html);
    titled.push({ url, found: indexableTitle(html) });
    // One JobPosting per job across the whole site (its language versions included).
    for (const [, identifier] of html.matchAll(/"@type":"JobPosting".*?"identifier":\{[^}]*"value":"([^"]+)"/g)) {
      const where = postings.get(identifier!) ?? [];
      postings.set(identifier!, [...where, url]);
    }
    if (checks.h1 !== 1 || !checks.title || !checks.canonical || !checks.hreflang) problems.push(`${url}: ${JSON.stringify(checks)}`);
    for (const link of internalLinks(html)) {
      if (seen.has(link)) continue;
      seen.add(link);
      // Search result variants multiply without end; a sample of them is enough.
      if (link.includes('?') && [...seen].filter((u) => u.split('?')[0] === link.split('?')[0]).length > 6) continue;
      queue.push(link);
    }
  }
  for (const [identifier, urls] of postings) if (urls.length > 1) problems.push(`JobPosting ${identifier} on ${urls.join(', ')}`);
  problems.push(...titleProblems(titled));
  return { pages, problems, postings: postings.size };
}

test.describe('crawlers', () => {
  test.setTimeout(240_000);

  for (const start of ['/', '/id']) {
    test(`a crawl from ${start} following internal links meets no 404 or 500, and every page has one h1, a title (indexable: unique, at most ${TITLE_MAX} characters), canonical and hreflang`, async ({
      request,
    }) => {
      const { pages, problems } = await crawl(request, start, 250);
      expect(pages).toBeGreaterThan(50);
      expect(problems).toEqual([]);
    });
  }

  test(`every URL in the sitemap answers 200, dated by what it shows, with language alternates, under a unique title of at most ${TITLE_MAX} characters`, async ({
    request,
  }) => {
    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toContain('application/xml');
    const children = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(children.length).toBeGreaterThanOrEqual(4);
    const urls: string[] = [];
    for (const child of children) {
      const xml = await (await request.get(child.replace(BASE_URL, ''))).text();
      expect(xml).toContain('<urlset');
      for (const [entry] of xml.matchAll(/<url>[\s\S]*?<\/url>/g)) {
        const url = /<loc>([^<]+)<\/loc>/.exec(entry)![1]!;
        urls.push(url);
        // Pages whose content carries no date (about, team, insight, contact) give no lastmod
        // rather than one that moves with every job edit; everything else is dated.
        if (/^(\/id)?\/(about|team|insight|contact-us)$/.test(url.replace(BASE_URL, ''))) expect(entry, url).not.toContain('<lastmod>');
        else expect(entry, url).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
      }
    }
    expect(urls.some((url) => url.includes('/job/'))).toBe(true);
    expect(urls.some((url) => url.includes('/id/blog/'))).toBe(true);
    const failures: string[] = [];
    const pages: TitledPage[] = [];
    for (const url of urls) {
      const response = await request.get(url.replace(BASE_URL, ''), { maxRedirects: 0 });
      if (response.status() !== 200) failures.push(`${response.status()} ${url}`);
      else pages.push({ url, found: indexableTitle(await response.text()) });
    }
    expect(failures).toEqual([]);
    // Every page the sitemap offers is indexable: all of them have a title to check.
    expect(pages.filter(({ found }) => found === null).map(({ url }) => url)).toEqual([]);
    expect(titleProblems(pages)).toEqual([]);
  });

  test('landing pages by category and place: every indexable one lists real jobs under its own title and description, names itself canonical with its language twin, and is in the sitemap; none without jobs is indexable', async ({
    request,
  }) => {
    const path = (url: string) => url.replace(BASE_URL, '');
    const sitemap = await (await request.get('/sitemaps/landing.xml')).text();
    const inSitemap = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
    expect([...inSitemap].filter((url) => /\/jobs\/[^/]+$/.test(url)).length, 'category pages').toBeGreaterThanOrEqual(5);
    expect([...inSitemap].filter((url) => /\/jobs\/in\/[^/]+$/.test(url)).length, 'place pages').toBeGreaterThanOrEqual(5);
    expect([...inSitemap].filter((url) => /\/jobs\/[^/]+\/in\/[^/]+$/.test(url)).length, 'category-in-place pages').toBeGreaterThanOrEqual(
      5,
    );
    expect(
      [...inSitemap].filter((url) => /\/id\/lowongan\//.test(url)),
      'Indonesian twins',
    ).toHaveLength(inSitemap.size / 2);

    // Every landing page reachable from the job pages' breadcrumbs and from the landing pages' own links.
    const isLanding = (href: string) => /^(\/id)?\/(jobs|lowongan)\//.test(href);
    const jobsXml = await (await request.get('/sitemaps/jobs-1.xml')).text();
    const jobPages = [...jobsXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => path(m[1]!)).slice(0, 40);
    const queue: string[] = [];
    const seen = new Set<string>();
    const enqueue = (href: string) => {
      if (!isLanding(href) || seen.has(href)) return;
      seen.add(href);
      queue.push(href);
    };
    for (const jobPage of jobPages) {
      const html = await (await request.get(jobPage)).text();
      const trail = jsonLdOf(html).find((block) => block['@type'] === 'BreadcrumbList') as
        { itemListElement: { item?: string }[] } | undefined;
      const crumbs = (trail?.itemListElement ?? []).map((item) => path(item.item ?? '')).filter(isLanding);
      // Job pages' breadcrumbs lead to indexable landing pages, visibly and in the markup alike.
      expect(crumbs.length, jobPage).toBeGreaterThan(0);
      for (const crumb of crumbs) {
        expect(inSitemap.has(`${BASE_URL}${crumb}`), `${jobPage} → ${crumb}`).toBe(true);
        expect(/<nav class="breadcrumbs"[\s\S]*?<\/nav>/.exec(html)?.[0], jobPage).toContain(`href="${crumb}"`);
        enqueue(crumb);
      }
    }
    for (const url of inSitemap) enqueue(path(url));

    const problems: string[] = [];
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    const jobLinks = new Set<string>();
    let indexable = 0;
    while (queue.length > 0 && seen.size < 600) {
      const href = queue.shift()!;
      const response = await request.get(href, { maxRedirects: 0 });
      if (response.status() !== 200) {
        problems.push(`${response.status()} ${href}`);
        continue;
      }
      const html = await response.text();
      for (const link of internalLinks(html)) enqueue(link);
      if (/<meta name="robots" content="[^"]*noindex/.test(html)) {
        if (inSitemap.has(`${BASE_URL}${href}`)) problems.push(`${href}: noindex, yet in the sitemap`);
        continue;
      }
      indexable += 1;
      const self = `${BASE_URL}${href}`;
      const lang = /<html lang="([^"]+)"/.exec(html)?.[1] ?? '';
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      const alternates = Object.fromEntries(
        [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]),
      );
      const list = jsonLdOf(html).find((block) => block['@type'] === 'ItemList') as
        { numberOfItems: number; itemListElement: { url: string }[] } | undefined;
      if (canonical !== self) problems.push(`${href}: canonical ${canonical}`);
      if ((html.match(/<h1[\s>]/g) ?? []).length !== 1) problems.push(`${href}: not one h1`);
      // The sitemap names each page's first page; its further pages are found through its pager.
      if (!inSitemap.has(self.replace(/\?page=\d+$/, ''))) problems.push(`${href}: indexable, not in the sitemap`);
      if (titles.has(`${lang} ${title}`)) problems.push(`${href}: title "${title}" also on ${titles.get(`${lang} ${title}`)}`);
      titles.set(`${lang} ${title}`, href);
      if (descriptions.has(description)) problems.push(`${href}: description also on ${descriptions.get(description)}`);
      descriptions.set(description, href);
      if (description.length === 0 || description.replace(/&amp;/g, '&').length > 160)
        problems.push(`${href}: description of ${description.length} characters`);
      // Hreflang pairs: each language version names both, and the other one names this one back.
      const ownLang = lang.startsWith('id') ? 'id' : 'en';
      const twinLang = ownLang === 'id' ? 'en' : 'id';
      if (alternates[ownLang] !== self || !alternates[twinLang] || alternates['x-default'] !== alternates.en) {
        problems.push(`${href}: hreflang ${JSON.stringify(alternates)}`);
      } else {
        const twin = await (await request.get(path(alternates[twinLang]))).text();
        if (!twin.includes(`hrefLang="${ownLang}" href="${self}"`)) problems.push(`${href}: its ${twinLang} version does not name it back`);
      }
      // Zero indexable pages without jobs: each lists jobs, linked as the markup says.
      if (!list || list.numberOfItems < 1 || list.itemListElement.length < 1) problems.push(`${href}: indexable, lists no jobs`);
      for (const item of list?.itemListElement ?? []) {
        const jobPath = path(item.url);
        if (!html.includes(`href="${jobPath}"`)) problems.push(`${href}: ItemList names ${jobPath}, the page does not link it`);
        jobLinks.add(jobPath);
      }
    }
    expect(problems).toEqual([]);
    expect(indexable).toBeGreaterThanOrEqual(inSitemap.size);
    // The jobs listed are real, open jobs (a sample: every tenth).
    for (const job of [...jobLinks].filter((_, i) => i % 10 === 0)) {
      const response = await request.get(job);
      expect(response.status(), job).toBe(200);
      const html = await response.text();
      expect(/<meta name="robots" content="[^"]*noindex/.test(html), `${job} is open`).toBe(false);
    }
  });

  test('a landing page without open jobs answers 200, noindex, with links to pages that have some; other spellings and further filters lead to the right page', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemaps/landing.xml')).text();
    const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(BASE_URL, '')));
    const categories = [...listed].map((p) => /^\/jobs\/([^/]+)$/.exec(p)?.[1]).filter((x): x is string => Boolean(x) && x !== 'in');
    // A real category in a real city far from where the demo's jobs are: none open there.
    let empty: string | null = null;
    for (const category of categories) {
      for (const city of ['pematangsiantar', 'lubuklinggau', 'metro', 'dumai', 'binjai']) {
        const candidate = `/jobs/${category}/in/${city}`;
        if (listed.has(candidate)) continue;
        const html = await (await request.get(candidate)).text();
        if (html.includes('There are no open')) {
          empty = candidate;
          break;
        }
      }
      if (empty) break;
    }
    expect(empty).not.toBeNull();
    const response = await request.get(empty!, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="[^"]*noindex/);
    expect(html).not.toContain('"@type":"ItemList"');
    const neighbours = internalLinks(html).filter((href) => listed.has(href));
    expect(neighbours.length).toBeGreaterThanOrEqual(3);

    // Unknown category or place: no such page.
    expect((await request.get('/jobs/no-such-category')).status()).toBe(404);
    expect((await request.get('/id/lowongan/di/no-such-place')).status()).toBe(404);
    // The other language's words or slug: the page's own address.
    const [category] = categories;
    const id = await request.get(`/id/jobs/${category}`, { maxRedirects: 0 });
    expect(id.status()).toBe(301);
    expect(id.headers().location).toMatch(/^\/id\/lowongan\/[a-z0-9-]+$/);
    const back = await request.get(id.headers().location!.replace(/^\/id/, ''), { maxRedirects: 0 });
    expect(back.status()).toBe(301);
    expect(back.headers().location).toBe(`/jobs/${category}`);
    // A filter beyond the page's own is the normal search, kept out of the index.
    const filtered = await request.get(`/jobs/${category}?type=FULL_TIME&page=2`, { maxRedirects: 0 });
    expect(filtered.status()).toBe(302);
    expect(filtered.headers().location).toBe(`/explore-jobs?category=${category}&type=FULL_TIME&page=2`);
    const search = await request.get(filtered.headers().location!);
    expect(search.status()).toBe(200);
    expect(await search.text()).toMatch(/<meta name="robots" content="[^"]*noindex/);
    // The old filtered address still answers as it did.
    const old = await request.get(`/explore-jobs?category=${category}`);
    expect(old.status()).toBe(200);
    expect(await old.text()).toMatch(/<meta name="robots" content="[^"]*noindex/);
  });

  /** The path exactly as written: URL parsers would read `//about` as a host and resolve `%2e%2e`. */
  const rawGet = (path: string) =>
    new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
      const { hostname, port } = new URL(BASE_URL);
      http
        .get({ hostname, port, path }, (response) => {
          response.resume();
          resolve({ status: response.statusCode ?? 0, location: response.headers.location });
        })
        .on('error', reject);
    });

  test("an address written another way is sent to the page's own address, query kept", async ({ request }) => {
    for (const [written, tidy] of [
      ['/about/', '/about'],
      ['/About', '/about'],
      ['/id/blog/?tag=karier', '/id/blog?tag=karier'],
      ['/id/', '/id'],
      ['//about', '/about'],
      ['/ID/about', '/id/about'],
    ] as const) {
      const response = await rawGet(written);
      expect(response.status, written).toBe(301);
      expect(response.location, written).toBe(tidy);
    }
    expect((await request.get('/about', { maxRedirects: 0 })).status()).toBe(200);
    // The absolute form of a request target (HTTP/1.1 servers must accept it) names the same page.
    expect((await rawGet(`${BASE_URL}/about`)).status).toBe(200);
    // Dot segments are no way to another page (they used to serve the home page with a 200).
    for (const dotted of [
      '/blog/%2e%2e',
      '/company/%2E%2E',
      '/id/blog/%2e%2e',
      '/profile/%2e',
      '/blog\\..',
      '/company\\%2e%2e',
      '/blog/..\\',
    ]) {
      expect((await rawGet(dotted)).status, dotted).toBe(404);
    }
  });

  test('each sitemap file has one address: a number with a leading zero is no file', async ({ request }) => {
    expect((await request.get('/sitemaps/jobs-1.xml')).status()).toBe(200);
    expect((await request.get('/sitemaps/jobs-01.xml')).status()).toBe(404);
    expect((await request.get('/sitemaps/companies-0.xml')).status()).toBe(404);
  });

  test('robots.txt keeps account and auth pages out and points at the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /account/');
    expect(robots).toContain('Disallow: /id/auth/');
    expect(robots).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
  });
});
