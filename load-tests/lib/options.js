// k6 options shared by the scripts: a ramp to `peak` virtual users, held, then down, and the
// thresholds of scenarios.json. `durationMetric` lets a script time only some requests.

/**
 * What a candidate's browser sends: compressed responses (k6 decompresses them before checks
 * run) and a phone browser's User-Agent. Without it k6 announces itself as `k6/…`, which the
 * site, like any site, takes for a crawler and answers with complete HTML instead of the
 * streamed page people get.
 */
export const BROWSER_HEADERS = {
  'Accept-Encoding': 'br, gzip, deflate',
  'User-Agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

/**
 * @param {string} name scenario name in k6's output
 * @param {number} peak virtual users at the plateau
 * @param {{ p95Ms: number, p99Ms: number, errorRate: number }} limits
 * @param {string} [durationMetric]
 * @param {Record<string, string[]>} [extraThresholds] a script's own metrics and their limits
 */
export function rampingOptions(name, peak, limits, durationMetric = 'http_req_duration', extraThresholds = {}) {
  return {
    scenarios: {
      [name]: {
        executor: 'ramping-vus',
        startVUs: 1,
        stages: [
          { duration: '30s', target: Math.ceil(peak / 2) },
          { duration: '1m', target: peak },
          { duration: '2m', target: peak },
          { duration: '30s', target: 0 },
        ],
        gracefulRampDown: '30s',
      },
    },
    thresholds: {
      http_req_failed: [`rate<${limits.errorRate}`],
      [durationMetric]: [`p(95)<${limits.p95Ms}`, `p(99)<${limits.p99Ms}`],
      checks: ['rate>0.999'],
      ...extraThresholds,
    },
  };
}
