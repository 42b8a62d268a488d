import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4310';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const shot = async (name: string, path: string, locator?: string) => {
    await page.goto(base + path);
    const target = locator ? page.locator(locator).first() : page;
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    console.log(width, name, 'overflow', overflow);
    await target.screenshot({ path: `/tmp/seofix-shots/${name}-${width}.png` });
  };
  await shot('company-hero', '/company/kencana-agro-sejahtera', '.company-hero');
  await shot('company-reviews', '/company/kencana-agro-sejahtera', '#reviews >> xpath=ancestor::section[1]');
  await shot('company-aside', '/company/kencana-agro-sejahtera', '.company-layout__aside, aside');
  await page.goto(base + '/explore-jobs');
  const toggle = page.locator('summary.explore-filters__toggle');
  if (await toggle.isVisible()) await toggle.click();
  await page.locator('.facet').first().screenshot({ path: `/tmp/seofix-shots/filters-${width}.png` });
  await page.goto(base + '/auth/login');
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('demo12345');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/login'));
  await shot('editor-completion', '/account/edit-profile', '.profile-completion');
  await page.context().clearCookies();
  await page.close();
}
await browser.close();
