/**
 * After a deploy, old pages ask for chunks that no longer exist. One reload
 * fetches the new build; the guard stops a reload loop when the chunk is really broken.
 */

export const CHUNK_RELOAD_GUARD_MS = 60_000;
/** Kept in sessionStorage so the timestamp survives the reload it triggers. */
export const CHUNK_RELOAD_STORAGE_KEY = 'chunk-reload-at';

/**
 * True when the page should reload now; records `now` as the reload time. False when the
 * last reload was under 60 s ago, or when storage is unusable (privacy modes throw):
 * without a memory of the last reload we could loop forever, so we don't reload at all.
 */
export function shouldReloadForChunkError(storage: Pick<Storage, 'getItem' | 'setItem'>, now: number): boolean {
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? Number.NaN);
    // A timestamp in the future means the clock moved back; it must not block reloads for good.
    if (Number.isFinite(last) && last <= now && now - last < CHUNK_RELOAD_GUARD_MS) return false;
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

const CHUNK_MESSAGES = [
  // webpack JS chunks: "Loading chunk 123 failed.\n(error: https://…)"
  /Loading chunk [^\s]+ failed/i,
  // mini-css-extract-plugin: "Loading CSS chunk 123 failed."
  /Loading CSS chunk/i,
  // Native dynamic import() in Chrome, Firefox and Safari respectively.
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error === 'string') return CHUNK_MESSAGES.some((re) => re.test(error));
  if (typeof error !== 'object' || error === null) return false;
  // Duck-typed: errors from another realm (iframe, worker) fail instanceof Error.
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_MESSAGES.some((re) => re.test(message));
}
