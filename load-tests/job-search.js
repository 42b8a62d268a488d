// k6 run -e BASE_URL=https://staging.example load-tests/job-search.js (several instances: BASE_URL=http://a,http://b)
// Anonymous candidates searching: explore-jobs pages (HTML) and the flight payloads a browser
// fetches on client navigation (`flightShare` of requests), drawn from scenarios.json. The
// same mix as the local runner (npm run load -- job-search), so their figures compare.
import http from 'k6/http';
import { check } from 'k6';
import { Rate } from 'k6/metrics';
import { baseUrlFor } from './lib/base-url.js';
import { BROWSER_HEADERS, rampingOptions } from './lib/options.js';
import { asksForLaterPage, listsJobs, searchAnsweredRightly, searchUrl } from './lib/urls.js';

const scenarios = JSON.parse(open('./scenarios.json'));
/** This virtual user's instance. */
const base = () => baseUrlFor(__VU);
const limits = scenarios.thresholds['job-search'];

/** Searches that found jobs: a few find none by design; all of them finding none is a fault. */
const listing = new Rate('search_lists_jobs');

export const options = rampingOptions('searching', 50, limits, 'http_req_duration', {
  search_lists_jobs: [`rate>${limits.minListingShare}`],
});

export default function () {
  const url = searchUrl(scenarios, Math.random);
  const params = { headers: BROWSER_HEADERS, tags: { name: url.includes('.rsc') ? 'explore-jobs.rsc' : 'explore-jobs' } };
  // A later page past a search's last one is a 404 by design, not a failed request.
  if (asksForLaterPage(url)) params.responseCallback = http.expectedStatuses(200, 404);
  const response = http.get(base() + url, params);
  check(response, {
    'a search page listing jobs or saying none match (or not found, for a page past the end)': (r) =>
      searchAnsweredRightly(url, r.status, r.body),
  });
  if (response.status === 200) listing.add(listsJobs(response.body));
}
