/**
 * Files in a directory (by default DATA_DIR/files), for a single instance or several sharing one
 * volume. A write goes to a temporary name beside its target first and is renamed into place,
 * so a reader never sees half an object and a failed write leaves nothing behind.
 */
import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import {
  StorageError,
  type ByteRange,
  type FileStorage,
  type StorageBody,
  type StoredObject,
  type StoredObjectStream,
} from './file-storage';
import { assertStorageKey, contentTypeOfKey } from './storage-keys';

const PARTIAL_DIR = '.partial';

export function createLocalStorage(root: string): FileStorage {
  const base = path.resolve(root);

  /** The key's file; the key's shape already rules out `..`, this makes sure of it. */
  function fileOf(key: string): string {
    assertStorageKey(key);
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep)) throw new TypeError('storage key outside the storage directory');
    return file;
  }

  async function statOf(key: string): Promise<StoredObject | null> {
    const file = fileOf(key);
    try {
      const stat = await fsp.stat(file);
      return stat.isFile() ? { size: stat.size, contentType: contentTypeOfKey(key) } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw new StorageError(`cannot read ${key}`, undefined, { cause: error });
    }
  }

  return {
    kind: 'local',

    async put(key: string, body: StorageBody): Promise<StoredObject> {
      const target = fileOf(key);
      const partial = path.join(base, PARTIAL_DIR, `${randomBytes(12).toString('hex')}`);
      try {
        await fsp.mkdir(path.dirname(partial), { recursive: true });
        await fsp.mkdir(path.dirname(target), { recursive: true });
        if ('file' in body) await fsp.copyFile(body.file, partial);
        else await fsp.writeFile(partial, body.bytes);
        await fsp.rename(partial, target);
      } catch (error) {
        await fsp.rm(partial, { force: true });
        throw new StorageError(`cannot write ${key}`, undefined, { cause: error });
      }
      const stored = await statOf(key);
      if (!stored) throw new StorageError(`${key} vanished after writing`);
      return stored;
    },

    async get(key: string, range?: ByteRange): Promise<StoredObjectStream | null> {
      const file = fileOf(key);
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(file, 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw new StorageError(`cannot open ${key}`, undefined, { cause: error });
      }
      // Opened first, measured second: a replacement renamed in between cannot mix two objects.
      let size: number;
      try {
        ({ size } = await handle.stat());
      } catch (error) {
        await handle.close();
        throw new StorageError(`cannot read ${key}`, undefined, { cause: error });
      }
      const body = handle.createReadStream({ start: range?.start, end: range?.end });
      return { size, contentType: contentTypeOfKey(key), body };
    },

    head: statOf,

    async delete(key: string): Promise<void> {
      const file = fileOf(key);
      try {
        await fsp.rm(file, { force: true });
      } catch (error) {
        throw new StorageError(`cannot delete ${key}`, undefined, { cause: error });
      }
    },
  };
}
