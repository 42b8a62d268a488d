import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_STORAGE_KEY, isChunkLoadError, shouldReloadForChunkError } from './chunk-reload-guard';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

const T0 = 1_700_000_000_000;

describe('shouldReloadForChunkError', () => {
  it.each<[string, Record<string, string>, number, boolean]>([
    ['first failure reloads', {}, T0, true],
    ['again 1 s after a reload: no loop', { [CHUNK_RELOAD_STORAGE_KEY]: String(T0) }, T0 + 1000, false],
    ['again 59.999 s after', { [CHUNK_RELOAD_STORAGE_KEY]: String(T0) }, T0 + CHUNK_RELOAD_GUARD_MS - 1, false],
    ['again exactly 60 s after', { [CHUNK_RELOAD_STORAGE_KEY]: String(T0) }, T0 + CHUNK_RELOAD_GUARD_MS, true],
    ['garbage stored value', { [CHUNK_RELOAD_STORAGE_KEY]: 'yesterday' }, T0, true],
    ['stored time in the future (clock moved back)', { [CHUNK_RELOAD_STORAGE_KEY]: String(T0 + 3_600_000) }, T0, true],
  ])('%s → %s', (_label, stored, now, expected) => {
    expect(shouldReloadForChunkError(memoryStorage(stored), now)).toBe(expected);
  });

  it('remembers the reload so the reloaded page does not reload again', () => {
    const storage = memoryStorage();
    expect(shouldReloadForChunkError(storage, T0)).toBe(true);
    expect(storage.data.get(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(T0));
    expect(shouldReloadForChunkError(storage, T0 + 5000)).toBe(false);
    expect(shouldReloadForChunkError(storage, T0 + 5000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });

  it('a refused reload does not extend the window', () => {
    const storage = memoryStorage();
    shouldReloadForChunkError(storage, T0);
    shouldReloadForChunkError(storage, T0 + 50_000);
    expect(shouldReloadForChunkError(storage, T0 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });

  it.each<[string, Pick<Storage, 'getItem' | 'setItem'>]>([
    [
      'reading throws',
      {
        getItem: () => {
          throw new Error('SecurityError');
        },
        setItem: () => {},
      },
    ],
    [
      'writing throws',
      {
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      },
    ],
  ])('does not reload when storage is unusable (%s), to avoid a reload loop', (_label, storage) => {
    expect(shouldReloadForChunkError(storage, T0)).toBe(false);
  });
});

describe('isChunkLoadError', () => {
  const named = (name: string, message = '') => Object.assign(new Error(message), { name });

  it.each<[string, unknown, boolean]>([
    ['webpack ChunkLoadError', named('ChunkLoadError', 'Loading chunk 42 failed.'), true],
    ['ChunkLoadError from another realm (plain object)', { name: 'ChunkLoadError', message: '' }, true],
    ['JS chunk message', new Error('Loading chunk vendors-node_modules_react failed.\n(error: https://x/a.js)'), true],
    ['CSS chunk message', new Error('Loading CSS chunk 7 failed.\n(https://x/7.css)'), true],
    ['Chrome dynamic import', new TypeError('Failed to fetch dynamically imported module: https://x/a.js'), true],
    ['Firefox dynamic import', new TypeError('error loading dynamically imported module'), true],
    ['Safari dynamic import', new TypeError('Importing a module script failed.'), true],
    ['bare message string', 'Loading chunk 3 failed.', true],
    ['ordinary TypeError', new TypeError("Cannot read properties of undefined (reading 'id')"), false],
    ['network error of an API call', new Error('Failed to fetch'), false],
    ['message mentioning chunks loosely', new Error('chunk size too large'), false],
    ['null', null, false],
    ['undefined', undefined, false],
    ['number', 404, false],
    ['object without message', { status: 500 }, false],
  ])('%s → %s', (_label, error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});
