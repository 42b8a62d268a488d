import http from 'node:http';
import { expect, test, waitForHydration } from './fixtures';
import { decoded, get, head, type Reply } from './raw-http';

/** A few fresh connections, so the page has been rendered and stored before a test relies on it. */
async function warm(path: string, headers: Record<string, string> = {}): Promise<void> {
  for (let i = 0; i < 4; i++) await get(path, headers);
}

const policyNonce = (reply: Reply) => /'nonce-([^']+)'/.exec(String(reply.headers['content-security-policy']))?.[1];
const bodyNonces = (html: string) => new Set([...html.matchAll(/<script nonce="([^"]+)"/g)].map((m) => m[1]));

test.describe('page cache for anonymous visitors', () => {
  test('a repeated page comes from the cache, compressed, with the nonce its scripts carry', async () => {
    // Only the seed's jobs, which are hours or days old: jobs earlier tests post say "posted 3
    // minutes ago", so two workers rendering a minute apart rightly send different pages.
    const path = `/explore-jobs?sort=newest&location=sumatera-utara&cache-test=${Date.now()}`;
    // One connection stays with one worker, so the copy it serves later is the one it rendered.
    const oneWorker = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const first = await get(path, { 'accept-encoding': 'gzip, deflate, br' }, oneWorker);
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    await warm(path);
    const second = await get(path, { 'accept-encoding': 'gzip, deflate, br' }, oneWorker);
    expect(second.status).toBe(200);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers.vary).toContain('Accept-Encoding');
    // A CDN keeps a fresh render briefly (a streamed section could still have failed after the
    // headers left), and a page from this cache, which holds complete pages only, for a minute.
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=5');
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    // Serving stale while revalidating is for the CDN only: a browser keeping a guest's page
    // that way would show it again after the visitor logged in.
    expect(first.headers['cdn-cache-control']).toBe('public, s-maxage=5, stale-while-revalidate=600');
    expect(second.headers['cdn-cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=600');
    // The security headers of the rendered response come along with the stored page.
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.headers['content-security-policy']).toContain("'strict-dynamic'");
    expect(second.headers['set-cookie']).toBeUndefined();
    expect(second.headers.etag).toMatch(/^W\/"/);
    const html = decoded(second);
    expect(html).toContain('job-card');
    expect(Number(second.headers['content-length'])).toBe(second.body.length);
    // Every inline script of the stored page runs under the policy sent with it.
    expect([...bodyNonces(html)]).toEqual([policyNonce(second)]);
    // The copy differs from the render in its nonce and nothing else.
    const page = (reply: Reply) => decoded(reply).replaceAll(policyNonce(reply)!, 'NONCE');
    expect(page(first) === page(second), 'the stored page is the page that was rendered').toBe(true);

    const gzipOnly = await get(path, { 'accept-encoding': 'gzip' }, oneWorker);
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(page(gzipOnly) === page(second), 'gzip copy').toBe(true);
    const plain = await get(path, {}, oneWorker);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(page(plain) === page(second), 'uncompressed copy').toBe(true);
    oneWorker.destroy();

    // The ETag leaves the nonce out, so every worker's copy revalidates the same.
    for (let i = 0; i < 2; i++) {
      const revalidated = await get(path, { 'if-none-match': String(second.headers.etag) });
      expect(revalidated.status).toBe(304);
      expect(revalidated.body).toHaveLength(0);
      expect(revalidated.headers.etag).toBe(second.headers.etag);
      // The browser keeps the body (and nonce) it already has: a policy naming this copy's
      // nonce would be merged onto it and block its scripts.
      expect(revalidated.headers['content-security-policy']).toBeUndefined();
    }
  });

  test('every response from the cache carries a nonce of its own, in its policy and in every script', async () => {
    const path = `/explore-jobs?sort=newest&nonce-test=${Date.now()}`;
    await warm(path);
    const nonces = new Set<string>();
    for (const encoding of ['br', 'gzip', 'br', 'identity']) {
      const reply = await get(path, { 'accept-encoding': encoding });
      expect(reply.headers['x-cache']).toBe('HIT');
      const nonce = policyNonce(reply)!;
      expect([...bodyNonces(decoded(reply))]).toEqual([nonce]);
      nonces.add(nonce);
    }
    // A nonce replayed to everyone for minutes would let injected markup carry it.
    expect(nonces.size).toBe(4);
  });

  test('a HEAD request for a page not yet cached leaves later GETs the whole page', async () => {
    const path = `/explore-jobs?sort=salary&cache-test=${Date.now()}`;
    expect((await head(path)).status).toBe(200);
    // Every worker is asked: none of them may have stored the body-less HEAD response.
    for (const reply of await Promise.all([0, 1, 2, 3].map(() => get(path, { 'accept-encoding': 'br' })))) {
      expect(reply.status).toBe(200);
      expect(decoded(reply)).toContain('job-card');
    }
  });

  test('a page whose streamed section failed is not kept in the cache', async () => {
    const path = `/__test/streaming?fail&cache-test=${Date.now()}`;
    for (let i = 0; i < 4; i++) {
      const reply = await get(path);
      expect(reply.status).toBe(200);
      expect(reply.headers['x-cache'], `request ${i + 1}`).toBe('MISS');
    }
    // Nor is the payload inlined in it, which would otherwise be kept as the page's `.rsc`.
    expect((await get(path.replace('/streaming?', '/streaming.rsc?'))).headers['x-cache']).toBe('MISS');
    // The same page without the failure is kept (so the check above is about the failure).
    const healthy = `/__test/streaming?cache-test=${Date.now()}`;
    await warm(healthy);
    expect((await get(healthy)).headers['x-cache']).toBe('HIT');
  });

  test('flight payloads are cached per URL as well', async () => {
    const path = `/explore-jobs.rsc?cache-test=${Date.now()}`;
    const miss = await get(path);
    expect(miss.headers['x-cache']).toBe('MISS');
    await warm(path);
    const hit = await get(path, { 'accept-encoding': 'gzip' });
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['content-type']).toContain('text/x-component');
    // Payloads stay out of search indexes, rendered or cached (robots.txt covers only polite crawlers).
    expect(miss.headers['x-robots-tag']).toBe('noindex');
    expect(hit.headers['x-robots-tag']).toBe('noindex');
    // The listing's cards, as their HTML (a guest's grid is one frozen part): a payload is a whole
    // page. Long HTML travels as a text row of its own, unescaped; short HTML in the part's JSON.
    const payload = decoded(hit);
    expect(payload).toContain('"frozenPartOf":"job-grid","html":"');
    expect(payload).toMatch(/<li><article class=\\?"job-card[^"\\]*\\?">[\s\S]*?<a href=\\?"\/job\/[a-z0-9-]+\/[a-z0-9]+\\?"/);
  });

  test('a search page past its last stays a 404 with the not-found page in either language when it comes from the cache', async () => {
    const languages = [
      ['', 'This page could not be found'],
      ['/id', 'Halaman ini tidak dapat ditemukan'],
    ] as const;
    for (const [prefix, message] of languages) {
      const path = `${prefix}/explore-jobs?q=sales&page=999&cache-test=${Date.now()}`;
      const br = { 'accept-encoding': 'br' };
      const first = await get(path, br);
      await warm(path);
      const again = await get(path, br);
      for (const reply of [first, again]) {
        expect(reply.status, path).toBe(404);
        const html = decoded(reply);
        expect(html).toContain('<p class="error-page__status">404</p>');
        expect(html).toContain(message);
        expect([...bodyNonces(html)], 'every inline script runs under the policy sent with it').toEqual([policyNonce(reply)]);
      }
      // Without the cache, every one of these answers was a whole render.
      expect(again.headers['x-cache'], path).toBe('HIT');
      expect(policyNonce(again)).not.toBe(policyNonce(first));
      const page = (reply: Reply) => decoded(reply).replaceAll(policyNonce(reply)!, 'NONCE');
      expect(page(again) === page(first), 'the stored 404 is the one that was rendered').toBe(true);
      // A 404 has nothing to revalidate: a browser's conditional request still gets the page.
      expect(again.headers.etag).toBeUndefined();
      expect((await get(path, { 'if-none-match': '*' })).status).toBe(404);
      // A client navigation to it gets the not-found payload, also a 404.
      const payload = await get(path.replace('/explore-jobs', '/explore-jobs.rsc'));
      expect(payload.status).toBe(404);
      expect(decoded(payload)).toContain('error-page__status');
    }
  });

  test('a rendered page keeps its payload: a later client navigation to it is answered from the cache', async ({ page }) => {
    const query = `q=sales&cache-test=${Date.now()}`;
    // Only HTML is asked for: each worker renders and stores the page, whose scripts hold its payload.
    await warm(`/explore-jobs?${query}`);
    const html = decoded(await get(`/explore-jobs?${query}`, { 'accept-encoding': 'br' }));
    const payload = await get(`/explore-jobs.rsc?${query}`, { 'accept-encoding': 'br' });
    expect(payload.headers['x-cache']).toBe('HIT');
    expect(payload.headers['content-type']).toContain('text/x-component');
    expect(payload.headers['x-robots-tag']).toBe('noindex');
    expect(payload.headers.etag).toMatch(/^W\/"/);
    const jobLinks = (text: string) => [...new Set([...text.matchAll(/\/job\/[a-z0-9-]+\/[a-z0-9]+/g)].map((m) => m[0]))];
    expect(jobLinks(decoded(payload)).length).toBeGreaterThan(5);
    expect(jobLinks(decoded(payload))).toEqual(jobLinks(html));

    // The browser's runtime shows the page from that payload.
    await page.goto('/about');
    await waitForHydration(page);
    const fetched = page.waitForResponse((r) => r.url().includes(`/explore-jobs.rsc?${query}`));
    await page.evaluate((href) => {
      const link = Object.assign(document.createElement('a'), { href, id: 'to-search', textContent: 'Search' });
      document.querySelector('main')?.append(link);
    }, `/explore-jobs?${query}`);
    await page.locator('#to-search').click();
    expect((await fetched).headers()['x-cache']).toBe('HIT');
    await expect(page).toHaveURL(new RegExp(`/explore-jobs\\?${query}$`));
    await expect(page.locator('.job-card').first()).toBeVisible();
    await expect(page.locator('.job-card h3 a').first()).toHaveAttribute('href', jobLinks(html)[0]!);
  });

  test('a visitor with a session never gets a shared response', async ({ browser }) => {
    const path = `/explore-jobs?cache-test=${Date.now()}`;
    await warm(path);
    expect((await get(path)).headers['x-cache']).toBe('HIT');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('demo12345');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/account\/edit-profile$/);
    const session = (await context.cookies()).find((cookie) => cookie.name === 'karir_session');
    await context.close();
    const personal = await get(path, { cookie: `karir_session=${session!.value}` });
    expect(personal.status).toBe(200);
    expect(personal.headers['x-cache']).toBeUndefined();
    expect(personal.headers['cache-control']).not.toContain('public');
  });

  test('a session cookie that opens to no session does not switch the cache off', async () => {
    const path = `/explore-jobs?cache-test=${Date.now()}`;
    await warm(path);
    for (const cookie of ['karir_session=not-a-real-session', `karir_session=Fe26.2*1*${'a'.repeat(40)}*x*y*z`]) {
      const reply = await get(path, { cookie });
      expect(reply.status).toBe(200);
      expect(reply.headers['x-cache'], cookie).toBe('HIT');
    }
  });

  test("a candidate's public profile is never kept in a shared cache: hiding or deleting it takes effect at once", async () => {
    for (const path of ['/profile/putri-anggraini', '/id/profile/putri-anggraini', '/profile/putri-anggraini.rsc']) {
      await warm(path);
      const again = await get(path);
      expect(again.status, path).toBe(200);
      expect(again.headers['x-cache'], path).toBeUndefined();
      expect(again.headers['cache-control'], path).toBe('private, no-cache');
      expect(again.headers['cdn-cache-control'], path).toBeUndefined();
    }
    // Other open pages still are.
    expect((await get('/about')).headers['x-cache']).toMatch(/HIT|MISS/);
  });

  test('the home page still follows the remembered language once it is cached', async () => {
    await warm('/');
    const cached = await get('/');
    expect(cached.headers['x-cache']).toBe('HIT');
    // A CDN in front must not answer a remembered-Indonesian visitor with the English page.
    expect(cached.headers.vary).toContain('Cookie');
    const remembered = await get('/', { cookie: 'i18n_redirected=id-ID' });
    expect(remembered.status).toBe(302);
    expect(remembered.headers.location).toBe('/id');
    const rememberedHead = await head('/', { cookie: 'i18n_redirected=id-ID' });
    expect(rememberedHead.status).toBe(302);
    expect(rememberedHead.headers.location).toBe('/id');
    // Other pages do not depend on the cookie, so a CDN may keep one copy of them.
    await warm('/about');
    expect((await get('/about')).headers.vary).not.toContain('Cookie');
  });

  test('a cached page hydrates without a policy violation', async ({ page }) => {
    const path = `/explore-jobs?cache-test=${Date.now()}`;
    await page.goto('/offline.html');
    await warm(path, { 'user-agent': await page.evaluate(() => navigator.userAgent) });
    const response = await page.goto(path);
    expect(response?.headers()['x-cache']).toBe('HIT');
    await waitForHydration(page);
    await expect(page.locator('.job-card').first()).toBeVisible();
  });
});
