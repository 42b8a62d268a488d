import type { APIRequestContext } from '@playwright/test';
import { inlineFlightOf } from '../src/framework/shared/index';
import { expect, test, waitForHydration } from './fixtures';

/**
 * Frozen parts (server/rsc/frozen-part.tsx): static content rendered to HTML once, which the
 * browser shows and never hydrates, left out of the payload a page inlines (a document's payload
 * names each part's HTML by number; only the server's HTML render holds the list).
 */

async function firstJobPath(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/explore-jobs')).text();
  const path = /href="(\/job\/[a-z0-9-]+\/[a-z0-9]+)"/.exec(html)?.[1];
  expect(path, 'a job link on the search page').toBeTruthy();
  return path!;
}

test('a job page’s description, overview and footer are in its HTML but not in its inline payload; its .rsc carries them', async ({
  request,
}) => {
  const path = await firstJobPath(request);
  const html = await (await request.get(path)).text();
  const nonce = /<script nonce="([^"]+)"/.exec(html)?.[1] ?? '';
  const inline = inlineFlightOf(html, nonce);
  expect(inline, 'the inline payload reads back').not.toBeNull();
  const description = /<div class="job-description">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
  const sentence = /<p>([^<]{20,})<\/p>/.exec(description)?.[1];
  expect(sentence, 'a sentence of the description').toBeTruthy();
  const footerLine = /<p class="container site-footer__legal">([^<]+)<\/p>/.exec(html)?.[1];
  expect(footerLine).toBeTruthy();
  for (const text of [sentence!, footerLine!]) expect(inline).not.toContain(text);
  expect(inline).not.toMatch(/"frozenPartOf":"[^"]+","html":/);
  for (const part of ['job-summary', 'job-description', 'job-overview', 'footer', 'main-nav']) {
    expect(inline).toMatch(new RegExp(`\\{"frozenPartOf":"${part}","at":\\d+\\}`));
  }
  // What a client navigation fetches is whole: each part as the HTML the server rendered once.
  const payload = await (await request.get(`${path}.rsc`)).text();
  expect(payload).toContain(sentence!);
  expect(payload).toContain(footerLine!);
  expect(payload).not.toMatch(/"frozenPartOf":"[^"]+","at":/);
  for (const part of ['job-summary', 'job-description', 'job-overview', 'footer', 'main-nav']) {
    expect(payload).toContain(`{"frozenPartOf":"${part}","html":"`);
  }
});

test('links in frozen parts are client navigations, and the parts show again after them', async ({ page, request }) => {
  const path = await firstJobPath(request);
  await page.goto(path);
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 5));
  const description = (await page.locator('.job-description').innerText()).slice(0, 40);

  // The company link in the overview, then a footer link: no reload.
  await page.locator('.job-company__name a').click();
  await expect(page).toHaveURL(/\/company\//);
  await expect(page.locator('footer.site-footer')).toBeVisible();
  await page.locator('footer.site-footer a[href="/explore-jobs"]').click();
  await expect(page).toHaveURL(/\/explore-jobs$/);
  await expect(page.locator('.explore-filters__panel input[name="type"]').first()).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(5);

  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.locator('.job-description')).toContainText(description);
  await expect(page.locator('.job-overview')).toBeVisible();
  await expect(page.locator('footer.site-footer')).toHaveCount(1);
});

test('search filters in a frozen part keep working: applied, then shown as chosen on the next page', async ({ page }) => {
  await page.goto('/explore-jobs');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 9));
  await page.locator('.explore-filters__panel input[name="type"][value="FULL_TIME"]').check();
  await page.locator('.explore-filters__panel').getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/type=FULL_TIME/);
  await expect(page.locator('.explore-filters__panel input[name="type"][value="FULL_TIME"]')).toBeChecked();
  await page.locator('.pagination a[rel="next"]').click();
  await expect(page).toHaveURL(/type=FULL_TIME&page=2|page=2&type=FULL_TIME/);
  await expect(page.locator('.pagination [aria-current="page"]')).toContainText('2');
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(9);
});

