// k6 run -e BASE_URL=https://staging.example load-tests/cached-page.js (several instances: BASE_URL=http://a,http://b)
// One anonymous page asked for again and again: after the first answer, every request is a
// page-cache hit (or a CDN hit, if one is in front). PAGE (default /explore-jobs) picks the page.
import http from 'k6/http';
import { check } from 'k6';
import { baseUrlFor } from './lib/base-url.js';
import { BROWSER_HEADERS, rampingOptions } from './lib/options.js';
import { looksLikeSearchPage } from './lib/urls.js';

const scenarios = JSON.parse(open('./scenarios.json'));
/** This virtual user's instance. */
const base = () => baseUrlFor(__VU);
const limits = scenarios.thresholds.cached;
const PAGE = __ENV.PAGE || '/explore-jobs';
const IS_SEARCH = /^(\/id)?\/explore-jobs/.test(PAGE);

export const options = rampingOptions('repeating', 50, limits);

export default function () {
  const response = http.get(base() + PAGE, { headers: BROWSER_HEADERS, tags: { name: 'cached' } });
  check(response, {
    'status is 200': (r) => r.status === 200,
    'is the page asked for': (r) => (IS_SEARCH ? looksLikeSearchPage(r.body) : String(r.body).includes('<h1')),
  });
}
