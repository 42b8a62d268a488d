import zlib from 'node:zlib';

/**
 * Brotli's default window is 4 MB (lgwin 22), and a streaming encoder allocates a ring
 * buffer and hash tables to match for every response. Node reports that native memory to
 * V8 as external memory, and under load (50 responses in flight) it pushed V8 into a full
 * mark-compact every ~250 ms ("external memory pressure"): ten times as many as gzip,
 * and a quarter fewer pages rendered per second. Our largest pages are ~150 KB, so a
 * 256 KB window (lgwin 18) still sees the whole page and compresses them as well.
 */
const WINDOW_BITS = 18;

function params(quality: number): Record<number, number> {
  return {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_LGWIN]: WINDOW_BITS,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  };
}

/** On-the-fly compression of rendered pages (the compression middleware's quality). */
export const STREAMING_BROTLI: zlib.BrotliOptions = { params: params(4) };

/**
 * A stored page, compressed once for every later hit: quality 6 of 11, about a millisecond
 * for a 100 KB page. Quality 9 saves a few percent more but costs ten times as long, and
 * under load most entries are compressed on their first hit.
 */
export function cachedBrotli(size: number): zlib.BrotliOptions {
  return { params: { ...params(6), [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } };
}
