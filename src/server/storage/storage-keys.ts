/**
 * Object keys: `<area>/<random>.<ext>`. The random part (144 bits) makes a key unguessable and
 * never reuses a name, so a replaced file never serves stale bytes from a cache; the extension
 * comes from the type detected in the file's bytes, never from the name the browser sent. Both
 * backends refuse any other shape, so no key can climb out of its directory or bucket.
 */
import { randomBytes } from 'node:crypto';

/** Content types by stored extension; an extension not listed here cannot be stored. */
const CONTENT_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  // Data exports (src/server/data-rights), never uploads.
  zip: 'application/zip',
} as const;

export type StoredExtension = keyof typeof CONTENT_TYPES;

const KEY_PATTERN = /^([a-z][a-z0-9-]{0,31})\/([A-Za-z0-9_-]{24})\.([a-z0-9]{2,5})$/;

export function newStorageKey(area: string, extension: StoredExtension): string {
  const key = `${area}/${randomBytes(18).toString('base64url')}.${extension}`;
  assertStorageKey(key);
  return key;
}

export function isStorageKey(key: string): boolean {
  const match = KEY_PATTERN.exec(key);
  return match !== null && Object.hasOwn(CONTENT_TYPES, match[3]!);
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new TypeError(`not a storage key: ${JSON.stringify(key).slice(0, 80)}`);
}

export function contentTypeOfKey(key: string): string {
  assertStorageKey(key);
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1) as StoredExtension];
}
