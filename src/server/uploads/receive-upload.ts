/**
 * Receives one file from a multipart/form-data request into a temporary file, streaming: the
 * size limit is enforced while the bytes arrive, so an oversized upload is never held in
 * memory or written out whole. Nothing here knows what the file should be; its type is checked
 * afterwards from its bytes (check-resume.ts, media/).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import Busboy, { type BusboyFileStream, type BusboyInstance } from '@fastify/busboy';

export interface ReceiveOptions {
  /** The form field that carries the file. */
  readonly field: string;
  readonly maxBytes: number;
  /** Where the file waits while it is checked; the caller removes it (`discard`). */
  readonly tmpDir: string;
}

export interface ReceivedUpload {
  /** The temporary file holding the bytes. */
  readonly file: string;
  readonly size: number;
  /** What the browser said; only ever shown back to the owner, never trusted for the type. */
  readonly clientName: string;
  readonly clientType: string;
  /** Text fields sent with the file. */
  readonly fields: Readonly<Record<string, string>>;
  discard(): Promise<void>;
}

/**
 * missing: no file in the field (or no multipart body); empty: a file of zero bytes; too_large:
 * over the limit; malformed: the multipart body is cut off or broken.
 */
export type UploadProblem = 'missing' | 'empty' | 'too_large' | 'malformed';

export class UploadRefused extends Error {
  constructor(
    readonly problem: UploadProblem,
    /** The rest of the body was not read: answer, then close the connection instead of reading on. */
    readonly closeConnection = false,
  ) {
    super(`upload refused: ${problem}`);
    this.name = 'UploadRefused';
  }
}

/** The client went away before its body arrived whole: there is nobody to answer. */
export class UploadAborted extends Error {
  constructor() {
    super('upload aborted by the client');
    this.name = 'UploadAborted';
  }
}

/** Multipart boundaries, part headers and small fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
/**
 * After the limit is passed, this much more is still read (and thrown away) so the browser gets
 * to see the 413 page or message: browsers report a network error, not the answer, when the
 * server closes while they are still sending. Past it, the connection is closed.
 */
const MAX_DRAIN_BYTES = 32 * 1024 * 1024;

export function receiveUpload(req: IncomingMessage, options: ReceiveOptions): Promise<ReceivedUpload> {
  const drainAllowance = Math.min(options.maxBytes, MAX_DRAIN_BYTES);
  const contentType = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType)) return Promise.reject(new UploadRefused('missing'));
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > options.maxBytes + MULTIPART_OVERHEAD + drainAllowance) {
    return Promise.reject(new UploadRefused('too_large', true));
  }
  let parser: BusboyInstance;
  try {
    parser = Busboy({
      headers: { ...req.headers, 'content-type': contentType },
      limits: { fileSize: options.maxBytes, files: 3, fields: 20, fieldSize: 16 * 1024, parts: 24, headerPairs: 20, fieldNameSize: 100 },
    });
  } catch {
    // No boundary, or a content type busboy cannot read.
    return Promise.reject(new UploadRefused('malformed'));
  }
  return receive(req, parser, options, drainAllowance);
}

async function receive(
  req: IncomingMessage,
  parser: BusboyInstance,
  options: ReceiveOptions,
  drainAllowance: number,
): Promise<ReceivedUpload> {
  await fsp.mkdir(options.tmpDir, { recursive: true });
  // Gone while the directory was made: its 'close' has been and gone.
  if (req.destroyed && !req.complete) throw new UploadAborted();
  return new Promise<ReceivedUpload>((resolve, reject) => {
    const temp = path.join(options.tmpDir, `upload-${randomBytes(12).toString('hex')}`);
    const fields: Record<string, string> = {};
    let file: { stream: BusboyFileStream; written: Promise<void>; closed: Promise<void>; clientName: string; clientType: string } | null =
      null;
    let settled = false;

    const discard = () => fsp.rm(temp, { force: true });

    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      parser.removeAllListeners('file');
      // The parser may still complain about the part it was in the middle of.
      parser.on('error', () => {});
      // Destroyed with an error: a part stream destroyed without one can leave its pipeline pending.
      file?.stream.destroy(error);
      // The pipeline can give up before the file is even open (a busy disk); removed only once it is closed.
      void Promise.all([file?.written.catch(() => {}), file?.closed])
        .then(discard)
        .finally(() => reject(error));
    };

    const tooLarge = () => {
      if (settled) return;
      req.unpipe(parser);
      file?.stream.destroy(new Error('too large'));
      let extra = 0;
      req.on('data', (chunk: Buffer) => {
        extra += chunk.length;
        if (extra > drainAllowance) {
          req.pause();
          fail(new UploadRefused('too_large', true));
        }
      });
      req.once('end', () => fail(new UploadRefused('too_large')));
      req.resume();
    };

    parser.on('file', (name, stream, filename, _encoding, mimeType) => {
      if (name !== options.field || file) {
        // Parts nobody asked for are read past, or the parser never finishes.
        stream.resume();
        return;
      }
      const sink = fs.createWriteStream(temp);
      const closed = new Promise<void>((done) => sink.once('close', () => done()));
      const written = pipeline(stream, sink);
      file = { stream, written, closed, clientName: filename ?? '', clientType: mimeType ?? '' };
      written.catch(() => {});
      stream.once('limit', tooLarge);
    });
    parser.on('field', (name, value) => {
      if (!Object.hasOwn(fields, name)) fields[name] = value;
    });
    parser.on('error', () => fail(new UploadRefused('malformed')));
    parser.on('finish', () => {
      if (settled || file?.stream.truncated) return;
      if (!file) return fail(new UploadRefused('missing'));
      const { written, clientName, clientType } = file;
      written
        .then(() => fsp.stat(temp))
        .then(({ size }) => {
          if (settled) return;
          // A form sent without choosing a file has a part with no name and no bytes.
          if (size === 0) return fail(new UploadRefused(clientName ? 'empty' : 'missing'));
          settled = true;
          resolve({ file: temp, size, clientName, clientType, fields, discard });
        })
        .catch(() => fail(new UploadRefused('malformed')));
    });
    // pipe() does not end the parser when the client goes away: without this the upload would hang.
    req.once('close', () => {
      if (!req.complete) fail(new UploadAborted());
    });
    req.pipe(parser);
  });
}
