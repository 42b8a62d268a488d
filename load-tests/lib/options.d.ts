// Types for options.js (the k6 scripts' shared options), for the Node load runner.
export const BROWSER_HEADERS: { readonly 'Accept-Encoding': string; readonly 'User-Agent': string };
export function rampingOptions(
  name: string,
  peak: number,
  limits: { p95Ms: number; p99Ms: number; errorRate: number },
  durationMetric?: string,
  extraThresholds?: Record<string, string[]>,
): Record<string, unknown>;
