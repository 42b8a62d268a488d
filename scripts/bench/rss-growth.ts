/**
 * The soak's verdict on resident memory. `totals[m]` is the server's RSS at the end of minute m
 * (totals[0]: when the load began). Growth is judged over the last `window` minutes, or over
 * the whole run when it is shorter than that (a smoke run then judges its warm-up too).
 */
export function lastWindowGrowth(totals: readonly number[], window = 5): { fromMinute: number; toMinute: number; growth: number } {
  if (totals.length < 2) throw new Error('need the RSS at the start and at the end of at least one minute');
  const toMinute = totals.length - 1;
  const fromMinute = Math.max(0, toMinute - window);
  return { fromMinute, toMinute, growth: totals[toMinute]! / totals[fromMinute]! - 1 };
}
