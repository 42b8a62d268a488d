/**
 * How long a failed delivery waits before its next attempt: exponential back-off from one
 * minute, doubling up to eight hours between attempts, eleven retries in all. The twelfth and
 * last attempt comes about a day (24.5 h) after the first; after it the delivery has failed
 * and its endpoint is marked failing. A tenth of jitter keeps endpoints that failed together
 * from being retried together.
 */
export interface RetrySchedule {
  readonly firstDelaySeconds: number;
  readonly maxDelaySeconds: number;
  /** Attempts after the first. */
  readonly retries: number;
}

export const DELIVERY_RETRIES: RetrySchedule = { firstDelaySeconds: 60, maxDelaySeconds: 8 * 3600, retries: 11 };

/** Seconds to wait after failed attempt `attempt` (1-based), or null when it was the last. */
export function retryDelaySeconds(schedule: RetrySchedule, attempt: number, random: () => number = Math.random): number | null {
  if (attempt > schedule.retries) return null;
  const base = Math.min(schedule.firstDelaySeconds * 2 ** (attempt - 1), schedule.maxDelaySeconds);
  return base * (1 + random() / 10);
}
