import type { Page } from '@playwright/test';
import { createAccount, expect, test } from './fixtures';

/**
 * No page type is wider than a 390 px phone, signed out and signed in, in both languages:
 * nothing scrolls sideways and no card is cut off on the right. Each failure names the
 * page and the outermost elements that stick out.
 */
const PHONE = { width: 390, height: 844 };
const REVIEW_TABS = ['company_review', 'interview', 'salary', 'benefits', 'workplace_photo'];

async function firstHref(page: Page, listing: string, selector: string): Promise<string> {
  await page.goto(listing);
  const link = page.locator(selector).first();
  await expect(link, `${selector} on ${listing}`).toHaveAttribute('href', /./);
  return (await link.getAttribute('href'))!;
}

/** Real instances of every public page type (English paths). */
async function publicPages(page: Page): Promise<{ job: string; company: string; paths: string[] }> {
  const job = await firstHref(page, '/explore-jobs', '.job-card__title a');
  const company = await firstHref(page, '/company', 'main a[href^="/company/"]');
  const article = await firstHref(page, '/blog', '.article-card__title a');
  const content = await firstHref(page, '/page', 'main a[href^="/page/"]');
  const paths = [
    '/',
    '/explore-jobs',
    '/explore-jobs?type=FULL_TIME&sort=newest',
    '/explore-jobs?q=zzzz-no-such-job',
    job,
    '/company',
    company,
    ...REVIEW_TABS.map((type) => `${company}?type=${type}`),
    '/blog',
    article,
    '/insight',
    '/about',
    '/team',
    '/contact-us',
    '/page',
    content,
    '/no-such-page',
  ];
  return { job, company, paths };
}

/** Paths that stick out sideways, with the outermost elements wider than the screen. */
async function overflowing(page: Page, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    for (const localized of [path, path === '/' ? '/id' : `/id${path}`]) {
      await page.goto(localized);
      const result = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        // Inside a scroller (the account menu's row of links) sticking out is by design.
        const clipped = (element: Element) => {
          for (let above = element.parentElement; above && above !== document.body; above = above.parentElement)
            if (getComputedStyle(above).overflowX !== 'visible') return true;
          return false;
        };
        const sticking = [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((element) => element.getBoundingClientRect().right > width + 0.5 && element.checkVisibility({ visibilityProperty: true }))
          .filter((element) => !element.parentElement || element.parentElement.getBoundingClientRect().right <= width + 0.5)
          .filter((element) => !clipped(element))
          .map(
            (element) =>
              `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).trim().replace(/\s+/g, '.')}` : ''}`,
          );
        return { scrollWidth: document.documentElement.scrollWidth, width, sticking: sticking.slice(0, 4) };
      });
      if (result.scrollWidth > result.width) found.push(`${localized}: ${result.scrollWidth} px wide (${result.sticking.join(', ')})`);
    }
  }
  return found;
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

test.describe('at 390 px nothing scrolls sideways', () => {
  test.use({ viewport: PHONE });
  test.describe.configure({ timeout: 300_000 });

  test('signed out: every public page type and the sign-in pages, in English and Indonesian', async ({ page }) => {
    const { paths } = await publicPages(page);
    const auth = [
      '/auth/login',
      '/auth/register',
      '/auth/forgot-password',
      '/auth/reset-password/not-a-token?email=a%40example.com',
      '/auth/verify?token=not-a-token',
    ];
    expect(await overflowing(page, [...paths, ...auth])).toEqual([]);
  });

  test('signed in: the account pages, profile editor, assessments, apply form and review forms, and the public pages with the account header', async ({
    page,
  }) => {
    await logIn(page, 'demo@example.com', 'demo12345');
    const { job, company, paths } = await publicPages(page);
    const slug = company.split('/')[2]!;
    const account = [
      '/account/edit-profile',
      '/account/edit',
      '/account/job-applications',
      '/account/bookmark',
      '/account/interview-action',
      '/account/notification',
      '/account/write-review',
      ...['company-review', 'interview', 'salary', 'benefits', 'workplace-photo'].map(
        (form) => `/account/write-review/${form}?company=${slug}`,
      ),
      '/assessment/english',
      '/assessment/personality',
      `${job.replace(/\/$/, '')}/questions`,
    ];
    expect(await overflowing(page, [...account, ...paths])).toEqual([]);
  });

  test('signed in before verifying the address: the banner and the editor fit too', async ({ page, request }) => {
    const email = `phone-width-with-a-rather-long-address-${Date.now()}@example.com`;
    await createAccount(request, { name: 'Rina Wijaya', email, password: 'kopi-susu-42' });
    await logIn(page, email, 'kopi-susu-42');
    expect(await overflowing(page, ['/', '/account/edit-profile', '/account/job-applications', '/explore-jobs'])).toEqual([]);
  });
});
