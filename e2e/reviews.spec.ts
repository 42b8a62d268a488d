import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { createAccount, expect, test, waitForHydration } from './fixtures';

/**
 * Company reviews as candidates write and read them: the hub, the five forms with JavaScript on
 * and off (two in Indonesian), moderation, the company page, and the refusals.
 */
/** Companies other specs count reviews of: reviews written here must not land there. */
const OTHERS_COMPANIES = new Set([
  'andalas-pangan-prima',
  'rajawali-medika-indonesia',
  'cendana-tambang-abadi',
  'adhi-kemasindo-jaya',
  'sriwijaya-digital-kreasi-persada',
]);
let COMPANY = '';
let COMPANY_NAME = '';
/** Texts differ per run without long digit runs (those read as phone numbers to moderation). */
const tag = () => `run ${Date.now().toString(36)}`;
const MODERATION = { Authorization: 'Bearer e2e-moderation-token-long-enough' };
let serial = 0;

async function signedIn(
  browser: Browser,
  { js, label }: { js: boolean; label: string },
): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const context = await browser.newContext({ javaScriptEnabled: js, baseURL: BASE_URL });
  const page = await context.newPage();
  const email = `${label}-${Date.now()}-${++serial}@example.com`;
  await createAccount(context.request, { name: `Reviewer ${label}`, email, password: 'rahasia-123' });
  await page.goto('/auth/login');
  if (js) await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('rahasia-123');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/edit-profile$/);
  return { context, page, email };
}

