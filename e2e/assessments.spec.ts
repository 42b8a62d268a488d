import type { Browser, Locator, Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { ENGLISH_BY_KEY } from '../src/server/assessments/items/english-bank';
import { createAccount, expect, test, waitForHydration } from './fixtures';

/**
 * The English assessment and the personality test as candidates take them: with JavaScript
 * on and off, in both languages, and what the server refuses.
 */
let serial = 0;
const PASSWORD = 'rahasia-123';

async function candidate(browser: Browser, { js, landing }: { js: boolean; landing: string }): Promise<{ page: Page; email: string }> {
  const email = `assess-${Date.now()}-${++serial}@example.com`;
  const context = await browser.newContext({ javaScriptEnabled: js });
  await createAccount(context.request, { name: 'Rina Assessment', email, password: PASSWORD });
  const page = await context.newPage();
  await page.goto(`/auth/login?redirect=${encodeURIComponent(landing)}`);
  if (js) await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(`${BASE_URL}${landing}`);
  if (js) await waitForHydration(page);
  return { page, email };
}

/** With SCREENSHOT_DIR set, full-page shots at 1280 and 390 px for a look by eye (no assertion). */
async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const items = (page: Page) => page.getByTestId('assessment-item');

/** The item key behind a question (its radios' name), read from the page as a browser would post it. */
async function keyOf(item: Locator): Promise<string> {
  const name = await item.getByRole('radio').first().getAttribute('name');
  return name!.replace(/^answer:/, '');
}

/** Answers every question on the page: right (from the bank, which the test knows) or the first wrong option. */
async function answerPage(page: Page, right: boolean): Promise<string[]> {
  const keys: string[] = [];
  for (const item of await items(page).all()) {
    const key = await keyOf(item);
    const answer = ENGLISH_BY_KEY.get(key)!.answer;
    const choice = right ? answer : (['a', 'b', 'c', 'd'].find((k) => k !== answer) as string);
    await item.locator(`input[value="${choice}"]`).check();
    keys.push(key);
  }
  return keys;
}

/** No answer key anywhere the browser gets: the HTML with its inlined payload, and the payload alone. */
async function expectNoAnswerKey(page: Page): Promise<void> {
  const path = new URL(page.url()).pathname;
  for (const body of [await page.content(), await (await page.request.get(`${path}.rsc`)).text()]) {
    expect(body).not.toMatch(/"answer"\s*:/);
    expect(body).not.toMatch(/correct_?key|answerKey/i);
  }
}

test.describe('English assessment', () => {
  test('start to result without JavaScript, in Indonesian; a retake before the waiting period is refused with its date', async ({
    browser,
  }) => {
    const { page } = await candidate(browser, { js: false, landing: '/id/assessment/english' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('retake-rule')).toContainText('14 hari');
    await shoot(page, 'english-start-id');
    await expect(page.getByText('36 soal pilihan ganda dalam 30 menit')).toBeVisible();
    await page.getByRole('button', { name: 'Mulai tes' }).click();

    await expect(page.getByRole('heading', { name: 'Halaman 1 dari 6' })).toBeVisible();
    await expect(page.getByTestId('deadline')).toContainText('Tes ditutup pukul');
    await expect(items(page)).toHaveCount(6);
    await expectNoAnswerKey(page);

    // Pages 1 and 2 (the A1 and A2 items) right, the rest wrong: 12 of 36 → 33, level A2.
    for (let index = 1; index <= 6; index += 1) {
      await expect(page.getByRole('heading', { name: `Halaman ${index} dari 6` })).toBeVisible();
      await answerPage(page, index <= 2);
      await page.getByRole('button', { name: index < 6 ? 'Simpan dan lanjutkan' : 'Selesai dan lihat hasil' }).click();
    }
    await expect(page).toHaveURL(/\/id\/assessment\/english\?result=\d+$/);
    await expect(page.getByRole('heading', { name: 'Hasil bahasa Inggris Anda' })).toBeVisible();
    await expect(page.getByTestId('result-score')).toHaveText('33/100');
    await expect(page.getByTestId('result-level')).toHaveText('A2');
    await expect(page.getByText('12 dari 36 soal benar')).toBeVisible();
    await expect(page.getByTestId('skill-breakdown')).toContainText('Tata bahasa');
    await expect(page.getByTestId('level-explanation')).toContainText('teks pendek dan sederhana');
    await expectNoAnswerKey(page);

    // The start page says when a retake is possible; trying earlier is refused with that date.
    await page.getByRole('link', { name: 'Kembali ke halaman tes' }).click();
    const wait = page.getByTestId('retake-wait');
    await expect(wait).toContainText('Anda dapat mengulang tes ini mulai');
    const date = (await wait.textContent())!.replace('Anda dapat mengulang tes ini mulai ', '').replace(/\.$/, '');
    await expect(page.getByTestId('attempt-history')).toContainText('Selesai');
    await page.getByRole('button', { name: 'Ulangi tes' }).click();
    await expect(page.getByRole('alert')).toHaveText(`Anda dapat mengulang tes ini mulai ${date}.`);
    await expect(page.getByTestId('assessment-question-page')).toHaveCount(0);
  });

  test('with JavaScript: countdown, a reload resumes on the same page with answers kept, leaving asks first, then a result', async ({
    browser,
  }) => {
    const { page } = await candidate(browser, { js: true, landing: '/assessment/english' });
    await page.getByRole('button', { name: 'Start the test' }).click();
    await expect(page.getByRole('heading', { name: 'Page 1 of 6' })).toBeVisible();
    await expect(page.getByTestId('countdown')).toContainText(/Time left: (30:00|29:\d\d)/);
    await shoot(page, 'english-question');
    const firstPage = await answerPage(page, true);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('heading', { name: 'Page 2 of 6' })).toBeVisible();
    await expect(page.getByText('6 of 36 answered')).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Page 2 of 6' })).toBeVisible();
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByRole('heading', { name: 'Page 1 of 6' })).toBeVisible();
    for (const key of firstPage)
      await expect(page.locator(`input[name="answer:${key}"][value="${ENGLISH_BY_KEY.get(key)!.answer}"]`)).toBeChecked();
    await expectNoAnswerKey(page);

    // Leaving mid-test asks first; cancelling stays on the test.
    await page.getByRole('button', { name: 'Save and leave' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Page 1 of 6' })).toBeVisible();

    for (let index = 1; index <= 6; index += 1) {
      await expect(page.getByRole('heading', { name: `Page ${index} of 6` })).toBeVisible();
      await page.getByRole('button', { name: index < 6 ? 'Save and continue' : 'Finish and see my result' }).click();
    }
    // 30 left open: finishing is confirmed first.
    await page.getByRole('button', { name: 'Finish with 30 unanswered' }).click();
    await expect(page).toHaveURL(/\/assessment\/english\?result=\d+$/);
    // Only the first page was answered (all right): 6 of 36 → 17, and A1 fully right.
    await expect(page.getByTestId('result-score')).toHaveText('17/100');
    await expect(page.getByTestId('result-level')).toHaveText('A1');
    await expect(page.getByTestId('retake-info')).toContainText('You can retake this test from');
    await shoot(page, 'english-result');
  });

  test('with JavaScript, choices made on a page survive a reload before it is sent, and leaving asks once', async ({ browser }) => {
    const { page } = await candidate(browser, { js: true, landing: '/assessment/english' });
    await page.getByRole('button', { name: 'Start the test' }).click();
    await expect(page.getByRole('heading', { name: 'Page 1 of 6' })).toBeVisible();
    const chosen = await answerPage(page, false);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Page 1 of 6' })).toBeVisible();
    for (const key of chosen) await expect(page.locator(`input[name="answer:${key}"]:checked`)).toHaveCount(1);
    await expect(page.getByText('0 of 36 answered')).toBeVisible();

    // The leave question reads once: the dialog's title asks, its text says what happens.
    await page.getByRole('button', { name: 'Save and leave' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading')).toHaveText('Are you sure?');
    await expect(dialog.locator('#feedback-dialog-text')).toHaveText('Your saved answers are kept and you can come back.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('heading', { name: 'Page 2 of 6' })).toBeVisible();
    await expect(page.getByText('6 of 36 answered')).toBeVisible();
  });

  test('time running out (test clock) scores what was saved and refuses answers sent after the deadline', async ({ browser }) => {
    const { page } = await candidate(browser, { js: false, landing: '/assessment/english' });
    await page.getByRole('button', { name: 'Start the test' }).click();
    await answerPage(page, true);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('heading', { name: 'Page 2 of 6' })).toBeVisible();
    await answerPage(page, true);

    const clock = await page.context().newPage();
    await clock.goto('/__test/assessment-clock');
    await clock.getByLabel('Minutes').fill('31');
    await clock.getByRole('button', { name: 'Advance the clock' }).click();
    await expect(clock.getByText(/Moved on by/)).toBeVisible();

    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/assessment\/english\?result=\d+&notice=time-up$/);
    await expect(page.getByTestId('time-up')).toContainText('Your 6 saved answers (of 36 questions) were scored');
    await expect(page.getByTestId('result-score')).toHaveText('17/100');
    await page.goto('/assessment/english');
    await expect(page.getByTestId('attempt-history')).toContainText('Time ran out');
  });

  test('with JavaScript, the countdown sends the answers on screen just before the deadline and then shows the result', async ({
    browser,
  }) => {
    // Signing up, starting and then sitting out the last seconds of the clock take longer than most tests.
    test.setTimeout(60_000);
    const { page } = await candidate(browser, { js: true, landing: '/assessment/english' });
    await page.getByRole('button', { name: 'Start the test' }).click();
    await expect(page.getByRole('heading', { name: 'Page 1 of 6' })).toBeVisible();
    // Fifteen seconds left on the candidate's (test) clock.
    const clock = await page.context().newPage();
    await clock.goto('/__test/assessment-clock');
    await clock.getByLabel('Minutes').fill(String(30 - 15 / 60));
    await clock.getByRole('button', { name: 'Advance the clock' }).click();
    await expect(clock.getByText(/Moved on by/)).toBeVisible();
    await clock.close();

    page.on('console', (m) => {
      if (m.text().startsWith('SUBMIT')) console.log(m.text().slice(0, 900));
    });
    page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
    await page.reload();
    await waitForHydration(page);
    let documentLoads = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentLoads += 1;
    });
    await expect(page.getByTestId('countdown')).toContainText(/Time left: 0:[01]\d/);
    await answerPage(page, true);
    // The six answers were sent once, before the deadline, and the attempt was scored when the
    // time ran out: not sent page after page and finished early.
    await expect(page).toHaveURL(/\/assessment\/english\?result=\d+&notice=time-up$/, { timeout: 20_000 });
    await expect(page.getByTestId('time-up')).toContainText('Your 6 saved answers (of 36 questions) were scored');
    await expect(page.getByTestId('result-score')).toHaveText('17/100');
    await expect(page.getByText('6 of 36 questions right')).toBeVisible();
    // Client navigations all the way: the page never reloaded (which would restart the countdown's plan).
    expect(documentLoads).toBe(0);
    await page.goto('/assessment/english');
    await expect(page.getByTestId('attempt-history')).toContainText('Time ran out');
  });

  test("refuses another candidate's attempt and an item that is not in the attempt", async ({ browser }) => {
    const owner = await candidate(browser, { js: false, landing: '/assessment/english' });
    await owner.page.getByRole('button', { name: 'Start the test' }).click();
    const ownersAttempt = await owner.page.locator('input[name="attempt"]').inputValue();

    const other = await candidate(browser, { js: true, landing: '/assessment/english' });
    await other.page.getByRole('button', { name: 'Start the test' }).click();
    await expect(other.page.getByRole('heading', { name: 'Page 1 of 6' })).toBeVisible();
    await answerPage(other.page, true);
    await other.page.locator('input[name="attempt"]').evaluate((input, id) => ((input as HTMLInputElement).value = id), ownersAttempt);
    await other.page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(other.page.getByRole('dialog')).toContainText('This test attempt was not found.');
    await other.page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await owner.page.reload();
    await expect(owner.page.getByText('0 of 36 answered')).toBeVisible();

    // Its own attempt, with an answer to an item it never drew: refused, nothing stored.
    await other.page.locator('input[name="attempt"]').evaluate((input) => {
      const form = input.closest('form')!;
      const extra = Object.assign(document.createElement('input'), { type: 'hidden', name: 'answer:g-zz-1', value: 'a' });
      form.append(extra);
    });
    const own = await other.page.evaluate(() => (document.querySelector('input[name="attempt"]') as HTMLInputElement).defaultValue);
    await other.page.locator('input[name="attempt"]').evaluate((input, id) => ((input as HTMLInputElement).value = id), own);
    await other.page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(other.page.getByRole('dialog')).toContainText('An answer was for a question that is not part of your test.');
    await other.page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await other.page.reload();
    await expect(other.page.getByText('0 of 36 answered')).toBeVisible();
    await expect(other.page.getByRole('heading', { name: 'Page 1 of 6' })).toBeVisible();
  });

  test('a finish sent from the first page asks first, saying how many are unanswered; only the confirm button ends the test', async ({
    browser,
  }) => {
    // Without JavaScript, the finish forged into the first page's form (the 6 of 36).
    const { page } = await candidate(browser, { js: false, landing: '/assessment/english' });
    await page.getByRole('button', { name: 'Start the test' }).click();
    await expect(page.getByRole('heading', { name: 'Page 1 of 6' })).toBeVisible();
    await answerPage(page, true);
    await page.getByRole('button', { name: 'Save and continue' }).evaluate((button) => ((button as HTMLButtonElement).value = 'finish'));
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/assessment\/english\?notice=confirm-finish$/);
    const confirmation = page.getByTestId('finish-confirmation');
    await expect(confirmation.getByRole('heading', { name: 'Finish the test now?' })).toBeVisible();
    await expect(confirmation).toContainText(
      '30 of 36 questions are still unanswered. If you finish now, they count as wrong answers and the test ends.',
    );
    await expect(page.getByText('6 of 36 answered')).toBeVisible();
    await shoot(page, 'english-confirm-finish');
    // Keep answering: the test goes on where it was, the answers kept.
    await confirmation.getByRole('button', { name: 'Keep answering' }).click();
    await expect(page).toHaveURL(/\/assessment\/english$/);
    await expect(page.getByTestId('finish-confirmation')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Page 1 of 6' })).toBeVisible();
    await expect(page.getByText('6 of 36 answered')).toBeVisible();
    // Asked again on the next finish; the confirmation's own button ends the test.
    await page.getByRole('button', { name: 'Save and continue' }).evaluate((button) => ((button as HTMLButtonElement).value = 'finish'));
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\?notice=confirm-finish$/);
    await page.getByRole('button', { name: 'Finish with 30 unanswered' }).click();
    await expect(page).toHaveURL(/\/assessment\/english\?result=\d+$/);
    await expect(page.getByText('6 of 36 questions right')).toBeVisible();

    // With JavaScript, in Indonesian: the last page's finish asks too, and the confirm button sends the answers on screen.
    const js = await candidate(browser, { js: true, landing: '/id/assessment/english' });
    await js.page.getByRole('button', { name: 'Mulai tes' }).click();
    for (let index = 1; index <= 5; index += 1) {
      await expect(js.page.getByRole('heading', { name: `Halaman ${index} dari 6` })).toBeVisible();
      await js.page.getByRole('button', { name: 'Simpan dan lanjutkan' }).click();
    }
    await expect(js.page.getByRole('heading', { name: 'Halaman 6 dari 6' })).toBeVisible();
    await js.page.getByRole('button', { name: 'Selesai dan lihat hasil' }).click();
    const asked = js.page.getByTestId('finish-confirmation');
    await expect(asked).toContainText('36 dari 36 soal belum dijawab');
    await answerPage(js.page, true);
    await asked.getByRole('button', { name: 'Selesaikan dengan 36 soal belum dijawab' }).click();
    await expect(js.page).toHaveURL(/\/id\/assessment\/english\?result=\d+$/);
    await expect(js.page.getByText('6 dari 36 soal benar')).toBeVisible();
  });

  test('a result page of another candidate is not found', async ({ browser }) => {
    const first = await candidate(browser, { js: false, landing: '/assessment/english' });
    await first.page.getByRole('button', { name: 'Start the test' }).click();
    for (let index = 1; index <= 6; index += 1)
      await first.page.getByRole('button', { name: index < 6 ? 'Save and continue' : 'Finish and see my result' }).click();
    await first.page.getByRole('button', { name: 'Finish with 36 unanswered' }).click();
    await expect(first.page).toHaveURL(/\?result=\d+$/);
    const second = await candidate(browser, { js: false, landing: '/assessment/english' });
    const response = await second.page.goto(new URL(first.page.url()).pathname + new URL(first.page.url()).search);
    expect(response?.status()).toBe(404);
  });
});

