import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProfileFiles } from '../db/repos/profile-files-repo';
import { windowsExecutable } from '../uploads/test-files';
import { fileForm, startFilesApi, type Candidate, type FilesApi, type StorageBackend } from './test-files-api';

const fixture = (...parts: string[]) => fs.readFileSync(path.resolve('test-fixtures', ...parts));
const PDF = fixture('documents', 'cv.pdf');
const DOCX = fixture('documents', 'cv.docx');

interface Answer {
  message?: string;
  errors?: Record<string, string[]>;
  data?: Record<string, unknown>;
}

describe.each<StorageBackend>(['local directory', 'S3-protocol server'])('the files API with files in a %s', (backend) => {
  let api: FilesApi;
  let ayu: Candidate;

  beforeAll(async () => {
    api = await startFilesApi(backend);
    ayu = await api.candidate('Ayu Lestari');
  });
  afterAll(async () => {
    await api?.stop();
  });

  const upload = (kind: string, form: FormData, headers: Record<string, string> = ayu.auth) =>
    fetch(`${api.base}/profile/${kind}`, { method: 'POST', body: form, headers });
  const download = (kind: string, headers: Record<string, string> = ayu.auth) => fetch(`${api.base}/profile/${kind}`, { headers });
  const keysOf = async (candidate: Candidate) => getProfileFiles(api.db, candidate.id);

  it('uploads a PDF resume (making the profile on the way) and gives it back to its owner as a download', async () => {
    const response = await upload('resume', fileForm(PDF, 'CV Ayu Lestari.pdf', 'application/pdf'));
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Answer;
    expect(body.data).toMatchObject({
      file_name: 'CV Ayu Lestari.pdf',
      size_bytes: PDF.length,
      mime: 'application/pdf',
      url: '/api/profile/resume',
    });
    const files = await keysOf(ayu);
    expect(files).toMatchObject({ visibility: 'private' });
    expect(files!.resume!.storageKey).toMatch(/^resume\/[\w-]{24}\.pdf$/);

    const got = await download('resume');
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toBe('attachment; filename="CV Ayu Lestari.pdf"');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('cache-control')).toMatch(/no-store/);
    expect(Buffer.from(await got.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('replacing the resume removes the old stored object; the new one downloads with its real extension', async () => {
    const before = (await keysOf(ayu))!.resume!.storageKey;
    const response = await upload('resume', fileForm(DOCX, 'cv-baru.pdf', 'application/pdf'));
    expect(response.status).toBe(201);
    expect(((await response.json()) as Answer).data).toMatchObject({
      file_name: 'cv-baru.docx',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(await api.storage.head(before)).toBeNull();
    const got = await download('resume');
    expect(got.headers.get('content-disposition')).toMatch(/^attachment; filename="?cv-baru\.docx"?$/);
    expect(Buffer.from(await got.arrayBuffer()).equals(DOCX)).toBe(true);
  });

  it('refuses a renamed executable with a message naming it, and keeps the saved resume', async () => {
    const before = await keysOf(ayu);
    const response = await upload('resume', fileForm(windowsExecutable(), 'cv.pdf', 'application/pdf'));
    expect(response.status).toBe(422);
    const body = (await response.json()) as Answer;
    expect(body.message).toBe('This file contains EXE data, not a PDF, DOC or DOCX document.');
    expect(body.errors).toEqual({ file: [body.message] });
    expect(await keysOf(ayu)).toEqual(before);
    expect(Buffer.from(await (await download('resume')).arrayBuffer()).equals(DOCX)).toBe(true);
  });

  it('refuses a 6 MB resume with 413 and a clear message (in Indonesian too), keeping the saved one and storing nothing', async () => {
    const before = await keysOf(ayu);
    const big = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024 - PDF.length, 32)]);
    const response = await upload('resume', fileForm(big, 'cv-besar.pdf', 'application/pdf'));
    expect(response.status).toBe(413);
    const body = (await response.json()) as Answer;
    expect(body).toEqual({ message: 'The file is too large: at most 5 MB.', errors: { file: ['The file is too large: at most 5 MB.'] } });
    const indonesian = await upload('resume', fileForm(big, 'cv-besar.pdf', 'application/pdf'), {
      ...ayu.auth,
      'Accept-Language': 'id-ID',
    });
    expect(((await indonesian.json()) as Answer).message).toBe('Berkas terlalu besar: maksimal 5 MB.');
    expect(await keysOf(ayu)).toEqual(before);
    expect(Buffer.from(await (await download('resume')).arrayBuffer()).equals(DOCX)).toBe(true);
    expect(api.leftoverUploads()).toEqual([]);
  });

  it('an avatar with GPS EXIF comes back without any metadata, upright, in two sizes', async () => {
    const response = await upload('avatar', fileForm(fixture('images', 'camera-gps-orient6.jpg'), 'IMG_0042.JPG', 'image/jpeg'));
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as Answer;
    expect(data).toMatchObject({ size: 512, small_size: 128, mime: 'image/webp' });
    const got = await download('avatar');
    expect(got.headers.get('content-type')).toBe('image/webp');
    expect(got.headers.get('content-disposition')).toBe('inline');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await got.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect([metadata.exif, metadata.xmp, metadata.icc, metadata.orientation]).toEqual([undefined, undefined, undefined, undefined]);
    expect(bytes.toString('latin1')).not.toMatch(/GPS|ProofCam|Jane Candidate/);
    // Upright: the red edge the camera stored at the top runs down the right-hand side.
    const { data: pixels, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (256 * info.width + 505) * 3;
    expect([pixels[at]! > 180, pixels[at + 1]! < 90, pixels[at + 2]! < 90]).toEqual([true, true, true]);
    const small = await fetch(`${api.base}/profile/avatar?size=small`, { headers: ayu.auth });
    expect(await sharp(Buffer.from(await small.arrayBuffer())).metadata()).toMatchObject({ width: 128, height: 128 });
  });

  it('a profile video is measured from its container; 61 s is refused even when the request claims less, and the saved video stays', async () => {
    const ok = await upload('video', fileForm(fixture('video', 'video-5s-chrome-mediarecorder.webm'), 'rekaman.webm', 'video/webm'));
    expect(ok.status).toBe(201);
    expect(((await ok.json()) as Answer).data).toMatchObject({ duration_seconds: 5.01, mime: 'video/webm', width: 64, height: 48 });
    const saved = (await keysOf(ayu))!.video;

    const long = await upload(
      'video',
      fileForm(fixture('video', 'video-61s-chrome-mediarecorder.webm'), 'short.webm', 'video/webm', 'file', {
        duration: '30',
        durationSeconds: '30',
      }),
    );
    expect(long.status).toBe(422);
    expect(((await long.json()) as Answer).errors).toEqual({
      file: ['The profile video can be at most 1 minute long (this one is 61 seconds).'],
    });
    // A header rewritten to claim 30 s changes nothing either.
    const lying = Buffer.from(fixture('video', 'video-61s.mp4'));
    const mvhd = lying.indexOf('mvhd', 0, 'latin1') + 4;
    lying.writeUInt32BE(30 * lying.readUInt32BE(mvhd + 12), mvhd + 16);
    const lied = await upload('video', fileForm(lying, 'short.mp4', 'video/mp4'));
    expect(lied.status).toBe(422);
    expect(((await lied.json()) as Answer).message).toMatch(/at most 1 minute/);
    expect((await keysOf(ayu))!.video).toEqual(saved);
  });

  it('plays the video in ranges, as players ask for it', async () => {
    const whole = fixture('video', 'video-5s-chrome-mediarecorder.webm');
    const part = await fetch(`${api.base}/profile/video`, { headers: { ...ayu.auth, Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${whole.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(100, 200))).toBe(true);
    const beyond = await fetch(`${api.base}/profile/video`, { headers: { ...ayu.auth, Range: `bytes=${whole.length + 10}-` } });
    expect(beyond.status).toBe(416);
    // As a browser revalidates its copy (fetch() would add "no-cache" by itself without the Cache-Control).
    const again = await fetch(`${api.base}/profile/video`, {
      headers: { ...ayu.auth, 'If-None-Match': part.headers.get('etag')!, 'Cache-Control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
  });

  it('deleting a file clears it and removes its object; deleting again is fine', async () => {
    const key = (await keysOf(ayu))!.resume!.storageKey;
    expect((await fetch(`${api.base}/profile/resume`, { method: 'DELETE', headers: ayu.auth })).status).toBe(204);
    expect(await api.storage.head(key)).toBeNull();
    const gone = await download('resume');
    expect(gone.status).toBe(404);
    expect(gone.headers.get('cache-control')).toBe('no-store');
    expect(await gone.json()).toEqual({ message: 'There is no such file.' });
    expect((await fetch(`${api.base}/profile/resume`, { method: 'DELETE', headers: ayu.auth })).status).toBe(204);
  });
});
