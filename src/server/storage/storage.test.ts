import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import { probeStorage } from './probe-storage';
import { newStorageKey } from './storage-keys';
import { startTestS3Server, type TestS3Server } from './test-s3-server';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

interface Backend {
  readonly name: string;
  open(): Promise<{ storage: FileStorage; stop(): Promise<void> }>;
}

const tmp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

const backends: Backend[] = [
  {
    name: 'local directory',
    async open() {
      const dir = tmp('storage-local-');
      return { storage: createLocalStorage(path.join(dir, 'files')), stop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3-protocol server',
    async open() {
      const server: TestS3Server = await startTestS3Server();
      return { storage: createS3Storage(server.settings), stop: () => server.stop() };
    },
  },
];

describe.each(backends)('file storage on the $name', (backend) => {
  let storage: FileStorage;
  let stop: () => Promise<void>;
  const sourceDir = tmp('storage-source-');

  beforeAll(async () => {
    ({ storage, stop } = await backend.open());
  });
  afterAll(async () => {
    await stop();
    fs.rmSync(sourceDir, { recursive: true, force: true });
  });

  it('stores bytes from memory and gives them back whole, with the type of the key', async () => {
    const key = newStorageKey('avatar', 'webp');
    const bytes = randomBytes(70_000);
    expect(await storage.put(key, { bytes })).toEqual({ size: 70_000, contentType: 'image/webp' });
    expect(await storage.head(key)).toEqual({ size: 70_000, contentType: 'image/webp' });
    const got = await storage.get(key);
    expect(got).toMatchObject({ size: 70_000, contentType: 'image/webp' });
    expect((await bytesOf(got!.body)).equals(bytes)).toBe(true);
  });

  it('streams a file up (several megabytes) and down unchanged', async () => {
    const file = path.join(sourceDir, 'video.bin');
    const bytes = randomBytes(6 * 1024 * 1024 + 123);
    fs.writeFileSync(file, bytes);
    const key = newStorageKey('video', 'mp4');
    expect(await storage.put(key, { file })).toEqual({ size: bytes.length, contentType: 'video/mp4' });
    // The source stays where it was: the caller removes its own temporary file.
    expect(fs.existsSync(file)).toBe(true);
    const got = await storage.get(key);
    expect((await bytesOf(got!.body)).equals(bytes)).toBe(true);
  });

  it('reads one range of an object (what a video player asks for), reporting the whole size', async () => {
    const key = newStorageKey('video', 'webm');
    await storage.put(key, { bytes: Buffer.from('0123456789abcdef') });
    const got = await storage.get(key, { start: 4, end: 9 });
    expect(got?.size).toBe(16);
    expect(await text(got!.body)).toBe('456789');
  });

  it('replaces an object stored under the same key', async () => {
    const key = newStorageKey('resume', 'pdf');
    await storage.put(key, { bytes: Buffer.from('first version') });
    await storage.put(key, { bytes: Buffer.from('second') });
    expect(await storage.head(key)).toEqual({ size: 6, contentType: 'application/pdf' });
    expect(await text((await storage.get(key))!.body)).toBe('second');
  });

  it('answers null for a key with nothing behind it, and deleting is idempotent', async () => {
    const key = newStorageKey('resume', 'docx');
    expect(await storage.head(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, { bytes: Buffer.from('PK…') });
    await storage.delete(key);
    expect(await storage.head(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses any key it did not make: no way out of its directory or bucket', async () => {
    const hostile = [
      '../outside.pdf',
      'resume/../../etc/passwd',
      '/etc/passwd',
      'resume/..%2f..%2fsecret.pdf',
      'resume\\..\\x.pdf',
      'resume/aaaaaaaaaaaaaaaaaaaaaaaa.exe',
      'resume/short.pdf',
      'resume/aaaaaaaaaaaaaaaaaaaaaaaa.pdf?x=1',
      '',
    ];
    for (const key of hostile) {
      await expect(storage.put(key, { bytes: Buffer.from('x') }), key).rejects.toThrow(TypeError);
      await expect(storage.get(key), key).rejects.toThrow(TypeError);
      await expect(storage.head(key), key).rejects.toThrow(TypeError);
      await expect(storage.delete(key), key).rejects.toThrow(TypeError);
    }
  });

  it('passes the start-up probe, which leaves nothing behind', async () => {
    expect(await probeStorage(storage)).toBeNull();
  });

  it('makes a different, unguessable key every time, with the extension of the detected type', () => {
    const keys = new Set(Array.from({ length: 200 }, () => newStorageKey('resume', 'pdf')));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(/^resume\/[A-Za-z0-9_-]{24}\.pdf$/);
  });
});

describe('file storage failures', () => {
  it('an S3 endpoint that refuses the credentials is an error naming the status, not an empty answer', async () => {
    const server = await startTestS3Server();
    try {
      const storage = createS3Storage({ ...server.settings, secretAccessKey: 'wrong-secret' });
      const key = newStorageKey('resume', 'pdf');
      await expect(storage.put(key, { bytes: Buffer.from('%PDF-') })).rejects.toThrow(/S3 put .*: 403 SignatureDoesNotMatch/);
      await expect(storage.head(key)).rejects.toThrow(/403/);
    } finally {
      await server.stop();
    }
  });

  it('a bucket that does not exist is an error too', async () => {
    const server = await startTestS3Server();
    try {
      const storage = createS3Storage({ ...server.settings, bucket: 'no-such-bucket' });
      await expect(storage.put(newStorageKey('resume', 'pdf'), { bytes: Buffer.from('%PDF-') })).rejects.toThrow(/404 NoSuchBucket/);
    } finally {
      await server.stop();
    }
  });

  it('an unreachable S3 endpoint is a StorageError, not a hang, and the start-up probe says so', async () => {
    const storage = createS3Storage({
      endpoint: 'http://127.0.0.1:9',
      bucket: 'files',
      region: 'us-east-1',
      accessKeyId: 'a',
      secretAccessKey: 'b',
      forcePathStyle: true,
    });
    await expect(storage.head(newStorageKey('resume', 'pdf'))).rejects.toMatchObject({ name: 'StorageError' });
    expect(await probeStorage(storage)).toMatch(/^S3 put probe\/.*fetch failed/);
  });

  it('the probe names a missing bucket', async () => {
    const server = await startTestS3Server();
    try {
      expect(await probeStorage(createS3Storage({ ...server.settings, bucket: 'typo-bucket' }))).toMatch(/404 NoSuchBucket/);
    } finally {
      await server.stop();
    }
  });
});
