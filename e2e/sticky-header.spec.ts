import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/**
 * The sticky header on a phone hides what scrolls under it: no page text shows through it
 * and nothing is drawn over it. Its pixels with the page scrolled are the same as at the top.
 */
const PHONE = { width: 390, height: 844 };

async function headerShot(page: Page, y: number): Promise<{ image: Buffer; covered: string[] }> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
  const box = (await page.locator('header.site-header').boundingBox())!;
  expect(box.y).toBe(0);
  // Whatever the eye hits inside the header belongs to the header.
  const covered = await page.evaluate(({ height }) => {
    const header = document.querySelector('header.site-header')!;
    const found: string[] = [];
    for (let x = 5; x < window.innerWidth; x += 40) {
      for (const y of [2, height / 2, height - 2]) {
        const hit = document.elementFromPoint(x, y);
        if (hit && !header.contains(hit)) found.push(`${hit.tagName.toLowerCase()}.${hit.className} at ${x},${Math.round(y)}`);
      }
    }
    return found;
  }, box);
  return { image: await page.screenshot({ clip: { x: 0, y: 0, width: PHONE.width, height: box.height } }), covered };
}

test.describe('the sticky header at 390 px', () => {
  test.use({ viewport: PHONE });

  for (const prefix of ['', '/id']) {
    test(`hides the company page's text scrolling under it${prefix ? ' (Indonesian)' : ''}`, async ({ page, request }) => {
      const directory = await (await request.get('/company')).text();
      const company = /href="(\/company\/[a-z0-9-]+)"/.exec(directory)![1]!;
      await page.goto(`${prefix}${company}`);
      await waitForHydration(page);
      const top = await headerShot(page, 0);
      expect(top.covered).toEqual([]);
      const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      for (const y of [120, 300, 650, 1000, Math.min(1600, height)]) {
        const scrolled = await headerShot(page, y);
        expect(scrolled.covered, `scrolled to ${y}`).toEqual([]);
        expect(scrolled.image.equals(top.image), `the header scrolled to ${y} px looks as at the top`).toBe(true);
      }
    });
  }
});

test.describe('side panels that stick on wider screens', () => {
  for (const width of [1024, 1280]) {
    test(`stop below the header, not under it, at ${width} px, signed out and signed in`, async ({ browser, request }) => {
      const directory = await (await request.get('/company')).text();
      const company = /href="(\/company\/[a-z0-9-]+)"/.exec(directory)![1]!;
      const search = await (await request.get('/explore-jobs')).text();
      const job = /href="(\/job\/[^"]+)"/.exec(search)![1]!;
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      const panels: [string, string][] = [
        [company, '.company-layout__aside'],
        [job, '.job-aside'],
        ['/explore-jobs', '.explore-filters'],
      ];
      const check = async (extra: [string, string][] = []) => {
        for (const [path, selector] of [...panels, ...extra]) {
          await page.goto(path);
          // Where the panel stops when it sticks (its column may end before it gets there).
          const [headerBottom, panelTop, position] = await page.evaluate((panel) => {
            const style = getComputedStyle(document.querySelector(panel)!);
            return [
              document.querySelector('header.site-header')!.getBoundingClientRect().height,
              Number.parseFloat(style.top),
              style.position,
            ] as const;
          }, selector);
          expect(position, `${selector} on ${path}`).toBe('sticky');
          expect(panelTop, `${selector} on ${path}`).toBeGreaterThanOrEqual(headerBottom);
        }
      };
      await check();
      await page.goto('/auth/login');
      await page.getByLabel('Email').fill('demo@example.com');
      await page.getByLabel('Password', { exact: true }).fill('demo12345');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page).not.toHaveURL(/\/auth\/login/);
      await check([['/account/edit-profile', '.account-nav']]);
      await context.close();
    });
  }
});
