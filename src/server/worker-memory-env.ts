/**
 * glibc malloc settings for the HTTP workers, given in the environment of each fork (the C
 * library reads them when a process starts). Why: a worker's in-memory search index grows its
 * posting lists by doubling while it loads, and with glibc's defaults the arrays it outgrew stay
 * in the heap once freed: a 785,000-row index held 288 MB of arrays in a 595 MB process.
 * Allocations of 64 KB and more in mappings of their own go back to the kernel when freed, and
 * two arenas keep the other threads' heaps from multiplying that (docs/data-layer.md, "A million
 * jobs"). Values the operator set win.
 */
export function workerMemoryEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return {
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2',
    MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? '65536',
  };
}
