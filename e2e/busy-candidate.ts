import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { BIG_FIVE } from '../src/server/assessments/bank-types';
import { ENGLISH_BY_KEY } from '../src/server/assessments/items/english-bank';
import { expect } from './fixtures';

/**
 * What a busy candidate does on the site before asking for their data, each step through the
 * site's own routes (pages and forms, or the profile API a page's island calls with the session
 * cookie), and what the site then shows of it: the export test checks the ZIP against that.
 * The steps use the English pages; what they create is the same in either language.
 */
const fixture = (...parts: string[]) => fs.readFileSync(path.resolve('test-fixtures', ...parts));

/** Basic info and a work experience, saved through the profile editor's own forms. */
export async function fillProfile(page: Page, fullName: string): Promise<void> {
  const section = (name: string) => page.getByRole('form', { name, exact: true });
  await page.goto('/account/edit-profile');
  await section('Basic info').getByLabel('Full name').fill(fullName);
  await section('Basic info').getByLabel('Headline').fill('Staf administrasi gudang');
  await section('Basic info').getByRole('button', { name: 'Save' }).click();
  await expect(section('Basic info').getByRole('status')).toHaveText('Saved');
  const work = section('Add work experience');
  await work.getByLabel('Company').fill('PT Sumber Makmur');
  await work.getByLabel('Job position').fill('Admin Gudang');
  await work.getByLabel('Start month').selectOption('3');
  await work.getByLabel('Start year').fill('2021');
  await work.getByLabel('I am still working here').check();
  await work.getByRole('button', { name: 'Add' }).click();
  await expect(page.locator('#work-experience .profile-item')).toHaveCount(1);
}

/** Uploads a photo and returns the bytes the site then serves as the avatar (its GPS position stripped). */
export async function uploadAvatar(page: Page): Promise<Buffer> {
  const uploaded = await page.request.post('/api/profile/avatar', {
    multipart: { file: { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: fixture('images', 'camera-gps-orient6.jpg') } },
  });
  expect(uploaded.status()).toBe(201);
  const served = await page.request.get('/api/profile/avatar');
  expect(served.status()).toBe(200);
  return served.body();
}

/** Applies to the first job from the nth card on that has a cover letter field, with this letter; returns the job's path. */
export async function applyWithCoverLetter(page: Page, from: number, letter: string): Promise<string> {
  await page.goto('/explore-jobs');
  const hrefs = (
    await page.locator('.job-grid > li .job-card__title a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  ).slice(from);
  for (const href of hrefs) {
    await page.goto(`${href}/questions`);
    if ((await page.locator('textarea[name="cover_letter"]').count()) === 0) continue;
    for (const fieldset of await page.locator('.choice-field').all()) await fieldset.locator('input').first().check();
    for (const box of await page.locator('.apply-form textarea').all()) await box.fill('Saya siap mulai bulan depan.');
    await page.locator('textarea[name="cover_letter"]').fill(letter);
    await page.getByLabel(/I agree to the terms/).check();
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByTestId('application-status')).toContainText('has been sent');
    return href;
  }
  throw new Error('no job on the search page asks for a cover letter');
}

/** Saves the job on its page; the button says so afterwards. */
export async function bookmarkJob(page: Page, jobPath: string): Promise<void> {
  await page.goto(jobPath);
  const button = page.locator('.job-actions .bookmark-button');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

/** Takes the English test (the first three pages right, the rest wrong) and returns what the result page shows. */
export async function takeEnglish(page: Page): Promise<{ score: string; level: string }> {
  await page.goto('/assessment/english');
  await page.getByRole('button', { name: 'Start the test' }).click();
  for (let index = 1; index <= 6; index += 1) {
    await expect(page.getByRole('heading', { name: `Page ${index} of 6` })).toBeVisible();
    for (const item of await page.getByTestId('assessment-item').all()) {
      const key = (await item.getByRole('radio').first().getAttribute('name'))!.replace(/^answer:/, '');
      const answer = ENGLISH_BY_KEY.get(key)!.answer;
      await item.locator(`input[value="${index <= 3 ? answer : ['a', 'b', 'c', 'd'].find((k) => k !== answer)!}"]`).check();
    }
    await page.getByRole('button', { name: index < 6 ? 'Save and continue' : 'Finish and see my result' }).click();
  }
  await expect(page).toHaveURL(/\/assessment\/english\?result=\d+$/);
  return {
    score: (await page.getByTestId('result-score').textContent()) ?? '',
    level: (await page.getByTestId('result-level').textContent()) ?? '',
  };
}

/** Takes the personality test with varied answers and returns the table's score per factor, as the result page shows it. */
export async function takePersonality(page: Page): Promise<Record<string, number>> {
  await page.goto('/assessment/personality');
  await page.getByRole('button', { name: 'Start the test' }).click();
  let n = 0;
  for (let index = 1; index <= 5; index += 1) {
    await expect(page.getByRole('heading', { name: `Page ${index} of 5` })).toBeVisible();
    for (const item of await page.getByTestId('assessment-item').all())
      await item
        .getByRole('radio')
        .nth((n++ * 3) % 5)
        .check();
    await page.getByRole('button', { name: index < 5 ? 'Save and continue' : 'Finish and see my result' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Your personality profile' })).toBeVisible();
  const cells = await page.getByTestId('personality-table').locator('tbody tr td:first-of-type').allTextContents();
  expect(cells).toHaveLength(BIG_FIVE.length);
  return Object.fromEntries(BIG_FIVE.map((factor, index) => [factor, Number(cells[index])]));
}
