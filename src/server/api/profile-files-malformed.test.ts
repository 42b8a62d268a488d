import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProfileFiles } from '../db/repos/profile-files-repo';
import { createS3Storage } from '../storage/s3-storage';
import { BOUNDARY, multipartBody, rawRequest } from '../uploads/test-multipart';
import { fileForm, startFilesApi, type Candidate, type FilesApi } from './test-files-api';

const PDF = fs.readFileSync(path.resolve('test-fixtures/documents/cv.pdf'));
const PHOTO = fs.readFileSync(path.resolve('test-fixtures/images/camera-gps-orient6.jpg'));
const VIDEO = fs.readFileSync(path.resolve('test-fixtures/video/video-5s.mp4'));
const KINDS = ['resume', 'avatar', 'video'] as const;

/** No malformed upload gets a 500: each is a 4xx with a JSON message (and the errors map where a form field is to blame). */
describe('malformed uploads to the files API', () => {
  let api: FilesApi;
  let ayu: Candidate;

  beforeAll(async () => {
    api = await startFilesApi('local directory');
    ayu = await api.candidate('Ayu Lestari');
    // Something saved before, that no refusal may touch.
    for (const [kind, bytes, name, type] of [
      ['resume', PDF, 'cv.pdf', 'application/pdf'],
      ['avatar', PHOTO, 'me.jpg', 'image/jpeg'],
      ['video', VIDEO, 'me.mp4', 'video/mp4'],
    ] as const) {
      const saved = await fetch(`${api.base}/profile/${kind}`, { method: 'POST', headers: ayu.auth, body: fileForm(bytes, name, type) });
      expect(saved.status, kind).toBe(201);
    }
  });
  afterAll(async () => {
    await api?.stop();
  });

  const send = (kind: string, body: Buffer, extra: Partial<Parameters<typeof rawRequest>[1]> = {}) =>
    rawRequest(api.port, {
      path: `/api/profile/${kind}`,
      headers: { ...ayu.auth, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
      body,
      ...extra,
    });
  const json = (body: string) => JSON.parse(body) as { message: string; errors?: Record<string, string[]> };

  it.each(KINDS)('%s: a multipart body cut short or never closed is 422 "did not arrive whole"', async (kind) => {
    const whole = multipartBody([{ name: 'file', filename: 'x.bin', type: 'application/octet-stream', data: Buffer.alloc(20_000, 1) }]);
    for (const body of [whole.subarray(0, 9000), multipartBody([{ name: 'file', filename: 'x.bin', data: 'abc' }], { close: false })]) {
      const answer = await send(kind, body);
      expect(answer.status).toBe(422);
      expect(json(answer.body)).toEqual({
        message: 'The upload did not arrive whole. Please try again.',
        errors: { file: ['The upload did not arrive whole. Please try again.'] },
      });
    }
  });

  it.each(KINDS)('%s: the file in another field, or no file, is 422 naming the field', async (kind) => {
    for (const body of [
      multipartBody([{ name: 'resume', filename: 'cv.pdf', type: 'application/pdf', data: PDF }]),
      multipartBody([{ name: 'note', data: 'hello' }]),
    ]) {
      const answer = await send(kind, body);
      expect(answer.status).toBe(422);
      expect(json(answer.body).errors).toEqual({ file: ['Choose a file to upload.'] });
    }
    const asJson = await fetch(`${api.base}/profile/${kind}`, {
      method: 'POST',
      headers: { ...ayu.auth, 'Content-Type': 'application/json' },
      body: '{"file":"cv.pdf"}',
    });
    expect(asJson.status).toBe(422);
    const bare = await fetch(`${api.base}/profile/${kind}`, { method: 'POST', headers: ayu.auth });
    expect(bare.status).toBe(422);
  });

  it.each(KINDS)('%s: zero bytes is 422 "empty"', async (kind) => {
    const answer = await send(kind, multipartBody([{ name: 'file', filename: 'empty.bin', type: 'application/pdf', data: '' }]));
    expect(answer.status).toBe(422);
    expect(json(answer.body).errors).toEqual({ file: ['The file is empty.'] });
  });

  it.each(KINDS)('%s: a huge declared size is 413 before a byte is read, and the connection is closed', async (kind) => {
    const answer = await send(kind, Buffer.from(`--${BOUNDARY}\r\n`), { contentLength: 40 * 1024 * 1024 * 1024 });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(json(answer.body).message).toMatch(/^The file is too large: at most \d+ MB\.$/);
  });

  it('a boundary-less or garbage multipart header is 422, a lying Content-Length is handled', async () => {
    const noBoundary = await rawRequest(api.port, {
      path: '/api/profile/resume',
      headers: { ...ayu.auth, 'Content-Type': 'multipart/form-data' },
      body: Buffer.from('x'),
    });
    expect(noBoundary.status).toBe(422);
    const garbage = await send('resume', Buffer.from('\u0000\u0001garbage'.repeat(100)));
    expect(garbage.status).toBe(422);
    // Declares more than it sends, then stops sending: Node's HTTP server answers the cut-off request
    // itself (400) or the socket just closes; the upload is let go and nothing is kept.
    const short = await send('resume', multipartBody([{ name: 'file', filename: 'cv.pdf', data: PDF }]), {
      contentLength: PDF.length + 5000,
      endAfter: 3000,
      timeoutMs: 1500,
    });
    expect([null, 400]).toContain(short.status);
    await expect.poll(() => api.leftoverUploads(), { timeout: 5000 }).toEqual([]);
  });

  it('nothing saved before was touched, and no temporary file is left', async () => {
    const files = await getProfileFiles(api.db, ayu.id);
    expect(files!.resume!.fileName).toBe('cv.pdf');
    expect(files!.avatar).not.toBeNull();
    expect(files!.video!.mime).toBe('video/mp4');
    for (const kind of KINDS) expect((await fetch(`${api.base}/profile/${kind}`, { headers: ayu.auth })).status, kind).toBe(200);
    expect(api.leftoverUploads()).toEqual([]);
  });

  it('unknown kinds and other methods answer 404 and 405 in JSON', async () => {
    expect((await fetch(`${api.base}/profile/passport`, { headers: ayu.auth })).status).toBe(404);
    const put = await fetch(`${api.base}/profile/resume`, { method: 'PUT', headers: ayu.auth });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST, DELETE, OPTIONS');
    expect(await put.json()).toEqual({ message: 'This address does not take that method.' });
  });
});

describe('the files API when the storage is down', () => {
  let api: FilesApi;
  let ayu: Candidate;

  beforeAll(async () => {
    const unreachable = createS3Storage({
      endpoint: 'http://127.0.0.1:9',
      bucket: 'files',
      region: 'us-east-1',
      accessKeyId: 'a',
      secretAccessKey: 'b',
      forcePathStyle: true,
    });
    api = await startFilesApi('S3-protocol server', unreachable);
    ayu = await api.candidate('Ayu Lestari');
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('an upload is 503 with a message to try again, not a 500, and leaves the profile as it was', async () => {
    const response = await fetch(`${api.base}/profile/resume`, {
      method: 'POST',
      headers: ayu.auth,
      body: fileForm(PDF, 'cv.pdf', 'application/pdf'),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toEqual({ message: 'The file could not be saved just now. Please try again in a moment.' });
    expect(await getProfileFiles(api.db, ayu.id)).toBeNull();
    expect(api.leftoverUploads()).toEqual([]);
  });
});
