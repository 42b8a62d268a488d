import type { Browser, Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { expect, headOf, test, waitForHydration } from './fixtures';
import { seedJobs } from './seed-jobs';

/** The seed's first company shows every media kind: 3 photos, YouTube, Vimeo, an MP4 file. */
const MEDIA_COMPANY = 'sriwijaya-digital-kreasi-persada';
const PUBLIC_PROFILE = 'putri-anggraini';
/** Seeded with interview and salary reviews only, none of the "Company" kind. */
const SPARSE_REVIEWS_COMPANY = 'adhi-kemasindo-jaya';

async function noJsPage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

async function jsonLdTypes(page: Page): Promise<string[]> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => String(JSON.parse(s.textContent ?? '{}')['@type'])));
}

async function expectHead(page: Page, path: string, alternates?: { en: string; id: string }) {
  const head = await headOf(page);
  expect(head.h1, `${path}: exactly one h1`).toHaveLength(1);
  expect(head.title.length).toBeGreaterThan(5);
  // The site's name follows the page's title when both fit in 60 characters (shared/document-title.ts).
  if (!head.title.endsWith(' | Karir Nusantara'))
    expect(`${head.title} | Karir Nusantara`.length, `${path}: title without the site name`).toBeGreaterThan(60);
  const [pathname] = path.split('?');
  expect(head.canonical).toBe(`${BASE_URL}${pathname}`);
  const isId = path.startsWith('/id/') || path === '/id';
  const en = alternates?.en ?? (isId ? path.slice(3) : path);
  const id = alternates?.id ?? (isId ? path : `/id${path}`);
  expect(head.alternates).toEqual({ en: `${BASE_URL}${en}`, id: `${BASE_URL}${id}`, 'x-default': `${BASE_URL}${en}` });
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length ?? 0).toBeGreaterThan(20);
  return head;
}

const PAGES: { path: string; check: (page: Page) => Promise<void> }[] = [
  { path: '/about', check: async (page) => expect(page.locator('.service-grid li').first()).toBeVisible() },
  { path: '/id/about', check: async (page) => expect(page.locator('h1')).toHaveText('Tentang kami') },
  {
    path: '/team',
    check: async (page) => {
      expect(await page.locator('.flip-card').count()).toBeGreaterThan(3);
      // The back side is in the document (and the accessibility tree) before any flip.
      await expect(page.locator('.flip-card__bio').first()).not.toBeEmpty();
    },
  },
  { path: '/id/team', check: async (page) => expect(page.locator('h1')).toHaveText('Tim kami') },
  { path: '/insight', check: async (page) => expect(page.locator('.insight-card').first()).toBeVisible() },
  { path: '/id/insight', check: async (page) => expect(page.locator('.insight-card').first()).toBeVisible() },
  { path: '/page', check: async (page) => expect(page.locator('.page-list a').first()).toBeVisible() },
  { path: '/id/page', check: async (page) => expect(page.locator('.page-list a', { hasText: 'Tanya' })).toBeVisible() },
  { path: '/blog', check: async (page) => expect(page.locator('.article-card').first()).toBeVisible() },
  { path: '/id/blog', check: async (page) => expect(page.locator('.article-card').first()).toBeVisible() },
  { path: '/contact-us', check: async (page) => expect(page.getByLabel('Message')).toBeVisible() },
  { path: '/id/contact-us', check: async (page) => expect(page.getByLabel('Pesan')).toBeVisible() },
  { path: '/company', check: async (page) => expect(page.locator('.company-card').first()).toBeVisible() },
  { path: '/id/company', check: async (page) => expect(page.getByLabel('Nama perusahaan')).toBeVisible() },
  {
    path: `/company/${MEDIA_COMPANY}`,
    check: async (page) => {
      await expect(page.locator('.company-facts dt', { hasText: 'Address' })).toBeVisible();
      await expect(page.locator('.company-facts dt', { hasText: 'Phone' })).toBeVisible();
      await expect(page.locator('.rating-summary__value')).toBeVisible();
      await expect(page.locator('.review').first()).toBeVisible();
      await expect(page.locator('.gallery-thumb')).toHaveCount(6);
      // Without JavaScript the thumbnails are plain links to the media.
      await expect(page.locator('.gallery-thumb').first()).toHaveAttribute('href', /\/images\/gallery\//);
      // The overview is all there (clamping only happens once hydrated).
      await expect(page.locator('.expandable-text__body')).not.toHaveClass(/expandable(\s|$)/);
      expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['Organization', 'EmployerAggregateRating', 'BreadcrumbList']));
    },
  },
  { path: `/id/company/${MEDIA_COMPANY}`, check: async (page) => expect(page.locator('.tabs a', { hasText: 'Gaji' })).toBeVisible() },
];