async function apiToken(page: Page, email: string): Promise<Record<string, string>> {
  const login = await page.request.post('/api/login', { data: { email, password: 'rahasia-123' } });
  expect(login.status()).toBe(200);
  return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

async function stars(page: Page, legend: string | RegExp, count: number, label = count === 1 ? `${count} star` : `${count} stars`) {
  await page
    .getByRole('group', { name: legend, exact: typeof legend === 'string' })
    .getByLabel(label, { exact: true })
    .check();
}

async function fillCompanyReview(page: Page, fields: { headline: string; pros: string; cons: string }) {
  await stars(page, 'Overall rating', 4);
  for (const topic of ['Work–life balance', 'Culture and values', 'Career growth', 'Pay and benefits', 'Management'])
    await stars(page, topic, 3);
  await page.getByLabel('Headline').fill(fields.headline);
  await page.getByLabel('Pros').fill(fields.pros);
  await page.getByLabel('Cons').fill(fields.cons);
  await page.getByLabel('Job title').fill('Staf Gudang');
  await page.getByLabel('Employment type').selectOption('FULL_TIME');
  await page.getByLabel('Current employee').check();
  await page.getByRole('group', { name: 'Would you recommend it to a friend?' }).getByLabel('Yes').check();
  await page.getByLabel(/I agree to the review guidelines/).check();
}

test.describe('company reviews', () => {
  test.beforeAll(async ({ request }) => {
    const found = (await (await request.get('/api/companies?q=a')).json()) as { data: { slug: string; name: string }[] };
    const pick = found.data.filter((company) => !OTHERS_COMPANIES.has(company.slug)).at(-1)!;
    COMPANY = pick.slug;
    COMPANY_NAME = pick.name;
  });

  test('the hub finds a company as one types and leads to the forms (JavaScript on)', async ({ browser }) => {
    const { context, page } = await signedIn(browser, { js: true, label: 'hub' });
    await page.goto('/account/write-review');
    await waitForHydration(page);
    const box = page.getByRole('combobox', { name: 'Company' });
    await box.fill('zzzz-no-company');
    await expect(page.getByText('Sorry, no matching options.')).toBeVisible();
    await box.fill(COMPANY_NAME.split(' ').slice(1, 3).join(' '));
    await page.getByRole('option', { name: COMPANY_NAME }).click();
    await expect(page).toHaveURL(`${BASE_URL}/account/write-review?company=${COMPANY}`);
    await expect(page.getByTestId('chosen-company')).toHaveText(COMPANY_NAME);
    await expect(page.getByRole('link', { name: 'Salary' })).toHaveAttribute('href', `/account/write-review/salary?company=${COMPANY}`);
    // The company page's button arrives with the company chosen.
    await page.goto(`/company/${COMPANY}`);
    await page.getByRole('link', { name: 'Write a review' }).click();
    await expect(page.getByTestId('chosen-company')).toHaveText(COMPANY_NAME);
    await context.close();
  });

  test('a company review without JavaScript: messages beside the fields, values kept, published, shown on the company page, once a year', async ({
    browser,
  }) => {
    const { context, page } = await signedIn(browser, { js: false, label: 'nojs' });
    await page.goto(`/account/write-review?q=${encodeURIComponent(COMPANY_NAME)}`);
    await page.getByRole('link', { name: COMPANY_NAME }).click();
    await page.getByRole('link', { name: 'Company review' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Write a company review');
    // Sent half filled: each message sits beside its field and what was typed stays.
    await page.getByLabel('Headline').fill('Kept headline');
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByRole('group', { name: 'Overall rating' }).locator('.field-error')).toHaveText('Choose from 1 to 5 stars.');
    await expect(page.getByLabel('Pros')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.field--checkbox .field-error')).toBeVisible();
    await expect(page.getByLabel('Headline')).toHaveValue('Kept headline');

    const headline = `Honest warehouse work ${tag()}`;
    await fillCompanyReview(page, {
      headline,
      pros: 'Clear shifts, overtime is always paid and the team leaders are fair',
      cons: 'The loading dock gets very hot in the afternoon and fans are few',
    });
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page).toHaveURL(/\/account\/write-review\?saved=\d+$/);
    await expect(page.getByTestId('review-outcome')).toContainText('is published');
    await expect(page.getByTestId('my-review').first()).toContainText('Published');

    await page.goto(`/company/${COMPANY}`);
    const review = page.getByTestId('review').filter({ hasText: headline });
    await expect(review).toContainText('Clear shifts, overtime is always paid');
    await expect(review).toContainText('Anonymous candidate');
    await expect(review).not.toContainText('Reviewer nojs');
    await expect(page.getByTestId('rating-breakdown')).toBeVisible();

    // A second company review of the same company within twelve months is refused, clearly.
    await page.goto(`/account/write-review/company-review?company=${COMPANY}`);
    await fillCompanyReview(page, {
      headline: 'Again',
      pros: 'Another long enough list of good things here',
      cons: 'Another long enough list of bad things here',
    });
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByRole('alert')).toContainText('You already wrote a company review of this company in the last 12 months');

    // Editing goes through the checks again and the company page shows the new text.
    await page.goto('/account/write-review');
    await page.getByTestId('my-review').filter({ hasText: headline }).getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByLabel('Headline')).toHaveValue(headline);
    await expect(page.getByRole('group', { name: 'Overall rating' }).getByLabel('4 stars')).toBeChecked();
    const edited = `${headline} edited`;
    await page.getByLabel('Headline').fill(edited);
    await page.getByLabel(/I agree to the review guidelines/).check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('review-outcome')).toContainText('is published');
    await page.goto(`/company/${COMPANY}`);
    await expect(page.getByTestId('review').filter({ hasText: edited })).toHaveCount(1);

    // Deleting it (without JavaScript, the confirmation is a box to tick) takes it off the company page.
    await page.goto('/account/write-review');
    const mine = page.getByTestId('my-review').filter({ hasText: edited });
    await mine.getByLabel('Yes, delete this review').check();
    await mine.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Your review was deleted.')).toBeVisible();
    await page.goto(`/company/${COMPANY}`);
    await expect(page.getByText(edited)).toHaveCount(0);
    await context.close();
  });

  test('an interview review in Indonesian with JavaScript: validation, success and the questions on the company page', async ({
    browser,
  }) => {
    const { context, page } = await signedIn(browser, { js: true, label: 'wawancara' });
    await page.goto(`/id/account/write-review/interview?company=${COMPANY}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Kirim ulasan' }).click();
    await expect(page.getByRole('dialog')).toContainText('Wajib diisi');
    await page.getByRole('dialog').getByRole('button').first().click();
    await expect(page.getByLabel('Jabatan')).toHaveAttribute('aria-invalid', 'true');

    const question = `Mengapa ingin bergabung dengan kami ${tag()}?`;
    await page.getByLabel('Jabatan').fill('Staf Quality Control');
    await page.getByLabel('Bulan wawancara').selectOption('3');
    await page.getByLabel('Tahun', { exact: true }).fill('2025');
    await page.getByLabel('Bagaimana Anda mendapatkan wawancara?').selectOption('online');
    await page.getByLabel('Positif').check();
    await stars(page, 'Tingkat kesulitan', 3, '3 bintang');
    await page.getByLabel('Prosesnya').fill('Tes tertulis, lalu wawancara HR dan wawancara dengan kepala bagian produksi.');
    await page.getByLabel(/Pertanyaan yang diajukan/).fill(`${question}\nCeritakan pengalaman kerja Anda.`);
    await page.getByLabel('Tawaran diterima').check();
    await page.getByLabel(/Saya setuju dengan pedoman ulasan/).check();
    await page.getByRole('button', { name: 'Kirim ulasan' }).click();
    await expect(page).toHaveURL(/\/id\/account\/write-review\?saved=\d+$/);
    await expect(page.getByTestId('review-outcome')).toContainText('telah diterbitkan');

    await page.goto(`/id/company/${COMPANY}?type=interview`);
    await expect(page.getByTestId('review').filter({ hasText: question })).toContainText('Tawaran diterima');
    await expect(page.getByTestId('interview-summary')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await context.close();
  });

  test('a salary in Indonesian without JavaScript: rupiah without decimals, then the entry', async ({ browser }) => {
    const { context, page } = await signedIn(browser, { js: false, label: 'gaji' });
    await page.goto(`/id/account/write-review/salary?company=${COMPANY}`);
    await page.getByLabel('Jabatan').fill('Analis Data');
    await page.getByLabel('Jenis pekerjaan').selectOption('FULL_TIME');
    await page.getByLabel('Karyawan saat ini').check();
    await page.getByLabel('Gaji pokok (Rp)').fill('8,500,000.50');
    await page.getByLabel('Lama pengalaman (tahun)').fill('3');
    await page.getByLabel('Kota').fill('Serang');
    await page.getByLabel(/Saya setuju/).check();
    await page.getByRole('button', { name: 'Kirim ulasan' }).click();
    await expect(page.locator('.field-error').first()).toHaveText(
      'Rupiah tidak memakai desimal: masukkan rupiah bulat, mis. 12,500,000 (bukan 12,500,000.50).',
    );
    await expect(page.getByLabel('Kota')).toHaveValue('Serang');
    await page.getByLabel('Gaji pokok (Rp)').fill('Rp 8,500,000');
    await page.getByLabel(/Saya setuju/).check();
    await page.getByRole('button', { name: 'Kirim ulasan' }).click();
    await expect(page.getByTestId('review-outcome')).toContainText('telah diterbitkan');
    const saved = Number(new URL(page.url()).searchParams.get('saved'));
    await page.goto(`/id/company/${COMPANY}?type=salary`);
    // One salary for the title: listed, its amount hidden until three people have shared one.
    const entry = page.locator(`#review-${saved}`);
    await expect(entry).toContainText('Analis Data');
    await expect(entry).toContainText('Jumlah disembunyikan');
    await expect(entry).not.toContainText('8.500.000');
    await expect(page.getByTestId('salary-summary')).not.toContainText('Analis Data');
    await context.close();
  });

  test('a benefits review with JavaScript and the shares on the company page', async ({ browser }) => {
    const { context, page } = await signedIn(browser, { js: true, label: 'benefits' });
    await page.goto(`/account/write-review/benefits?company=${COMPANY}`);
    await waitForHydration(page);
    await page.getByLabel('BPJS Kesehatan').check();
    await page.getByLabel('Remote work').check();
    await stars(page, 'How good are the benefits?', 4);
    await page.getByLabel('Comment').fill(`Health cover from day one and two remote days a week ${tag()}`);
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByRole('dialog')).toContainText('You must agree');
    await page.getByRole('dialog').getByRole('button').first().click();
    await expect(page.getByLabel('Remote work')).toBeChecked();
    await page.getByLabel(/I agree to the review guidelines/).check();
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByTestId('review-outcome')).toContainText('is published');
    await page.goto(`/company/${COMPANY}?type=benefits`);
    await expect(page.getByTestId('benefit-shares')).toContainText('Remote work');
    await context.close();
  });

  test('a workplace photo without JavaScript: GPS removed, pending until the operator approves, then in the gallery', async ({
    browser,
  }) => {
    const { context, page } = await signedIn(browser, { js: false, label: 'photo' });
    await page.goto(`/account/write-review/workplace-photo?company=${COMPANY}`);
    // A text file renamed to .jpg is refused by its bytes, the caption typed is kept.
    await page
      .getByLabel('Photo', { exact: true })
      .setInputFiles({ name: 'office.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just some text, not a picture at all') });
    await page.getByLabel('Caption').fill('Our pantry');
    await page.getByLabel('Category').selectOption('facilities');
    await page.getByLabel(/I agree to the review guidelines/).check();
    await page.getByRole('button', { name: 'Upload photo' }).click();
    await expect(page.locator('.field-error')).toContainText(/JPEG, PNG or WebP|photo/i);
    await expect(page.getByLabel('Caption')).toHaveValue('Our pantry');
    // The refusal travels as a code: a crafted address cannot make the form say anything else.
    await page.goto(`/account/write-review/workplace-photo?company=${COMPANY}&error=Your+account+is+blocked`);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.goto(`/account/write-review/workplace-photo?company=${COMPANY}`);

    const caption = `Pantry with a view ${tag()}`;
    await page.getByLabel('Photo', { exact: true }).setInputFiles(path.resolve('test-fixtures', 'images', 'camera-gps-orient6.jpg'));
    await page.getByLabel('Caption').fill(caption);
    await page.getByLabel('Category').selectOption('office');
    await page.getByLabel(/I agree to the review guidelines/).check();
    await page.getByRole('button', { name: 'Upload photo' }).click();
    await expect(page.getByTestId('review-outcome')).toContainText('waiting for a moderator');
    const id = Number(new URL(page.url()).searchParams.get('saved'));

    // Not public while pending.
    await page.goto(`/company/${COMPANY}?type=workplace_photo`);
    await expect(page.getByText(caption)).toHaveCount(0);
    const pending = await page.request.get('/api/moderation/reviews', { headers: MODERATION });
    expect(((await pending.json()) as { data: { id: number }[] }).data.map((r) => r.id)).toContain(id);
    expect((await page.request.post(`/api/moderation/reviews/${id}/approve`, { headers: MODERATION })).status()).toBe(200);

    await page.goto(`/company/${COMPANY}`);
    const thumb = page.locator(`#company-gallery ~ * img[alt="${caption}"]`).first();
    await expect(thumb).toBeVisible();
    const src = (await page.locator(`img[alt="${caption}"]`).first().getAttribute('src'))!;
    const served = await page.request.get(src);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect(Buffer.from(await served.body()).toString('latin1')).not.toMatch(/Exif|GPS/);
    await page.goto('/account/notification');
    await expect(page.getByTestId('notification').first()).toContainText('is published');
    await context.close();
  });

  // Each form in its other mode too: the ones above run with JavaScript on or off, these the other way.
  test('a company review with JavaScript: published and on the company page', async ({ browser }) => {
    const { context, page } = await signedIn(browser, { js: true, label: 'companyjs' });
    await page.goto(`/account/write-review/company-review?company=${COMPANY}`);
    await waitForHydration(page);
    const headline = `Friendly team and fair shifts ${tag()}`;
    await fillCompanyReview(page, {
      headline,
      pros: 'Supervisors explain the work well and the canteen food is good',
      cons: 'Parking near the site is hard to find in the morning rush',
    });
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByTestId('review-outcome')).toContainText('is published');
    await page.goto(`/company/${COMPANY}`);
    await expect(page.getByTestId('review').filter({ hasText: headline })).toContainText('Supervisors explain the work well');
    await context.close();
  });

  test('an interview review without JavaScript: messages beside the fields, then published with its questions', async ({ browser }) => {
    const { context, page } = await signedIn(browser, { js: false, label: 'interviewnojs' });
    await page.goto(`/account/write-review/interview?company=${COMPANY}`);
    await page.getByLabel('Job title').fill('Warehouse Supervisor');
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByLabel('The process')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Job title')).toHaveValue('Warehouse Supervisor');

    const question = `How would you plan a stock count ${tag()}?`;
    await page.getByLabel('Month of the interview').selectOption('5');
    await page.getByLabel('Year', { exact: true }).fill('2025');
    await page.getByLabel('How did you get the interview?').selectOption('referral');
    await page.getByLabel('Neutral').check();
    await stars(page, 'Difficulty', 2);
    await page.getByLabel('The process').fill('A phone screen, then a site visit and a talk with the operations manager.');
    await page.getByLabel(/Questions asked/).fill(question);
    await page.getByLabel('No offer').check();
    await page.getByLabel(/I agree to the review guidelines/).check();
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByTestId('review-outcome')).toContainText('is published');
    await page.goto(`/company/${COMPANY}?type=interview`);
    await expect(page.getByTestId('review').filter({ hasText: question })).toContainText('No offer');
    await context.close();
  });

  test('a salary with JavaScript: the rupiah input takes whole rupiah, and the entry is listed', async ({ browser }) => {
    const { context, page } = await signedIn(browser, { js: true, label: 'salaryjs' });
    await page.goto(`/account/write-review/salary?company=${COMPANY}`);
    await waitForHydration(page);
    await page.getByLabel('Job title').fill('Forklift Operator');
    await page.getByLabel('Employment type').selectOption('FULL_TIME');
    await page.getByLabel('Current employee').check();
    await page.getByLabel('Base pay (Rp)').fill('5500000');
    await page.getByLabel('Years of experience').fill('2');
    await page.getByLabel('City').fill('Cikarang');
    await page.getByLabel(/I agree to the review guidelines/).check();
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByTestId('review-outcome')).toContainText('is published');
    const saved = Number(new URL(page.url()).searchParams.get('saved'));
    await page.goto(`/company/${COMPANY}?type=salary`);
    await expect(page.locator(`#review-${saved}`)).toContainText('Forklift Operator');
    await context.close();
  });

  test('a benefits review without JavaScript: the agreement is asked for with the ticks kept, then published', async ({ browser }) => {
    const { context, page } = await signedIn(browser, { js: false, label: 'benefitsnojs' });
    await page.goto(`/account/write-review/benefits?company=${COMPANY}`);
    await page.getByLabel('BPJS Ketenagakerjaan').check();
    await stars(page, 'How good are the benefits?', 3);
    await page.getByLabel('Comment').fill(`Pension and work accident cover are paid on time every month ${tag()}`);
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.locator('.field--checkbox .field-error').first()).toBeVisible();
    await expect(page.getByLabel('BPJS Ketenagakerjaan')).toBeChecked();
    await page.getByLabel(/I agree to the review guidelines/).check();
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByTestId('review-outcome')).toContainText('is published');
    await page.goto(`/company/${COMPANY}?type=benefits`);
    await expect(page.getByTestId('benefit-shares')).toContainText('BPJS Ketenagakerjaan');
    await context.close();
  });

  test("refusals: another candidate's review cannot be edited or deleted (form and API); XSS is escaped; bad input is never a 500", async ({
    browser,
  }) => {
    const owner = await signedIn(browser, { js: false, label: 'owner' });
    const xss = `<script>alert("x")</script><img src=x onerror=alert(1)> ${tag()}`;
    const token = await apiToken(owner.page, owner.email);
    const created = await owner.page.request.post('/api/reviews/benefits', {
      headers: token,
      data: {
        company: COMPANY,
        benefits: ['thr', 'bpjs_health'],
        rating: 5,
        comment: `${xss} and the THR always comes on time before Lebaran`,
        agree: true,
      },
    });
    expect(created.status()).toBe(201);
    const { data } = (await created.json()) as { data: { id: number; status: string } };
    expect(data.status).toBe('published');

    const html = await (await owner.page.request.get(`/company/${COMPANY}?type=benefits`)).text();
    expect(html).not.toContain('<script>alert("x")</script>');
    expect(html).not.toContain('<img src=x onerror');
    expect(html).toContain('&lt;script&gt;alert');
    // The inline flight payload carries it as JSON text, never as markup that could close the script.
    expect(html).not.toMatch(/<\/script><img src=x/);

    const other = await signedIn(browser, { js: false, label: 'other' });
    const otherToken = await apiToken(other.page, other.email);
    expect((await other.page.goto(`/account/write-review/benefits?review=${data.id}`))!.status()).toBe(404);
    const edit = await other.page.request.post('/api/reviews/benefits', {
      headers: otherToken,
      data: {
        company: COMPANY,
        review: data.id,
        benefits: ['thr'],
        rating: 1,
        comment: 'Hijacked comment that is long enough to pass',
        agree: true,
      },
    });
    expect(edit.status()).toBe(404);
    expect((await other.page.request.delete(`/api/me/reviews/${data.id}`, { headers: otherToken })).status()).toBe(404);
    // The delete form with another's id: refused, and the review is still there.
    await other.page.goto('/account/write-review');
    const mine = (await (await owner.page.request.get('/api/me/reviews', { headers: token })).json()) as { data: { id: number }[] };
    expect(mine.data.map((r) => r.id)).toContain(data.id);
    const otherList = (await (await other.page.request.get('/api/me/reviews', { headers: otherToken })).json()) as { data: unknown[] };
    expect(otherList.data).toEqual([]);

    // A 422 with the errors map; malformed bodies and kinds are never a 500.
    const invalid = await other.page.request.post('/api/reviews/salary', {
      headers: otherToken,
      data: { company: COMPANY, base_pay: '12,5' },
    });
    expect(invalid.status()).toBe(422);
    const errors = ((await invalid.json()) as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['job_title', 'base_pay', 'agree']));
    for (const [url, body] of [
      ['/api/reviews/salary', '[1,2,3]'],
      ['/api/reviews/company-review', '{"rating": {"$gt": 1}, "company": ["x"], "pros": 5}'],
      ['/api/reviews/interview', '{"questions": [null, {}], "month": "13", "year": "99999"}'],
      ['/api/reviews/benefits', '{"benefits": "not-a-list", "rating": "5.5"}'],
      ['/api/reviews/nope', '{}'],
      ['/api/reviews/salary', '{not json'],
    ] as const) {
      const response = await other.page.request.post(url, { headers: { ...otherToken, 'content-type': 'application/json' }, data: body });
      expect(response.status(), `${url} ${body}`).toBeLessThan(500);
      expect(response.status(), `${url} ${body}`).toBeGreaterThanOrEqual(400);
    }
    for (const url of [
      '/api/companies/%00/reviews',
      `/api/companies/${COMPANY}/reviews?type=x&page=-1`,
      '/api/companies?q=%00',
      '/api/review-photos/..%2F..%2Fetc',
    ]) {
      expect((await other.page.request.get(url)).status(), url).toBeLessThan(500);
    }
    for (const url of [
      `/account/write-review/salary?review=abc`,
      '/account/write-review/interview?company=%00',
      `/company/${COMPANY}?type=%00&sort=x&page=abc`,
    ]) {
      expect((await other.page.goto(url))!.status(), url).toBeLessThan(500);
    }
    const listing = await other.page.request.get(`/api/companies/${COMPANY}/reviews?type=benefits`);
    const listed = JSON.stringify(await listing.json());
    expect(listed).not.toContain('Reviewer owner');
    expect(listed).not.toContain('user');
    await owner.context.close();
    await other.context.close();
  });

  test('the company page carries EmployerAggregateRating that parses, and its reviews are in the HTML without JavaScript', async ({
    browser,
    request,
  }) => {
    const { context, page, email } = await signedIn(browser, { js: false, label: 'jsonld' });
    const posted = await page.request.post('/api/reviews/company-review', {
      headers: await apiToken(page, email),
      data: {
        company: COMPANY,
        rating: 5,
        rating_work_life: 4,
        rating_culture: 4,
        rating_career: 4,
        rating_pay_benefits: 4,
        rating_management: 4,
        headline: `Good first job ${tag()}`,
        pros: 'Patient trainers and a clear schedule every single week',
        cons: 'Parking near the office is hard to find in the morning',
        employment_status: 'former',
        last_year: 2024,
        job_title: 'Kasir',
        employment_type: 'PART_TIME',
        recommend: 'yes',
        agree: true,
      },
    });
    expect(posted.status()).toBe(201);
    await context.close();
    const html = await (await request.get(`/company/${COMPANY}`)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    const rating = blocks.find((block) => block['@type'] === 'EmployerAggregateRating');
    expect(rating).toBeDefined();
    expect(rating).toMatchObject({ itemReviewed: { '@type': 'Organization', name: COMPANY_NAME }, bestRating: 5, worstRating: 1 });
    expect(Number(rating!.ratingValue)).toBeGreaterThanOrEqual(1);
    expect(Number(rating!.ratingCount)).toBeGreaterThanOrEqual(1);
    expect(html).toContain('class="review"');
    expect(fs.existsSync(path.resolve('test-fixtures', 'images', 'camera-gps-orient6.jpg'))).toBe(true);
  });
});
