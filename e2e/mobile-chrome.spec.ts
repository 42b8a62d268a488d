import { BASE_URL } from '../playwright.config';
import { expect, test, waitForHydration } from './fixtures';

const PHONE = { width: 390, height: 844 };

test.describe('phones without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('the header menu opens and leads to every section', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About' })).toBeHidden();
    const menu = page.locator('header summary', { hasText: 'Menu' });
    await menu.click();
    for (const name of ['Find jobs', 'Companies', 'Insight', 'Blog', 'About']) {
      const link = nav.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      // Inside the phone's width, not cut off sideways.
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    await expect(page.locator('.main-menu__language').getByRole('group', { name: 'Language' })).toBeVisible();
    await page.screenshot({ path: 'test-results/phone-menu-open.png' });
    await nav.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(`${BASE_URL}/about`);
  });

  test('explore-jobs puts a Filters button with the active count above the results', async ({ page }) => {
    await page.goto('/explore-jobs?type=FULL_TIME&arrangement=onsite');
    const toggle = page.locator('summary', { hasText: 'Filters' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toContainText('2 active');
    const firstJob = page.locator('.explore-results article').first();
    expect((await toggle.boundingBox())!.y).toBeLessThan((await firstJob.boundingBox())!.y);
    const category = page.getByLabel('Category');
    await expect(category).toBeHidden();
    await toggle.click();
    await expect(category).toBeVisible();
    await page.screenshot({ path: 'test-results/phone-filters-open.png' });
    await page.getByRole('checkbox', { name: /Part-time/ }).check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/type=PART_TIME/);
    await expect(page.locator('summary', { hasText: 'Filters' })).toContainText('3 active');
  });
});

test.describe('phones with JavaScript', () => {
  test.use({ viewport: PHONE });

  test('the menu closes on Escape and after following a link', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const menu = page.locator('header details.main-menu');
    const toggle = menu.locator('summary');
    await toggle.click();
    await expect(menu).toHaveAttribute('open', '');
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open', '');
    await expect(toggle).toBeFocused();
    await toggle.click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Companies', exact: true }).click();
    await expect(page).toHaveURL(`${BASE_URL}/company`);
    await expect(menu).not.toHaveAttribute('open', '');
  });
});

test('on a desktop the navigation and filters show without any button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/explore-jobs');
  await expect(page.locator('header summary', { hasText: 'Menu' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true })).toBeVisible();
  await expect(page.locator('summary', { hasText: 'Filters' })).toBeHidden();
  await expect(page.getByLabel('Category')).toBeVisible();
});

test.describe('phones, signed in', () => {
  test.use({ viewport: PHONE });

  test('the header fits the bell, the account link and the menu, and log out is in the menu', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('demo12345');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).not.toHaveURL(/\/auth\/login/);
    await page.goto('/explore-jobs');
    await waitForHydration(page);
    for (const control of [page.getByTestId('header-notifications'), page.locator('header summary', { hasText: 'Menu' })]) {
      const box = (await control.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    await page.locator('header summary', { hasText: 'Menu' }).click();
    await expect(page.locator('.main-menu__panel').getByRole('button', { name: 'Log out' })).toBeVisible();
    await page.screenshot({ path: 'test-results/phone-menu-signed-in.png' });
  });
});
