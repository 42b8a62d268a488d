// k6 run -e BASE_URL=https://staging.example load-tests/job-search.js
// Anonymous candidates searching: explore-jobs pages (HTML) and the flight payloads a browser
// fetches on client navigation, drawn from scenarios.json.
import http from 'k6/http';
import { check } from 'k6';
import { BROWSER_HEADERS, rampingOptions } from './lib/options.js';
import { flightUrlOf, looksLikeSearchPage, searchUrl } from './lib/urls.js';

const scenarios = JSON.parse(open('./scenarios.json'));
const limits = scenarios.thresholds['job-search'];
const BASE_URL = (__ENV.BASE_URL || 'http://127.0.0.1:3000').replace(/\/$/, '');

export const options = rampingOptions('searching', 50, limits);

export default function () {
  const url = searchUrl(scenarios, Math.random);
  const response = http.get(BASE_URL + url, { headers: BROWSER_HEADERS, tags: { name: url.includes('.rsc') ? 'explore-jobs.rsc' : 'explore-jobs' } });
  check(response, {
    'status is 200': (r) => r.status === 200,
    'lists jobs or its empty state': (r) => looksLikeSearchPage(r.body),
  });
  // A browser that loaded the HTML moves on by client navigation: the next page as a payload.
  if (!url.includes('.rsc') && Math.random() < 0.5) {
    const next = http.get(BASE_URL + flightUrlOf(url.replace(/([?&])page=\d+/, '$1page=2')), { headers: BROWSER_HEADERS, tags: { name: 'explore-jobs.rsc' } });
    check(next, { 'payload status is 200': (r) => r.status === 200 });
  }
}
