import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:4274';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const errors = [];
for (const [lang, prefix] of [['en', ''], ['id', '/id']]) {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    page.on('console', (m) => { if (m.type() === 'error') errors.push(`${lang}${width}: ${m.text()}`); });
    page.on('pageerror', (e) => errors.push(`${lang}${width}: ${e.message}`));
    await page.goto(`${base}/auth/login`);
    await page.fill('input[name=email]', 'demo@example.com');
    await page.fill('input[name=password]', 'demo12345');
    await page.click('button[type=submit]:has-text("Log in"), button[type=submit]:has-text("Masuk")');
    await page.waitForURL(/edit-profile/);
    await page.goto(`${base}${prefix}/account/edit-profile`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/profile-shots/editor-${lang}-${width}.png`, fullPage: true });
    await page.goto(`${base}${prefix}/profile/putri-anggraini`);
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/profile-shots/public-${lang}-${width}.png`, fullPage: true });
    await context.close();
  }
}
console.log(errors.join('\n') || 'no console errors');
await browser.close();
