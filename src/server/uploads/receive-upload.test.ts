import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiveUpload, UploadAborted, type UploadRefused } from './receive-upload';
import { BOUNDARY, multipartBody, rawRequest } from './test-multipart';

const MAX = 64 * 1024;

/** A bare HTTP server around receiveUpload that answers what it got (the sha of the bytes, or the refusal). */
describe('receiveUpload', () => {
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'receive-upload-'));
  const outcomes: string[] = [];
  let server: http.Server;
  let port: number;
  const multipart = { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      receiveUpload(req, { field: 'file', maxBytes: MAX, tmpDir }).then(
        async (upload) => {
          const bytes = fs.readFileSync(upload.file);
          await upload.discard();
          outcomes.push('ok');
          res.setHeader('content-type', 'application/json');
          res.end(
            JSON.stringify({
              size: upload.size,
              same: bytes.length === upload.size,
              name: upload.clientName,
              type: upload.clientType,
              fields: upload.fields,
            }),
          );
        },
        (error: Error) => {
          outcomes.push(error.name);
          if (error instanceof UploadAborted) return;
          const refused = error as UploadRefused;
          if (refused.closeConnection) res.setHeader('connection', 'close');
          res.statusCode = refused.problem === 'too_large' ? 413 : 422;
          res.end(refused.problem);
        },
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  const send = (body: Buffer, extra: Partial<Parameters<typeof rawRequest>[1]> = {}) =>
    rawRequest(port, { path: '/', headers: multipart, body, ...extra });
  const leftovers = () => (fs.existsSync(tmpDir) ? fs.readdirSync(tmpDir) : []);

  it('takes a file of exactly the limit, with its text fields, and the name and type the browser claimed', async () => {
    const body = multipartBody([
      { name: 'note', data: 'hello' },
      { name: 'file', filename: 'cv.pdf', type: 'application/pdf', data: Buffer.alloc(MAX, 7) },
    ]);
    const answer = await send(body);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ size: MAX, same: true, name: 'cv.pdf', type: 'application/pdf', fields: { note: 'hello' } });
  });

  it('refuses one byte over the limit while reading, sent with a length or in chunks, and keeps nothing', async () => {
    const body = multipartBody([{ name: 'file', filename: 'big.pdf', data: Buffer.alloc(MAX + 1, 1) }]);
    expect(await send(body)).toMatchObject({ status: 413, body: 'too_large' });
    expect(await send(body, { chunked: 4096 })).toMatchObject({ status: 413, body: 'too_large' });
    expect(leftovers()).toEqual([]);
  });

  it('refuses a declared length far past the limit before reading a byte, and closes the connection', async () => {
    const answer = await send(Buffer.from(`--${BOUNDARY}\r\n`), { contentLength: 50 * 1024 * 1024 * 1024 });
    expect(answer).toMatchObject({ status: 413, body: 'too_large' });
    expect(answer.headers.connection).toBe('close');
  });

  it('stops reading a chunked body that goes on far past the limit', async () => {
    const body = multipartBody([{ name: 'file', filename: 'huge.mp4', data: Buffer.alloc(MAX * 4, 1) }]);
    const answer = await send(body, { chunked: 16 * 1024 });
    expect(answer).toMatchObject({ status: 413, body: 'too_large' });
    expect(answer.headers.connection).toBe('close');
    expect(leftovers()).toEqual([]);
  });

  it('tells a missing file, a wrong field, an empty form and a zero-byte file apart', async () => {
    expect(await send(multipartBody([{ name: 'note', data: 'no file here' }]))).toMatchObject({ status: 422, body: 'missing' });
    expect(await send(multipartBody([{ name: 'resume', filename: 'cv.pdf', data: '%PDF-1.4' }]))).toMatchObject({
      status: 422,
      body: 'missing',
    });
    // What a browser sends when no file was chosen: a file part without a name or bytes.
    expect(await send(multipartBody([{ name: 'file', filename: '', type: 'application/octet-stream', data: '' }]))).toMatchObject({
      status: 422,
      body: 'missing',
    });
    expect(await send(multipartBody([{ name: 'file', filename: 'cv.pdf', type: 'application/pdf', data: '' }]))).toMatchObject({
      status: 422,
      body: 'empty',
    });
    expect(await rawRequest(port, { path: '/', headers: { 'Content-Type': 'application/json' }, body: Buffer.from('{}') })).toMatchObject({
      status: 422,
      body: 'missing',
    });
  });

  it('refuses a multipart body without its closing boundary, cut inside the file, or with no boundary at all', async () => {
    const whole = multipartBody([{ name: 'file', filename: 'cv.pdf', data: Buffer.alloc(5000, 65) }]);
    expect(await send(multipartBody([{ name: 'file', filename: 'cv.pdf', data: 'abc' }], { close: false }))).toMatchObject({
      status: 422,
      body: 'malformed',
    });
    expect(await send(whole.subarray(0, 2000))).toMatchObject({ status: 422, body: 'malformed' });
    expect(await send(Buffer.from('garbage that is no multipart at all'))).toMatchObject({ status: 422, body: 'malformed' });
    expect(await rawRequest(port, { path: '/', headers: { 'Content-Type': 'multipart/form-data' }, body: whole })).toMatchObject({
      status: 422,
      body: 'malformed',
    });
    expect(leftovers()).toEqual([]);
  });

  it('lets go of a client that disappears mid-upload, leaving no temporary file', async () => {
    const body = multipartBody([{ name: 'file', filename: 'cv.pdf', data: Buffer.alloc(40_000, 1) }]);
    const before = outcomes.length;
    await send(body, { endAfter: 20_000, timeoutMs: 1000 });
    await expect.poll(() => outcomes.slice(before)).toEqual(['UploadAborted']);
    await expect.poll(leftovers).toEqual([]);
  });
});
