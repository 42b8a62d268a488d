interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a later task of the main thread, so the work before and after it are two tasks
 * (a phone can paint or answer a tap in between) rather than one long one. `scheduler.yield()`
 * where the browser has it: its continuation goes ahead of other queued work, not behind it.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
