/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, …), so several instances share
 * the same files. Four plain requests signed with SigV4 (aws4fetch over Node's fetch): PUT, GET
 * (optionally with a Range), HEAD and DELETE. A file is streamed up with its length and an
 * unsigned payload hash, the form every S3-compatible service accepts (no aws-chunked bodies).
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import {
  StorageError,
  type ByteRange,
  type FileStorage,
  type StorageBody,
  type StoredObject,
  type StoredObjectStream,
} from './file-storage';
import { assertStorageKey, contentTypeOfKey } from './storage-keys';

export interface S3Settings {
  /** `https://s3.eu-central-1.amazonaws.com`, `http://127.0.0.1:9000`, …; a path prefix is kept. */
  readonly endpoint: string;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most self-hosted servers). */
  readonly forcePathStyle: boolean;
}

/** How long a request may wait for the service's answer to begin. */
const ANSWER_TIMEOUT_MS = 30_000;
/** A whole upload (up to the largest video) may take longer than an answer. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export function createS3Storage(settings: S3Settings): FileStorage {
  const signing = { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey, service: 's3', region: settings.region };
  // Bodiless requests and bytes in memory can be sent again after a 5xx or 429; a file stream cannot.
  const client = new AwsClient({ ...signing, retries: 2, initRetryMs: 100 });
  const singleTry = new AwsClient({ ...signing, retries: 0 });
  const endpoint = new URL(settings.endpoint);
  const prefix = endpoint.pathname.replace(/\/+$/, '');

  function urlOf(key: string): string {
    assertStorageKey(key);
    // Keys are letters, digits, `-`, `_`, `.` and one `/`: nothing to escape.
    if (settings.forcePathStyle) return `${endpoint.origin}${prefix}/${settings.bucket}/${key}`;
    return `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${prefix}/${key}`;
  }

  async function failure(response: Response, what: string): Promise<StorageError> {
    const text = await response.text().catch(() => '');
    const code = /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1];
    return new StorageError(`S3 ${what}: ${response.status}${code ? ` ${code}` : ''}`, response.status);
  }

  async function send(
    aws: AwsClient,
    key: string,
    init: RequestInit & { duplex?: 'half' },
    timeoutMs: number,
    what: string,
  ): Promise<Response> {
    // Aborts only while waiting for the answer to begin: a download may then take as long as it takes.
    const url = urlOf(key);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    try {
      return await aws.fetch(url, { ...init, signal: controller.signal });
    } catch (error) {
      throw new StorageError(`S3 ${what} ${key}: ${(error as Error).message}`, undefined, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  function described(key: string, response: Response): StoredObject {
    const range = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '');
    return { size: Number(range?.[1] ?? response.headers.get('content-length') ?? 0), contentType: contentTypeOfKey(key) };
  }

  async function head(key: string): Promise<StoredObject | null> {
    const response = await send(client, key, { method: 'HEAD' }, ANSWER_TIMEOUT_MS, 'head');
    if (response.status === 404) return null;
    if (!response.ok) throw await failure(response, `head ${key}`);
    return described(key, response);
  }

  return {
    kind: 's3',
    head,

    async put(key: string, body: StorageBody): Promise<StoredObject> {
      const headers = { 'Content-Type': contentTypeOfKey(key) };
      let response: Response;
      if ('file' in body) {
        const { size } = await fsp.stat(body.file);
        const stream = Readable.toWeb(fs.createReadStream(body.file)) as ReadableStream<Uint8Array>;
        response = await send(
          singleTry,
          key,
          { method: 'PUT', body: stream, duplex: 'half', headers: { ...headers, 'Content-Length': String(size) } },
          UPLOAD_TIMEOUT_MS,
          'put',
        );
      } else {
        response = await send(
          client,
          key,
          { method: 'PUT', body: body.bytes as Uint8Array<ArrayBuffer>, headers },
          ANSWER_TIMEOUT_MS,
          'put',
        );
      }
      if (!response.ok) throw await failure(response, `put ${key}`);
      await response.body?.cancel();
      const stored = await head(key);
      if (!stored) throw new StorageError(`S3 put ${key}: not there afterwards`);
      return stored;
    },

    async get(key: string, range?: ByteRange): Promise<StoredObjectStream | null> {
      const headers: Record<string, string> = range ? { Range: `bytes=${range.start}-${range.end}` } : {};
      const response = await send(client, key, { method: 'GET', headers }, ANSWER_TIMEOUT_MS, 'get');
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) throw await failure(response, `get ${key}`);
      const body = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
      return { ...described(key, response), body };
    },

    async delete(key: string): Promise<void> {
      const response = await send(client, key, { method: 'DELETE' }, ANSWER_TIMEOUT_MS, 'delete');
      // S3 answers 204 whether or not there was an object; some compatible servers say 404.
      if (!response.ok && response.status !== 404) throw await failure(response, `delete ${key}`);
      await response.body?.cancel();
    },
  };
}