test.describe('public content pages without JavaScript', () => {
  test('every page shows its content, one h1, title, description, canonical and hreflang', async ({ browser }) => {
    const { context, page } = await noJsPage(browser);
    for (const entry of PAGES) {
      const response = await page.goto(entry.path);
      expect(response?.status(), entry.path).toBe(200);
      await expectHead(page, entry.path);
      await entry.check(page);
    }
    await context.close();
  });

  test('the FAQ page uses the accordion with the active item open, in both languages', async ({ browser }) => {
    const { context, page } = await noJsPage(browser);
    await page.goto('/page/faq');
    await expectHead(page, '/page/faq', { en: '/page/faq', id: '/id/page/tanya-jawab' });
    const items = page.locator('.accordion details');
    expect(await items.count()).toBeGreaterThan(1);
    await expect(items.first()).toHaveAttribute('open', '');
    await expect(items.nth(1)).not.toHaveAttribute('open', '');
    await items.nth(1).locator('summary').click();
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await page.goto('/id/page/tanya-jawab');
    await expectHead(page, '/id/page/tanya-jawab', { en: '/page/faq', id: '/id/page/tanya-jawab' });
    // The stable key in the wrong language is sent to this language's slug.
    const moved = await page.goto('/id/page/faq');
    expect(moved?.url()).toBe(`${BASE_URL}/id/page/tanya-jawab`);
    await context.close();
  });

  test('a blog article carries BlogPosting data and hreflang to the other language\u2019s slug', async ({ browser }) => {
    const { context, page } = await noJsPage(browser);
    await page.goto('/blog');
    const href = await page.locator('.article-card__title a').first().getAttribute('href');
    expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
    await page.goto(href!);
    const head = await headOf(page);
    expect(head.h1).toHaveLength(1);
    expect(head.canonical).toBe(`${BASE_URL}${href}`);
    const indonesian = head.alternates.id!;
    expect(indonesian).toMatch(new RegExp(`^${BASE_URL}/id/blog/[a-z0-9-]+$`));
    expect(indonesian).not.toBe(`${BASE_URL}/id${href}`);
    expect(head.alternates['x-default']).toBe(`${BASE_URL}${href}`);
    const posting = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')).find((data) => data['@type'] === 'BlogPosting'));
    expect(posting).toMatchObject({ headline: head.h1[0], inLanguage: 'en', author: { name: expect.any(String) } });
    expect(posting.datePublished).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(posting.dateModified).toMatch(/^\d{4}-\d\d-\d\dT/);
    await expect(page.locator('.article__body')).not.toBeEmpty();

    // The Indonesian twin points back to the English slug.
    const response = await page.goto(indonesian);
    expect(response?.status()).toBe(200);
    const twin = await headOf(page);
    expect(twin.lang).toBe('id');
    expect(twin.h1).toHaveLength(1);
    expect(twin.canonical).toBe(indonesian);
    expect(twin.alternates).toEqual({ en: `${BASE_URL}${href}`, id: indonesian, 'x-default': `${BASE_URL}${href}` });
    // Each slug belongs to its own language: the English slug under /id is a permanent redirect to the Indonesian one.
    const crossed = await page.request.get(`/id${href}`, { maxRedirects: 0 });
    expect(crossed.status()).toBe(301);
    expect(crossed.headers().location).toBe(indonesian.replace(BASE_URL, ''));
    await context.close();
  });

  test('footer and FAQ links on Indonesian pages lead straight to the Indonesian addresses, not through a redirect', async ({
    request,
  }) => {
    const html = await (await request.get('/id/contact-us')).text();
    const footer = html.slice(html.indexOf('<footer'));
    const links = [...footer.matchAll(/<a href="(\/[^"#]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
    expect(links).toContain('/id/page/tanya-jawab');
    expect(links).toContain('/id/page/kebijakan-privasi');
    expect(html).toContain('href="/id/page/tanya-jawab"');
    for (const link of new Set(links)) {
      const response = await request.get(link, { maxRedirects: 0 });
      // 200, or the login step of a page that needs an account; never a moved address.
      if (response.status() === 302) expect(response.headers().location, link).toMatch(/^\/id\/auth\/login\?redirect=/);
      else expect(response.status(), link).toBe(200);
    }
  });

  test('a tag list names its version in the other language when that language has articles with the tag', async ({ request }) => {
    const blog = await (await request.get('/blog')).text();
    const tagged = /href="(\/blog\?tag=[^"]+)"/.exec(blog)![1]!.replaceAll('&amp;', '&');
    const html = await (await request.get(tagged)).text();
    expect(html).toContain(`rel="canonical" href="${BASE_URL}${tagged}"`);
    expect(html).toContain(`hrefLang="id" href="${BASE_URL}/id${tagged}"`);
    expect((await request.get(`/id${tagged}`)).status()).toBe(200);
    // The switch's Indonesian button lands on the same list: the form's one path, or the path it names for Indonesian.
    expect(html).toMatch(/<button(?=[^>]*name="locale")(?=[^>]*value="id-ID")/);
    const switchTo = [...html.matchAll(/<input type="hidden" name="path(?:-id-ID)?" value="([^"]+)"\/>/g)].map((m) =>
      m[1]!.replaceAll('&amp;', '&'),
    );
    expect(switchTo).toContain(tagged);
    // A tag no article of either language carries is no page.
    expect((await request.get('/blog?tag=no-such-tag')).status()).toBe(404);
  });

  test('a list page past the last one is 404, not an empty copy', async ({ request }) => {
    const directory = await (await request.get('/company')).text();
    const profile = /href="(\/company\/[a-z0-9-]+)"/.exec(directory)![1]!;
    expect((await request.get(profile)).status()).toBe(200);
    expect((await request.get(`${profile}?page=1`)).status()).toBe(200);
    expect((await request.get(`${profile}?type=salary&page=999`)).status()).toBe(404);
    // A very large number is past the end as well, not page 1 again.
    const tag = /href="\/blog\?tag=([a-z0-9-]+)"/.exec(await (await request.get('/blog')).text())![1]!;
    // Every list answers a page past its end alike (search, companies, blog tags): a 404.
    for (const path of [
      '/company?page=1001',
      '/company?page=99999999999',
      '/blog?page=1001',
      `/blog?tag=${tag}&page=999`,
      `${profile}?page=5000`,
      '/explore-jobs?page=999',
      '/id/explore-jobs?q=engineer&page=999',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    // The directory likewise: a page past its last one is 404, the first page of an empty search is not.
    expect((await request.get('/company?page=999')).status()).toBe(404);
    expect((await request.get('/company?q=zzzz-no-such-company')).status()).toBe(200);
  });

  test('a control character in the company search is dropped, not a 500; a NUL is a 400', async ({ request }) => {
    for (const path of ['/company?q=%01', '/id/company?q=%1F', '/company?q=a%01b'])
      expect((await request.get(path)).status(), path).toBe(200);
    expect(await (await request.get('/company?q=a%01b')).text()).toContain('name="q" value="ab"');
    // PostgreSQL takes no NUL in text: the address is refused as a whole (e2e/nul-input.spec.ts).
    for (const path of ['/company?q=%00', '/id/company?q=a%00b']) expect((await request.get(path)).status(), path).toBe(400);
  });

  test('a company page opens on the first review tab that has reviews, which has no second address', async ({ browser }) => {
    const { context, page } = await noJsPage(browser);
    const path = `/company/${SPARSE_REVIEWS_COMPANY}`;
    await page.goto(path);
    const tabs = page.locator('.tabs a');
    await expect(tabs.locator('.tabs__count')).toHaveText(['1', '2', '0', '0', '0']);
    await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
    await expect(tabs.first()).toHaveAttribute('href', `${path}#reviews`);
    await expect(page.locator('.review').first()).toBeVisible();
    // The empty "Company" tab is reached by its type, in the tabs and in the rating card alike.
    await expect(tabs.last()).toHaveAttribute('href', `${path}?type=company_review#reviews`);
    await expect(page.locator('.rating-summary__types a').last()).toHaveAttribute('href', `${path}?type=company_review#reviews`);
    await expect(page.locator('.rating-summary__types a').first()).toHaveAttribute('href', `${path}#reviews`);
    expect((await headOf(page)).canonical).toBe(`${BASE_URL}${path}`);
    // Asked for by its type, the default tab is the same page and says so.
    await page.goto(`${path}?type=interview`);
    expect((await headOf(page)).canonical).toBe(`${BASE_URL}${path}`);
    await page.goto(`${path}?type=company_review`);
    expect((await headOf(page)).canonical).toBe(`${BASE_URL}${path}?type=company_review`);
    await expect(page.locator('.tabs a[aria-current="page"]')).toHaveText(/^Company/);
    await context.close();
  });

  test("a company page's Organization markup names the employer's own site and a postal address, and is what its rating reviews", async ({
    request,
  }) => {
    for (const prefix of ['', '/id']) {
      const html = await (await request.get(`${prefix}/company/${MEDIA_COMPANY}`)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1]!) as Record<string, unknown>,
      );
      const organization = blocks.find((block) => block['@type'] === 'Organization')!;
      const rating = blocks.find((block) => block['@type'] === 'EmployerAggregateRating')!;
      expect(organization['@id']).toBe(`${BASE_URL}${prefix}/company/${MEDIA_COMPANY}#organization`);
      // The employer's site, the one the page links as its website: not the company page on this site.
      expect(organization.url).toBe('https://www.sriwijaya-digital-kreasi-persada.example');
      expect(html).toContain('href="https://www.sriwijaya-digital-kreasi-persada.example"');
      expect(organization.address).toEqual({
        '@type': 'PostalAddress',
        streetAddress: 'Jl. Panglima Polim No. 119',
        addressLocality: 'Cilegon',
        addressRegion: 'Banten',
        postalCode: expect.stringMatching(/^42\d{3}$/) as unknown,
        addressCountry: 'ID',
      });
      expect(rating.itemReviewed).toMatchObject({ '@type': 'Organization', '@id': organization['@id'], name: organization.name });
    }
  });

  test('a company page gives one rating, from its company reviews, in the header, the rating card, the Reviews section and the markup', async ({
    browser,
  }) => {
    const { context, page } = await noJsPage(browser);
    // Kencana has company reviews and better-rated reviews of other kinds; Adhi has no company review at all.
    await page.goto('/company/kencana-agro-sejahtera');
    const stars = page.locator('.company-hero__rating [role="img"]');
    const shown = await page.locator('.company-hero__rating-value').textContent();
    expect(shown).toMatch(/^\d\.\d$/);
    await expect(page.locator('.rating-summary__value')).toHaveText(shown!);
    await expect(page.locator('.review-summary__value')).toHaveText(shown!);
    await expect(stars).toHaveAttribute('aria-label', `Rated ${shown} out of 5`);
    const counted = await page.locator('.company-hero__rating a').textContent();
    expect(counted).toMatch(/^Based on \d+ company reviews?$/);
    await expect(page.locator('.rating-summary__count').first()).toHaveText(counted!);
    await expect(page.locator('.review-summary__count')).toHaveText(counted!);
    // The number explains what it counts, where it is given and where it is detailed.
    await expect(page.getByText('The rating is the average of the overall stars in company reviews').first()).toBeVisible();
    const rating = (
      await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>))
    ).find((block) => block['@type'] === 'EmployerAggregateRating')!;
    expect(String(rating.ratingValue)).toBe(String(Number(shown)));
    expect(`Based on ${String(rating.ratingCount)} company review${rating.ratingCount === 1 ? '' : 's'}`).toBe(counted);
    // The Company tab counts those same reviews.
    await expect(page.locator('.tabs a', { hasText: /^Company/ }).locator('.tabs__count')).toHaveText(String(rating.ratingCount));

    await page.goto(`/company/${SPARSE_REVIEWS_COMPANY}`);
    await expect(page.locator('.company-hero__rating')).toHaveCount(0);
    expect(await jsonLdTypes(page)).not.toContain('EmployerAggregateRating');
    await context.close();
  });

  test('a review or company overview in the other language than the page carries its lang; the markup describes in the page language', async ({
    request,
  }) => {
    // The first seedJobs() seeds an in-memory copy of the demo data to find such companies.
    test.setTimeout(120_000);
    const { reviewIn, overviewIn } = await seedJobs();
    for (const [pageLang, prefix] of [
      ['en', ''],
      ['id', '/id'],
    ] as const) {
      for (const written of ['en', 'id'] as const) {
        const reviews = await (await request.get(`${prefix}/company/${reviewIn[written].slug}`)).text();
        const headline = new RegExp(`<p class="review__title"( lang="(en|id)")?>${reviewIn[written].title}</p>`).exec(reviews);
        expect(headline, `${prefix} ${written} review`).not.toBeNull();
        expect(headline![2], `${prefix} ${written} review`).toBe(written === pageLang ? undefined : written);
        // Its body and pros are marked alike; the site's own labels ("Pros") stay unmarked.
        if (written !== pageLang) expect(reviews).toMatch(new RegExp(`<p class="review__body" lang="${written}">`));
        expect(reviews).not.toMatch(/<dt lang=/);

        const html = await (await request.get(`${prefix}/company/${overviewIn[written].slug}`)).text();
        const start = overviewIn[written].start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        const paragraph = new RegExp(`<p( lang="(en|id)")?>${start}`).exec(html);
        expect(paragraph, `${prefix} ${written} overview`).not.toBeNull();
        expect(paragraph![2], `${prefix} ${written} overview`).toBe(written === pageLang ? undefined : written);
        const organization = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
          .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
          .find((block) => block['@type'] === 'Organization')!;
        // The overview where it is in the page's language, else the page's own summary, in that language.
        if (written === pageLang) expect(String(organization.description)).toMatch(new RegExp(`^${start}`));
        else expect(String(organization.description)).toMatch(pageLang === 'en' ? /: company profile\b/ : /: profil perusahaan\b/);
      }
    }
  });

  test('a review tab other than the one the company page opens on is kept out of the index, its links followed', async ({ request }) => {
    const path = `/company/${SPARSE_REVIEWS_COMPANY}`;
    for (const type of ['company_review', 'salary', 'benefits', 'workplace_photo']) {
      const html = await (await request.get(`${path}?type=${type}`)).text();
      expect(html, type).toMatch(/<meta name="robots" content="noindex"\/>/);
    }
    expect(await (await request.get(path)).text()).not.toContain('name="robots"');
    expect(await (await request.get(`${path}?type=interview`)).text()).toContain(`<link rel="canonical" href="${BASE_URL}${path}"/>`);
  });

  test('company titles, descriptions and social images say only what the company has', async ({ browser }) => {
    const { context, page } = await noJsPage(browser);
    const description = () => page.locator('meta[name="description"]').getAttribute('content');
    await page.goto('/company/andalas-pangan-prima');
    expect(await description()).toBe(
      'PT Andalas Pangan Prima (Food & Beverage, Serang): company profile, 1 candidate review, and 3 open jobs.',
    );
    // Seeded logos are SVG, which social networks do not show: the site's card stands in.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${BASE_URL}/icons/og-default.png`);
    await page.goto('/company/rajawali-medika-indonesia');
    expect(await description()).toBe(
      'RS Rajawali Medika Indonesia (Healthcare & Hospitals, Bogor): company profile, 6 candidate reviews, photos, and 1 open job.',
    );
    await page.goto('/company/cendana-tambang-abadi');
    expect(await description()).toBe('PT Cendana Tambang Abadi (Mining & Energy, Badung): company profile and 6 open jobs.');
    await page.goto('/id/company/cendana-tambang-abadi');
    expect(await description()).toBe('PT Cendana Tambang Abadi (Pertambangan & Energi, Badung): profil perusahaan dan 6 lowongan aktif.');
    // The first page of a review tab is not numbered.
    await page.goto(`/company/${MEDIA_COMPANY}?type=salary`);
    // (Too long for the site's name after it: the title keeps the words that tell the pages apart.)
    await expect(page).toHaveTitle(/: salary reviews$/);
    await page.goto(`/id/company/${MEDIA_COMPANY}?type=salary`);
    await expect(page).toHaveTitle(/: ulasan gaji$/);
    await context.close();
  });

  test('unknown company, article and page slugs are 404; private profiles are 404', async ({ request }) => {
    for (const path of [
      '/company/no-such-company',
      '/id/company/no-such-company',
      '/blog/no-such-article',
      '/page/no-such-page',
      '/profile/no-such-person',
      // A control character names nothing either (a NUL is refused before routing: e2e/nul-input.spec.ts).
      '/profile/%01',
      '/id/company/%1F',
      '/blog/a%01b',
      '/job/x/%01',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain('<p class="error-page__status">404</p>');
    }
  });

  test('a public candidate profile is shown, noindex; /profile asks signed-out visitors to log in', async ({ browser, request }) => {
    const { context, page } = await noJsPage(browser);
    const response = await page.goto(`/profile/${PUBLIC_PROFILE}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Putri Anggraini');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('#profile-work')).toBeVisible();
    // Degrees are stored as option codes; visitors read the site's labels for them.
    await expect(page.locator('.timeline__org', { hasText: 'Akuntansi' })).toHaveText('Bachelor (S1), Akuntansi');
    await page.goto(`/id/profile/${PUBLIC_PROFILE}`);
    await expect(page.locator('#profile-work')).toHaveText('Pengalaman kerja');
    await expect(page.locator('.timeline__org', { hasText: 'Akuntansi' })).toHaveText('Sarjana (S1), Akuntansi');
    await context.close();
    const own = await request.get('/profile', { maxRedirects: 0 });
    expect(own.status()).toBe(302);
    expect(own.headers().location).toBe('/auth/login?redirect=%2Fprofile');
    const ownId = await request.get('/id/profile', { maxRedirects: 0 });
    expect(ownId.headers().location).toBe('/id/auth/login?redirect=%2Fid%2Fprofile');
  });

  test('the company directory searches by name and filters by industry with plain GET forms', async ({ browser }) => {
    const { context, page } = await noJsPage(browser);
    await page.goto('/company');
    const firstName = (await page.locator('.company-card__title').first().textContent())!.trim();
    const word = firstName.replace(/^(PT|CV|RS)\s+/, '').split(' ')[0]!;
    await page.getByLabel('Company name').fill(word);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`/company\\?q=${word}`));
    await expect(page.locator('.company-card__title', { hasText: firstName })).toBeVisible();
    const option = page.locator('#company-industry option').nth(1);
    const industry = await option.getAttribute('value');
    const industryLabel = (await option.textContent())!.replace(/\s*\(\d+\)\s*$/, '').trim();
    await page.goto(`/company?industry=${industry}`);
    expect(await page.locator('.company-card').count()).toBeGreaterThan(0);
    // A page of its own for search engines: its own heading and title, not a copy of /company's.
    await expect(page.locator('h1')).toHaveText(`${industryLabel} companies`);
    await expect(page).toHaveTitle(new RegExp(`^${industryLabel.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} companies \\|`));
    await context.close();
  });
});

test.describe('contact form', () => {
  test('without JavaScript: inline errors keep the typed values; good input stores and shows success', async ({ browser }) => {
    const { context, page } = await noJsPage(browser);
    await page.goto('/contact-us');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Phone / WhatsApp').fill('12');
    await page.getByLabel('Message').fill('Hello there');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('.form-alert--error')).toHaveText('Required field!');
    await expect(page.locator('.field-error')).toHaveCount(3);
    await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
    await expect(page.getByLabel('Message')).toHaveValue('Hello there');
    await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Full name').fill('Budi Santoso');
    await page.getByLabel('Email').fill('budi@example.com');
    await page.getByLabel('Phone / WhatsApp').fill('0812 3456 7890');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('.form-alert--success')).toContainText('Your message has been sent');
    await expect(page.getByLabel('Full name')).toHaveValue('');
    await context.close();
  });

  test('with JavaScript: the first message of the first field in a dialog, then the Success dialog', async ({ page }) => {
    await page.goto('/id/contact-us');
    await waitForHydration(page);
    await page.getByLabel('Email').fill('salah');
    await page.getByRole('button', { name: 'Kirim pesan' }).click();
    const dialog = page.locator('dialog.dialog[open]');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Wajib diisi!');
    await dialog.getByRole('button').click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('.field-error')).toHaveCount(4);

    await page.getByLabel('Nama lengkap').fill('Siti Aminah');
    await page.getByLabel('Email').fill('siti@example.com');
    await page.getByLabel('Telepon / WhatsApp').fill('+62 813-1111-2222');
    await page.getByLabel('Pesan').fill('Saya ingin bertanya tentang lowongan.');
    await page.getByRole('button', { name: 'Kirim pesan' }).click();
    await expect(dialog.locator('.dialog__title')).toHaveText('Berhasil');
    await expect(dialog).toContainText('Pesan Anda sudah terkirim');
    await expect(page.getByLabel('Nama lengkap')).toHaveValue('');
  });

  test('form state from a no-JavaScript post survives hydration of the answer page', async ({ page }) => {
    // First load only: serve empty scripts (not aborted requests, which would log console errors), so
    // the form posts natively; the answer page then loads its scripts and hydrates with formState.
    let blocked = true;
    await page.route('**/assets/*.js', (route) =>
      blocked ? route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }) : route.fallback(),
    );
    await page.goto('/contact-us');
    await page.getByLabel('Full name').fill('Budi');
    await page.getByLabel('Email').fill('budi@@example');
    blocked = false;
    const post = page.waitForRequest((request) => request.method() === 'POST' && !request.headers()['rsc-action']);
    await page.getByRole('button', { name: 'Send message' }).click();
    expect((await post).headers()['content-type']).toContain('multipart/form-data');
    await page.waitForLoadState('load');
    await waitForHydration(page);
    // Inline state rendered by the server is kept by the client, and no dialog pops up for it.
    await expect(page.locator('.form-alert--error')).toHaveText('Invalid email address');
    await expect(page.getByLabel('Email')).toHaveValue('budi@@example');
    await expect(page.getByLabel('Full name')).toHaveValue('Budi');
    await expect(page.locator('dialog.dialog[open]')).toHaveCount(0);
    // Hydrated for real: the next submit is a server function call.
    const call = page.waitForRequest((request) => request.method() === 'POST' && request.headers()['rsc-action'] !== undefined);
    await page.getByRole('button', { name: 'Send message' }).click();
    expect((await call).headers()['rsc-action']).toBe('src/server/actions/contact.ts#sendContactMessage');
    await expect(page.locator('dialog.dialog[open]')).toContainText('Invalid email address');
  });
});

test.describe('company gallery lightbox', () => {
  test('opens, wraps both ways, follows keys and swipes, closes on Escape and gives focus back', async ({ page }) => {
    await page.goto(`/company/${MEDIA_COMPANY}`);
    await waitForHydration(page);
    const thumbs = page.locator('.gallery-thumb');
    const lightbox = page.locator('dialog.lightbox');
    const counter = lightbox.locator('.lightbox__counter');
    await expect(lightbox).toBeHidden();
    await thumbs.first().click();
    await expect(lightbox).toBeVisible();
    await expect(counter).toHaveText('1 of 6');
    await expect(lightbox.locator('img')).toHaveAttribute('src', '/images/gallery/photo-1.jpg');

    await lightbox.getByRole('button', { name: 'Previous' }).click();
    await expect(counter).toHaveText('6 of 6');
    const video = lightbox.locator('video');
    await expect(video).toHaveAttribute('src', /\.mp4$/);
    expect(await video.evaluate((v: HTMLVideoElement) => ({ autoplay: v.autoplay, controls: v.controls }))).toEqual({
      autoplay: true,
      controls: true,
    });
    await lightbox.getByRole('button', { name: 'Next' }).click();
    await expect(counter).toHaveText('1 of 6');

    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('2 of 6');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('1 of 6');

    const stage = lightbox.locator('.lightbox__stage');
    const swipe = async (fromX: number, toX: number) => {
      await stage.dispatchEvent('pointerdown', { clientX: fromX, clientY: 300, pointerType: 'touch', isPrimary: true, button: 0 });
      await stage.dispatchEvent('pointerup', { clientX: toX, clientY: 310, pointerType: 'touch', isPrimary: true, button: 0 });
    };
    await swipe(700, 500);
    await expect(counter).toHaveText('2 of 6');
    await swipe(500, 700);
    await expect(counter).toHaveText('1 of 6');
    await swipe(500, 530); // too short: not a swipe
    await expect(counter).toHaveText('1 of 6');

    // Focus stays inside the open lightbox.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('dialog.lightbox') !== null)).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    expect(await thumbs.first().evaluate((element) => element === document.activeElement)).toBe(true);
  });

  test('YouTube and Vimeo items play embedded, privacy-friendly, with a fallback thumbnail offline', async ({ page }) => {
    await page.goto(`/company/${MEDIA_COMPANY}`);
    await waitForHydration(page);
    const youtubeThumb = page.locator('.gallery-thumb[href*="youtube.com"]');
    // This machine cannot reach the provider: the page falls back to the item's own image.
    await expect(youtubeThumb.locator('img')).toHaveAttribute('src', /^\/images\//);
    await youtubeThumb.click();
    const lightbox = page.locator('dialog.lightbox');
    await expect(lightbox.locator('.lightbox__counter')).toHaveText('4 of 6');
    // Nothing is loaded from the provider until the viewer presses play.
    await expect(lightbox.locator('iframe')).toHaveCount(0);
    await page.route(/youtube-nocookie\.com|vimeo\.com/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    await lightbox.locator('.lightbox__play').click();
    await expect(lightbox.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1');
    // The play button is gone: focus is on the dialog (not lost to the page, not inside the player).
    expect(await lightbox.evaluate((dialog) => dialog === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await lightbox.locator('.lightbox__play').click();
    await expect(lightbox.locator('iframe')).toHaveAttribute('src', /^https:\/\/player\.vimeo\.com\/video\/1084537\?autoplay=1&dnt=1$/);
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
  });
});

test.describe('team flip cards', () => {
  test('turn on keyboard focus and on tap', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    await page.goto('/team');
    await waitForHydration(page);
    const cards = page.locator('.flip-card');
    await expect(cards.first()).toHaveAttribute('data-flipped', 'false');

    await page.keyboard.press('Tab'); // skip link first
    while (!(await page.evaluate(() => document.activeElement?.classList.contains('flip-card__toggle')))) await page.keyboard.press('Tab');
    await expect(cards.first()).toHaveAttribute('data-flipped', 'true');
    await expect(cards.first().locator('.flip-card__toggle')).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(() =>
        cards
          .first()
          .locator('.flip-card__inner')
          .evaluate((el) => getComputedStyle(el).transform),
      )
      .not.toBe('none');
    await page.keyboard.press('Tab');
    await expect(cards.first()).toHaveAttribute('data-flipped', 'false');
    await expect(cards.nth(1)).toHaveAttribute('data-flipped', 'true');

    await cards.nth(2).locator('.flip-card__toggle').tap();
    await expect(cards.nth(2)).toHaveAttribute('data-flipped', 'true');
    await cards.nth(2).locator('.flip-card__toggle').tap();
    await expect(cards.nth(2)).toHaveAttribute('data-flipped', 'false');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('without JavaScript, focus turns a card through CSS and the back text is there', async ({ browser }) => {
    const { context, page } = await noJsPage(browser);
    await page.goto('/team');
    const card = page.locator('.flip-card').first();
    await expect(card.locator('.flip-card__bio')).not.toBeEmpty();
    await card.locator('.flip-card__toggle').focus();
    await expect.poll(() => card.locator('.flip-card__inner').evaluate((el) => getComputedStyle(el).transform)).not.toBe('none');
    await context.close();
  });
});
