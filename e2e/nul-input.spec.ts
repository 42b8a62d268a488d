import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/**
 * A NUL byte (PostgreSQL takes none in text) in a page's address or in a form: 400 with a
 * message that says so, in the page's language, never a 500. The API's addresses and JSON
 * bodies: src/server/api/nul-input.test.ts.
 */
const ADDRESS_EN = 'The address holds a NUL character (%00), which no page or API takes.';
const ADDRESS_ID = 'Alamat ini memuat karakter NUL (%00)';
const BODY_EN = 'What you sent holds a NUL character, which no text here may contain.';

test('an address with %00 in its path or query: 400 with the message, in the language of the page', async ({ request }) => {
  const pages: [string, string][] = [
    ['/explore-jobs?q=%00', ADDRESS_EN],
    ['/explore-jobs?q=akun%00tansi&location=jakarta', ADDRESS_EN],
    ['/id/explore-jobs?q=%00', ADDRESS_ID],
    ['/job/%00', ADDRESS_EN],
    ['/company/%00', ADDRESS_EN],
    ['/id/company/demo?type=%00', ADDRESS_ID],
    ['/profile/%00', ADDRESS_EN],
    ['/blog/%00', ADDRESS_EN],
    ['/page/%00', ADDRESS_EN],
    ['/auth/reset-password/%00', ADDRESS_EN],
    ['/auth/verify?token=%00', ADDRESS_EN],
    ['/auth/social/callback?code=%00&state=%00', ADDRESS_EN],
    ['/explore-jobs.rsc?q=%00', ADDRESS_EN],
    ['/api/skill-options?q=%00', ADDRESS_EN],
  ];
  for (const [path, text] of pages) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(400);
    expect(await response.text(), path).toContain(text);
  }
});

/** Sends the contact form with a NUL where the message says NULHERE (the browser's own post, bytes changed on the way). */
async function sendWithNul(page: Page, hasJs: boolean) {
  await page.route('**/contact-us', async (route) => {
    const body = route.request().postDataBuffer();
    if (route.request().method() !== 'POST' || !body) return route.fallback();
    const marker = Buffer.from('NULHERE');
    const at = body.indexOf(marker);
    expect(at).toBeGreaterThan(-1);
    await route.continue({ postData: Buffer.concat([body.subarray(0, at), Buffer.from('a\u0000b'), body.subarray(at + marker.length)]) });
  });
  await page.goto('/contact-us');
  if (hasJs) await waitForHydration(page);
  await page.getByLabel('Full name').fill('Budi Santoso');
  await page.getByLabel('Email').fill('budi@example.com');
  await page.getByLabel('Phone / WhatsApp').fill('0812 3456 7890');
  await page.getByLabel('Message').fill('Hello NULHERE there');
  const answer = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send message' }).click();
  return answer;
}

test('a form post holding a NUL: the error page without JavaScript, the error dialog with it', async ({ browser, page }) => {
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await plain.newPage();
  const refused = await sendWithNul(noJs, false);
  expect(refused.status()).toBe(400);
  await expect(noJs.getByText(BODY_EN)).toBeVisible();
  await plain.close();

  const called = await sendWithNul(page, true);
  expect(called.status()).toBe(400);
  const dialog = page.locator('dialog.dialog[open]');
  await expect(dialog).toContainText(BODY_EN);
  await dialog.getByRole('button').first().click();
  // The page is still there, with what was typed.
  await expect(page.getByLabel('Message')).toHaveValue('Hello NULHERE there');
});