test.describe('Personality test', () => {
  test('untimed, without JavaScript: fifty statements to a chart and table with bands, and the results can be deleted', async ({
    browser,
  }) => {
    const { page } = await candidate(browser, { js: false, landing: '/assessment/personality' });
    await expect(page.getByText('indicative, not a clinical or diagnostic instrument')).toBeVisible();
    await page.getByRole('button', { name: 'Start the test' }).click();
    await expect(page.getByText('No time limit')).toBeVisible();
    await shoot(page, 'personality-question');
    // Finishing with a page left open sends the candidate back to it.
    for (let index = 1; index <= 5; index += 1) {
      await expect(page.getByRole('heading', { name: `Page ${index} of 5` })).toBeVisible();
      if (index !== 3) for (const item of await items(page).all()) await item.getByRole('radio', { name: 'Agree', exact: true }).check();
      await page.getByRole('button', { name: index < 5 ? 'Save and continue' : 'Finish and see my result' }).click();
    }
    await expect(page.getByRole('heading', { name: 'Page 3 of 5' })).toBeVisible();
    await expect(page.getByText('Please answer every statement before finishing')).toBeVisible();
    for (const item of await items(page).all()) await item.getByRole('radio', { name: 'Agree', exact: true }).check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('button', { name: 'Finish and see my result' }).click();

    // "Agree" to everything: five keyed at 4 and five reversed at 2 per factor → 50, average.
    await expect(page.getByRole('heading', { name: 'Your personality profile' })).toBeVisible();
    const table = page.getByTestId('personality-table');
    for (const factor of ['Openness', 'Conscientiousness', 'Extraversion', 'Agreeableness', 'Emotional stability']) {
      await expect(table.getByRole('row', { name: factor })).toContainText('50Average');
    }
    await expect(page.getByRole('img', { name: 'Your scores on the five traits, from 0 to 100' })).toBeVisible();
    await shoot(page, 'personality-result');

    await page.getByRole('link', { name: 'Back to the test page' }).click();
    await page.getByLabel('Yes, delete my results for this test').check();
    await page.getByRole('button', { name: 'Delete my results' }).click();
    await expect(page.getByText('Your results for this test were deleted.')).toBeVisible();
    await expect(page.getByTestId('attempt-history')).toContainText('Result deleted');
  });
});

test.describe('Assessments API', () => {
  test('GET /api/assessments gives the latest results to the token holder only', async ({ browser, request }) => {
    const { page, email } = await candidate(browser, { js: false, landing: '/assessment/english' });
    await page.getByRole('button', { name: 'Start the test' }).click();
    await answerPage(page, true);
    for (let index = 1; index <= 6; index += 1)
      await page.getByRole('button', { name: index < 6 ? 'Save and continue' : 'Finish and see my result' }).click();
    await page.getByRole('button', { name: 'Finish with 30 unanswered' }).click();
    await expect(page.getByTestId('result-score')).toHaveText('17/100');

    expect((await request.get('/api/assessments')).status()).toBe(401);
    const login = await request.post('/api/login', { data: { email, password: PASSWORD } });
    const { token } = (await login.json()) as { token: string };
    const response = await request.get('/api/assessments', { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as {
      data: { english: { score: number; level: string } | null; personality: unknown; attempts: unknown[] };
    };
    expect(body.data.english).toMatchObject({ score: 17, level: 'A1' });
    expect(body.data.personality).toBeNull();
    expect(JSON.stringify(body)).not.toMatch(/"answer"\s*:/);
  });
});