test('a part with nothing to show on the next page is emptied: clearing filters after landing on a filtered search', async ({ page }) => {
  // Landing here, the chips are the server's HTML only; the next page has no chips at all.
  await page.goto('/explore-jobs?type=FULL_TIME');
  await waitForHydration(page);
  await expect(page.locator('.filter-chip')).toHaveCount(1);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 3));
  await page.locator('.filter-chips__clear').click();
  await expect(page).toHaveURL(/\/explore-jobs$/);
  await expect(page.locator('.explore-filters__panel input[name="type"][value="FULL_TIME"]')).not.toBeChecked();
  await expect(page.locator('.filter-chip')).toHaveCount(0);
  await expect(page.locator('.filter-chips__clear')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(3);
});

test('the copy link in a job’s share links copies the page’s address', async ({ page, context, request, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const path = await firstJobPath(request);
  await page.goto(path);
  await waitForHydration(page);
  await page.locator('.job-share__link--copy').click();
  await expect(page.locator('.toast-region')).toContainText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${path}`);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
});

test('a guest’s search page sends its cards as one frozen part, in the grid’s payload row: dates and bookmark buttons in the HTML only', async ({
  page,
}) => {
  await page.goto('/explore-jobs');
  // As served: the live document's scripts show no nonce (the browser hides it).
  const html = await (await page.request.get('/explore-jobs')).text();
  const cards = page.locator('article.job-card');
  const count = await cards.count();
  expect(count, 'cards on the first page of results').toBeGreaterThan(5);
  // The list's items are the part's HTML, each card whole: posted date and bookmark button too.
  await expect(
    page.locator('ul.job-grid[data-frozen-part="job-grid"] > li > article.job-card .job-card__footer .bookmark-button'),
  ).toHaveCount(count);
  const nonce = /<script nonce="([^"]+)"/.exec(html)?.[1] ?? '';
  const inline = inlineFlightOf(html, nonce) ?? '';
  // React moves an element past the first few kilobytes of a row to a row of its own, which the
  // HTML render then waits for; the cards are one reference in the grid's props, so they stay put.
  const gridRow = inline.split('\n').find((row) => row.includes('"cards":{'));
  expect(gridRow, 'the grid’s row').toBeTruthy();
  expect(gridRow).toMatch(/"cards":\{"frozenPartOf":"job-grid","at":\d+\}/);
  // Nothing for a footer the browser would render: no dates, saved states or button texts.
  for (const key of ['"posted":', '"saved":', '"footer":', '"saveLabel":']) expect(inline).not.toContain(key);
  // No part of the page carries its HTML in the browser's copy: the page shows it.
  expect(inline).not.toMatch(/"frozenPartOf":"[^"]+","html":/);
});

test('a signed-in visitor’s cards keep their footers live: the payload carries each card’s date and saved state', async ({ page }) => {
  await page.goto(`/auth/login?redirect=${encodeURIComponent('/explore-jobs')}`);
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('demo12345');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/explore-jobs$/);
  const html = await (await page.request.get('/explore-jobs')).text();
  const count = (html.match(/<article class="job-card/g) ?? []).length;
  expect(count, 'cards on the first page of results').toBeGreaterThan(5);
  const nonce = /<script nonce="([^"]+)"/.exec(html)?.[1] ?? '';
  const gridRow = (inlineFlightOf(html, nonce) ?? '').split('\n').find((row) => row.includes('"cards":['));
  expect(gridRow, 'the grid’s row').toBeTruthy();
  expect(gridRow!.match(/"body":\{"frozenPartOf":"job-card","at":\d+\}/g)).toHaveLength(count);
  expect(gridRow!.match(/"posted":\[/g)).toHaveLength(count);
});
