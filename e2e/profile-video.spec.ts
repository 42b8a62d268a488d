import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, expect, test, waitForHydration } from './fixtures';

/**
 * The profile editor's files: a video recorded in the browser (Chromium's fake camera and
 * microphone stand in for the real ones; MediaRecorder and the upload are the browser's own),
 * played back in the editor and on the public profile; a photo and a too-long video through the
 * plain forms, without JavaScript.
 */
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

const fixture = (...parts: string[]) => fs.readFileSync(path.resolve('test-fixtures', ...parts));
const PASSWORD = 'rahasia-123';
let serial = 0;

async function candidate(request: APIRequestContext, name: string) {
  const email = `${name.split(' ')[0]!.toLowerCase()}-video-${Date.now()}-${++serial}@example.com`;
  await createAccount(request, { name, email, password: PASSWORD });
  const login = await request.post('/api/login', { data: { email, password: PASSWORD } });
  return { email, auth: { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` } };
}

async function logIn(page: Page, email: string, js: boolean) {
  await page.goto('/auth/login');
  if (js) await waitForHydration(page);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/edit-profile$/);
}

test('a video recorded with the camera is uploaded, played back in the editor and shown on the public profile', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const rina = await candidate(request, 'Rina Kusuma');
  await logIn(page, rina.email, true);
  await waitForHydration(page);
  const card = page.locator('#video').locator('xpath=ancestor-or-self::section[1]');
  await expect(card.getByTestId('profile-video')).toHaveText('No profile video yet.');

  await card.getByRole('button', { name: 'Record a video' }).click();
  await card.getByRole('button', { name: 'Start recording' }).click();
  const clock = card.getByRole('timer');
  await expect(clock).toContainText(/0:5\d/);
  // eslint-disable-next-line playwright/no-wait-for-timeout -- a take of a few seconds has to be recorded.
  await page.waitForTimeout(2500);
  await card.getByRole('button', { name: 'Stop' }).click();
  await expect(card.getByTestId('video-take')).toBeVisible();
  await card.getByRole('button', { name: 'Use this video' }).click();

  await expect(page).toHaveURL(/\?upload=video\.saved#video$/);
  await expect(page.getByTestId('video-notice')).toHaveText('Your profile video is saved.');
  const player = page.getByTestId('profile-video').locator('video');
  await expect(player).toBeVisible();
  // The browser can play it: its length is known once the metadata has loaded.
  await expect
    .poll(() =>
      player.evaluate((video: HTMLVideoElement) => (Number.isFinite(video.duration) ? video.duration : -1) > 1 || video.readyState >= 1),
    )
    .toBe(true);
  const stored = await page.request.get('/api/profile/video');
  expect(stored.status()).toBe(200);
  expect(stored.headers()['content-type']).toMatch(/^video\/(webm|mp4)$/);
  const saved = ((await (await request.get('/api/profile', { headers: rina.auth })).json()) as { data: { identifier: string } }).data;

  // Public: the video plays on the public profile, for visitors too.
  const visibility = await request.put('/api/profile/visibility', { headers: rina.auth, data: { visibility: 'public' } });
  expect(visibility.status()).toBe(200);
  await page.goto(`/profile/${saved.identifier}`);
  await expect(page.getByTestId('profile-page-video')).toHaveAttribute('src', `/api/profiles/${saved.identifier}/video`);
  const visitor = await request.get(`/api/profiles/${saved.identifier}/video`, { headers: { Cookie: '' } });
  expect(visitor.status()).toBe(200);
});

test('opening the recorder moves the focus into it; Escape closes it and gives the focus back to its button', async ({ page, request }) => {
  const siti = await candidate(request, 'Siti Rahma');
  await logIn(page, siti.email, true);
  await waitForHydration(page);
  const card = page.locator('#video').locator('xpath=ancestor-or-self::section[1]');
  const open = card.getByRole('button', { name: 'Record a video' });
  await open.focus();
  await page.keyboard.press('Enter');
  const recorder = card.getByRole('group', { name: 'Record a video' });
  await expect(recorder).toBeFocused();
  await expect(card.getByRole('button', { name: 'Start recording' })).toBeVisible();
  // Its controls are the next stops for the keyboard.
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: 'Start recording' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(recorder).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Start recording' })).toHaveCount(0);
  await expect(open).toBeFocused();
  // Escape while recording drops the take as well: nothing is left to upload.
  await page.keyboard.press('Enter');
  await card.getByRole('button', { name: 'Start recording' }).click();
  await expect(card.getByRole('timer')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(open).toBeFocused();
  await expect(card.getByTestId('video-take')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Use this video' })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a photo comes back without its GPS position; a 61-second video is refused and the saved one stays', async ({ page, request }) => {
    const budi = await candidate(request, 'Budi Santoso');
    await logIn(page, budi.email, false);
    const fiveSeconds = fixture('video', 'video-5s.mp4');

    await page
      .locator('#avatar-file')
      .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: fixture('images', 'camera-gps-orient6.jpg') });
    await page.getByRole('button', { name: 'Upload photo' }).click();
    await expect(page.getByTestId('avatar-notice')).toHaveText('Your photo is saved.');
    const photo = await page.request.get((await page.getByTestId('profile-avatar').getAttribute('src'))!);
    expect(photo.headers()['content-type']).toBe('image/webp');
    expect(Buffer.from(await photo.body()).includes(Buffer.from('GPS'))).toBe(false);
    // The header shows it beside "My account", on every page.
    await page.goto('/explore-jobs');
    const small = await page.getByTestId('header-avatar').getAttribute('src');
    expect(small).toMatch(/^\/api\/profile\/avatar\?size=small&v=\d+$/);
    expect((await page.request.get(small!)).headers()['content-type']).toBe('image/webp');
    await page.goto('/account/edit-profile');

    // Without JavaScript there is no recorder: the file form is the way.
    await expect(page.getByRole('button', { name: 'Record a video' })).toHaveCount(0);
    await page.locator('#video-file').setInputFiles({ name: 'intro.mp4', mimeType: 'video/mp4', buffer: fiveSeconds });
    await page.getByRole('button', { name: 'Upload video' }).click();
    await expect(page.getByTestId('video-notice')).toHaveText('Your profile video is saved.');
    await expect(page.getByTestId('profile-video')).toContainText('5 s');

    // The browser's claim (a file name, a type) counts for nothing: the server measures the file.
    await page
      .locator('#video-file')
      .setInputFiles({ name: 'short.webm', mimeType: 'video/webm', buffer: fixture('video', 'video-61s-chrome-mediarecorder.webm') });
    await page.getByRole('button', { name: 'Upload video' }).click();
    await expect(page.getByTestId('video-notice')).toHaveText('The profile video can be at most 1 minute long (this one is 61 seconds).');
    await expect(page.getByTestId('profile-video')).toContainText('5 s');
    const kept = await page.request.get('/api/profile/video');
    expect(Buffer.from(await kept.body()).equals(fiveSeconds)).toBe(true);

    // Removed: the editor says so and the file is gone.
    await page.getByRole('button', { name: 'Remove video' }).click();
    await expect(page.getByTestId('video-notice')).toHaveText('Your profile video is removed.');
    await expect(page.getByTestId('profile-video')).toHaveText('No profile video yet.');
    expect((await page.request.get('/api/profile/video')).status()).toBe(404);
  });
});
