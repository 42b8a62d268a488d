/**
 * One interface for candidates' files (resumes, avatars, videos, workplace photos), whichever
 * backend holds the bytes: a directory under DATA_DIR, or an S3-compatible bucket that several
 * instances share. Keys come from storage-keys.ts only (random, validated by both backends), and
 * an object's content type follows from its key's extension, so both backends describe an
 * object alike without keeping metadata of their own.
 */
import type { Readable } from 'node:stream';

/** An upload's bytes: a finished temporary file (streamed, not read into memory) or bytes in memory. */
export type StorageBody = { readonly file: string } | { readonly bytes: Uint8Array };

export interface StoredObject {
  /** Bytes of the whole object. */
  readonly size: number;
  readonly contentType: string;
}

/** Inclusive byte positions, as in an HTTP Range header; the caller checks them against the size. */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

export interface StoredObjectStream extends StoredObject {
  /** The whole object, or just the range asked for. */
  readonly body: Readable;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores the object under the key, replacing any object already there. */
  put(key: string, body: StorageBody): Promise<StoredObject>;
  /** A stream of the object (or of one range of it), or null when there is none. */
  get(key: string, range?: ByteRange): Promise<StoredObjectStream | null>;
  head(key: string): Promise<StoredObject | null>;
  /** Removes the object; a key with nothing behind it is no error. */
  delete(key: string): Promise<void>;
}

/** The backend failed (I/O error, the bucket refused, could not be reached): not the client's fault. */
export class StorageError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'StorageError';
  }
}
