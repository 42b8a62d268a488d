/**
 * Runs `work` over `items` with at most `concurrency` at once, in order of start. A dozen lines
 * rather than p-limit: the round needs only this, and no new dependency for it.
 */
export async function eachConcurrently<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
}
