import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** WCAG 2.2 A and AA, as axe-core names them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

/** The first link matching a selector on a listing page: a real job, company, article, page. */
async function firstHref(page: Page, listing: string, selector: string): Promise<string> {
  await page.goto(listing);
  const link = page.locator(selector).first();
  await expect(link, `${selector} on ${listing}`).toHaveAttribute('href', /./);
  return (await link.getAttribute('href'))!;
}

/** Every public page type, with a real instance of each pattern. */
async function publicPages(page: Page): Promise<string[]> {
  const job = await firstHref(page, '/explore-jobs', '.job-card__title a');
  const company = await firstHref(page, '/company', 'main a[href^="/company/"]');
  const article = await firstHref(page, '/blog', '.article-card__title a');
  const content = await firstHref(page, '/page', 'main a[href^="/page/"]');
  return [
    '/',
    '/id',
    '/explore-jobs',
    '/explore-jobs?type=FULL_TIME&sort=newest',
    job,
    `${job.replace(/\/$/, '')}/questions`,
    '/company',
    company,
    '/blog',
    article,
    '/insight',
    '/about',
    '/team',
    '/contact-us',
    '/page',
    content,
    '/auth/login',
    '/auth/register',
    '/auth/forgot-password',
    '/no-such-page',
  ];
}

/** Runs axe on each path and gathers every violation, so one run names them all. */
async function violationsOn(page: Page, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    for (const v of results.violations) {
      found.push(
        `${path}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
      );
    }
  }
  return found;
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`axe (WCAG 2.2 A/AA) on ${device}`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 240_000 });

    test('every public page type, signed out, has no violation', async ({ page }) => {
      expect(await violationsOn(page, await publicPages(page))).toEqual([]);
    });

    test('signed in, the account pages and the public ones with their header have no violation', async ({ page }) => {
      await page.goto('/auth/login');
      await page.getByLabel('Email').fill('demo@example.com');
      await page.getByLabel('Password', { exact: true }).fill('demo12345');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page).not.toHaveURL(/\/auth\/login/);
      const job = await firstHref(page, '/explore-jobs', '.job-card__title a');
      const paths = [
        '/',
        '/explore-jobs',
        job,
        `${job.replace(/\/$/, '')}/questions`,
        '/blog',
        '/account/job-applications',
        '/account/bookmark',
        '/account/interview-action',
        '/account/notification',
        '/account/edit',
      ];
      expect(await violationsOn(page, paths)).toEqual([]);
    });
  });
}

/** Each heading's level, in document order. */
async function headingLevels(page: Page): Promise<number[]> {
  return page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
}

test('headings go down one level at a time on every public page type and company review tab', async ({ page }) => {
  test.setTimeout(120_000);
  const company = '/company/kencana-agro-sejahtera';
  const paths = [
    ...(await publicPages(page)),
    ...['company_review', 'salary', 'interview', 'benefits'].map((type) => `${company}?type=${type}`),
  ];
  const skips: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    const levels = await headingLevels(page);
    expect(
      levels.filter((level) => level === 1),
      `${path}: one h1`,
    ).toHaveLength(1);
    // Each heading at most one level below the one before it (the first, below the page's h1).
    levels.forEach((level, index) => {
      const before = index > 0 ? levels[index - 1]! : 1;
      if (level > before + 1) skips.push(`${path}: h${before} then h${level}`);
    });
  }
  expect(skips).toEqual([]);
});

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test(`tap targets are at least 24 by 24 px on ${device}: company tabs, blog tags, filter rows, editor section links`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const small: string[] = [];
    const measure = async (path: string, selector: string, min = 24) => {
      const boxes = await page.locator(selector).evaluateAll((elements) =>
        elements
          .filter((element) => (element as HTMLElement).offsetParent !== null)
          .map((element) => {
            const box = element.getBoundingClientRect();
            return { width: box.width, height: box.height, text: (element.textContent ?? '').trim().slice(0, 30) };
          }),
      );
      expect(boxes.length, `${selector} on ${path}`).toBeGreaterThan(0);
      for (const box of boxes)
        if (box.width < min || box.height < min)
          small.push(`${path} ${selector} "${box.text}": ${box.width.toFixed(1)}×${box.height.toFixed(1)}`);
    };
    await page.goto('/company/kencana-agro-sejahtera');
    await measure('company', '.tabs a');
    await page.goto('/blog');
    await measure('blog', '.tag-filter a');
    await page.goto('/explore-jobs');
    // The filters sit in a drawer on a phone: open it where there is a button for it.
    const filters = page.locator('summary.explore-filters__toggle');
    if (await filters.isVisible()) await filters.click();
    await measure('search', '.facet .check label');
    // The box itself is smaller, with room around it: its row is the target.
    await measure('search', '.facet .check input', 20);

    await page.goto('/auth/login');
    await page.getByLabel('Email').fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('demo12345');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).not.toHaveURL(/\/auth\/login/);
    await page.goto('/account/edit-profile');
    await measure('editor', '.profile-completion__missing a');
    expect(small).toEqual([]);
  });
}
