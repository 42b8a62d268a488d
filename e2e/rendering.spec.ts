import http from 'node:http';
import { BASE_URL } from '../playwright.config';
import { expect, headOf, test } from './fixtures';

test.describe('server rendering without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, lang, heading, title] of [
    ['/', 'en', 'Find your next job in Indonesia', 'Find your next job in Indonesia | Karir Nusantara'],
    ['/id', 'id', 'Temukan pekerjaan berikutnya di Indonesia', 'Temukan pekerjaan berikutnya di Indonesia | Karir Nusantara'],
    ['/explore-jobs', 'en', 'Explore jobs', 'Explore jobs | Karir Nusantara'],
    ['/id/explore-jobs', 'id', 'Cari lowongan', 'Cari lowongan | Karir Nusantara'],
    ['/auth/login', 'en', 'Log in to your account', 'Log in | Karir Nusantara'],
    ['/id/auth/register', 'id', 'Buat akun kandidat', 'Buat akun | Karir Nusantara'],
  ] as const) {
    test(`${path} has its full content, language, title, canonical and hreflang`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const head = await headOf(page);
      expect(head.lang).toBe(lang);
      expect(head.title).toBe(title);
      expect(head.h1).toEqual([heading]);
      const englishPath = path.replace(/^\/id(?=\/|$)/, '') || '/';
      const indonesianPath = englishPath === '/' ? '/id' : `/id${englishPath}`;
      expect(head.canonical).toBe(`${BASE_URL}${path === '/id' ? '/id' : path}`);
      expect(head.alternates).toEqual({
        en: `${BASE_URL}${englishPath}`,
        id: `${BASE_URL}${indonesianPath}`,
        'x-default': `${BASE_URL}${englishPath}`,
      });
      if (path.includes('/auth/')) {
        // Candidate auth layouts: no site navigation, a way across to the employer site instead.
        await expect(page.locator('a[href^="https://employer.example.test/auth/"]')).toHaveCount(1);
      } else {
        await expect(page.locator('header nav')).toBeVisible();
        await expect(page.locator('footer')).toContainText('Karir Nusantara');
      }
    });
  }

  test('an unknown address answers 404 with the not-found page and a way home', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('This page could not be found');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(`${BASE_URL}/`);
  });

  test('the 404 page speaks Indonesian under /id', async ({ page }) => {
    const response = await page.goto('/id/tidak-ada');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Halaman ini tidak dapat ditemukan');
    // An error page is no page of its own: kept out of the index, naming no canonical or language versions.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"], link[hreflang]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/id');
  });
});

test('the HTML shell streams before a slow section resolves', async () => {
  const chunks: { at: number; text: string }[] = [];
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    http
      .get(`${BASE_URL}/__test/streaming`, { headers: { 'accept-encoding': 'identity' } }, (res) => {
        res.setEncoding('utf8');
        res.on('data', (text: string) => chunks.push({ at: Date.now() - started, text }));
        res.on('end', resolve);
      })
      .on('error', reject);
  });
  const html = chunks.map((chunk) => chunk.text).join('');
  const slowIndex = chunks.findIndex((chunk) => chunk.text.includes('The slow section has arrived.'));
  const shellIndex = chunks.findIndex((chunk) => chunk.text.includes('<header'));
  expect(shellIndex).toBeGreaterThanOrEqual(0);
  expect(slowIndex).toBeGreaterThan(shellIndex);
  // The slow section waits 1500 ms; the shell must not.
  expect(chunks[shellIndex]!.at).toBeLessThan(1000);
  expect(chunks[slowIndex]!.at).toBeGreaterThanOrEqual(1400);
  expect(html).toContain('data-testid="slow-fallback"');
  expect(html.trimEnd().endsWith('</body></html>')).toBe(true);
});

test('crawlers get complete HTML with every streamed section already in place', async () => {
  const html = await new Promise<string>((resolve, reject) => {
    http
      .get(
        `${BASE_URL}/__test/streaming`,
        { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (text: string) => (body += text));
          res.on('end', () => resolve(body));
        },
      )
      .on('error', reject);
  });
  expect(html).toContain('<p data-testid="slow-section">The slow section has arrived.</p>');
  expect(html).not.toContain('data-testid="slow-fallback"');
});

test('the streamed slow section replaces its fallback in the browser', async ({ page }) => {
  await page.goto('/__test/streaming');
  await expect(page.getByTestId('slow-section')).toHaveText('The slow section has arrived.');
  await expect(page.getByTestId('slow-fallback')).toHaveCount(0);
});

test('no page is wider than a small phone: nothing scrolls sideways at 320 and 375 px', async ({ browser, request }) => {
  const directory = await (await request.get('/company')).text();
  const company = /href="(\/company\/[a-z0-9-]+)"/.exec(directory)![1]!;
  const search = await (await request.get('/explore-jobs')).text();
  const job = /href="(\/job\/[^"]+)"/.exec(search)![1]!;
  for (const width of [320, 375]) {
    const context = await browser.newContext({ viewport: { width, height: 740 } });
    const page = await context.newPage();
    for (const path of ['/', '/explore-jobs', '/id/explore-jobs', company, `/id${company}`, job, '/blog', '/about']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
    await context.close();
  }
});

test('the job search page links are buttons of at least 40 px, not a bare list', async ({ page }) => {
  await page.goto('/explore-jobs');
  const link = page.locator('ul.pagination a').first();
  const box = await link.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(40);
  expect(box!.width).toBeGreaterThanOrEqual(40);
  expect(await page.locator('ul.pagination').evaluate((list) => getComputedStyle(list).display)).toBe('flex');
});

test('every image a page shows is there: no broken pictures on the home, search, company and job pages', async ({ request }) => {
  const directory = await (await request.get('/company')).text();
  const company = /href="(\/company\/[a-z0-9-]+)"/.exec(directory)![1]!;
  const search = await (await request.get('/explore-jobs')).text();
  const job = /href="(\/job\/[^"]+)"/.exec(search)![1]!;
  const checked = new Set<string>();
  // The search and job pages may show no picture file: the site's mark is inline SVG, and the
  // demo's first companies have monograms, not logos. The others always do.
  const showPictures = new Set(['/', '/id', company, '/about']);
  for (const path of ['/', '/id', '/explore-jobs', company, job, '/about']) {
    const html = await (await request.get(path)).text();
    const sources = [...html.matchAll(/<img\b[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    if (showPictures.has(path)) expect(sources.length, path).toBeGreaterThan(0);
    for (const src of sources) {
      if (checked.has(src) || /^https?:/.test(src) || src.startsWith('data:')) continue;
      checked.add(src);
      const response = await request.get(src);
      expect(response.status(), `${src} on ${path}`).toBe(200);
      expect(response.headers()['content-type'], `${src} on ${path}`).toMatch(/^image\//);
    }
  }
});
