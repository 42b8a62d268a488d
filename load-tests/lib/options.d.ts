// Types for options.js (the k6 scripts' shared options), for the Node load runner.
export const BROWSER_HEADERS: { readonly 'Accept-Encoding': string };
export function rampingOptions(
  name: string,
  peak: number,
  limits: { p95Ms: number; p99Ms: number; errorRate: number },
  durationMetric?: string,
): Record<string, unknown>;
