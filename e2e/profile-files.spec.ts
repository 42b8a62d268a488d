import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { createAccount, expect, test, waitForHydration } from './fixtures';

/**
 * The candidate-files API through the built server (middleware, compression, security headers
 * and all): what an API client and the site's own pages (with the session cookie) get.
 */
const fixture = (...parts: string[]) => fs.readFileSync(path.resolve('test-fixtures', ...parts));
let serial = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++serial}@example.com`;

async function signUp(request: APIRequestContext, name: string): Promise<{ email: string; auth: Record<string, string> }> {
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  await createAccount(request, { name, email, password: 'rahasia-123' });
  const login = await request.post('/api/login', { data: { email, password: 'rahasia-123' } });
  expect(login.status()).toBe(200);
  return { email, auth: { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` } };
}

const file = (name: string, mimeType: string, buffer: Buffer) => ({ multipart: { file: { name, mimeType, buffer } } });

test.describe('candidate files', () => {
  test('an API client uploads and downloads a resume; refusals are clear; nobody else can read it', async ({ request }) => {
    const ayu = await signUp(request, 'Ayu Lestari');
    const budi = await signUp(request, 'Budi Santoso');
    const pdf = fixture('documents', 'cv.pdf');

    const saved = await request.post('/api/profile/resume', { headers: ayu.auth, ...file('CV Ayu.pdf', 'application/pdf', pdf) });
    expect(saved.status()).toBe(201);
    expect(((await saved.json()) as { data: { file_name: string } }).data.file_name).toBe('CV Ayu.pdf');

    const download = await request.get('/api/profile/resume', { headers: ayu.auth });
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
    expect(download.headers()['content-disposition']).toMatch(/^attachment; filename="?CV Ayu\.pdf"?/);
    expect(download.headers()['x-content-type-options']).toBe('nosniff');
    expect(download.headers()['content-encoding']).toBeUndefined();
    expect(Buffer.from(await download.body()).equals(pdf)).toBe(true);

    const exe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(1000)]);
    const renamed = await request.post('/api/profile/resume', { headers: ayu.auth, ...file('cv.pdf', 'application/pdf', exe) });
    expect(renamed.status()).toBe(422);
    expect(((await renamed.json()) as { errors: { file: string[] } }).errors.file).toEqual([
      'This file contains EXE data, not a PDF, DOC or DOCX document.',
    ]);

    const big = await request.post('/api/profile/resume', {
      headers: { ...ayu.auth, 'Accept-Language': 'id-ID' },
      ...file('cv.pdf', 'application/pdf', Buffer.concat([pdf, Buffer.alloc(6 * 1024 * 1024)])),
    });
    expect(big.status()).toBe(413);
    expect(((await big.json()) as { message: string }).message).toBe('Berkas terlalu besar: maksimal 5 MB.');
    expect(Buffer.from(await (await request.get('/api/profile/resume', { headers: ayu.auth })).body()).equals(pdf)).toBe(true);

    const video = await request.post('/api/profile/video', {
      headers: ayu.auth,
      ...file('short.webm', 'video/webm', fixture('video', 'video-61s-chrome-mediarecorder.webm')),
    });
    expect(video.status()).toBe(422);
    expect(((await video.json()) as { message: string }).message).toBe(
      'The profile video can be at most 1 minute long (this one is 61 seconds).',
    );

    // Budi asks for "his" resume (none) and for Ayu's by her handle; a visitor without an account too.
    expect((await request.get('/api/profile/resume', { headers: budi.auth })).status()).toBe(404);
    const avatar = await request.post('/api/profile/avatar', {
      headers: ayu.auth,
      ...file('me.jpg', 'image/jpeg', fixture('images', 'camera-gps-orient6.jpg')),
    });
    const avatarUrl = ((await avatar.json()) as { data: { url: string } }).data.url;
    const handle = avatarUrl.split('/')[3]!;
    for (const headers of [budi.auth, {}]) {
      expect((await request.get(`/api/profiles/${handle}/resume`, { headers })).status()).toBe(404);
      // Profiles start private: the avatar is not shown to others either.
      expect((await request.get(avatarUrl, { headers })).status()).toBe(404);
    }
    expect((await request.get(avatarUrl, { headers: ayu.auth })).status()).toBe(200);
  });

  test('on the site, the session cookie uploads an avatar and shows it in an image, without its GPS position', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('putu');
    await createAccount(request, { name: 'Putu Ayu', email, password: 'rahasia-123' });
    await page.goto('/auth/login');
    await waitForHydration(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('rahasia-123');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(`${BASE_URL}/account/edit-profile`);

    const photo = fixture('images', 'camera-gps-orient6.jpg').toString('base64');
    const status = await page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'IMG_0042.JPG');
      return (await fetch('/api/profile/avatar', { method: 'POST', body: form })).status;
    }, photo);
    expect(status).toBe(201);
    const size = await page.evaluate(async () => {
      const image = new Image();
      image.src = '/api/profile/avatar?size=small';
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    });
    expect(size).toEqual([128, 128]);
    const bytes = await page.evaluate(async () => new Uint8Array(await (await fetch('/api/profile/avatar')).arrayBuffer()).length);
    const served = await page.request.get('/api/profile/avatar');
    expect(served.headers()['content-type']).toBe('image/webp');
    const body = Buffer.from(await served.body());
    expect(body).toHaveLength(bytes);
    expect(body.toString('latin1')).not.toMatch(/Exif|GPS|ProofCam/);
  });
});
