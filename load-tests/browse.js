// k6 run -e BASE_URL=https://staging.example load-tests/browse.js (several instances: BASE_URL=http://a,http://b)
// A whole visit: home → search → a job → its company → back to the results, with think time.
import http from 'k6/http';
import { check, group, sleep } from 'k6';
import { baseUrlFor } from './lib/base-url.js';
import { BROWSER_HEADERS, rampingOptions } from './lib/options.js';
import {
  asksForLaterPage,
  companyLinkOfJob,
  firstJobLink,
  flightUrlOf,
  looksLikeCompanyPage,
  looksLikeHomePage,
  looksLikeJobPage,
  looksLikeSearchPage,
  searchAnsweredRightly,
  searchUrl,
} from './lib/urls.js';

const scenarios = JSON.parse(open('./scenarios.json'));
/** This virtual user's instance. */
const base = () => baseUrlFor(__VU);
const limits = scenarios.thresholds.browse;

export const options = rampingOptions('visits', 100, limits);

const think = () => sleep(1 + Math.random() * 3);

export default function () {
  group('home', () => {
    const home = http.get(`${base()}/`, { headers: BROWSER_HEADERS, tags: { name: 'home' } });
    check(home, { 'home is 200': (r) => r.status === 200, 'home shows its search': (r) => looksLikeHomePage(r.body) });
  });
  think();
  const search = searchUrl(scenarios, Math.random).replace('.rsc', '');
  /** @type {import('k6/http').RefinedResponse<'text'> | undefined} */
  let results;
  group('search', () => {
    const params = { headers: BROWSER_HEADERS, tags: { name: 'explore-jobs' } };
    // A later page past the search's last one is a 404 by design; the visit then ends below.
    if (asksForLaterPage(search)) params.responseCallback = http.expectedStatuses(200, 404);
    results = http.get(base() + search, params);
    check(results, { 'is a search page (or not found, for a page past the end)': (r) => searchAnsweredRightly(search, r.status, r.body) });
  });
  think();
  const jobPath = firstJobLink(results && results.body);
  if (!jobPath) return;
  /** @type {import('k6/http').RefinedResponse<'text'> | undefined} */
  let job;
  group('job', () => {
    job = http.get(base() + flightUrlOf(jobPath), { headers: BROWSER_HEADERS, tags: { name: 'job.rsc' } });
    check(job, { 'job is 200': (r) => r.status === 200, 'job is a job posting': (r) => looksLikeJobPage(r.body) });
  });
  think();
  const companyPath = companyLinkOfJob(job && job.body);
  if (companyPath) {
    group('company', () => {
      const company = http.get(base() + flightUrlOf(companyPath), { headers: BROWSER_HEADERS, tags: { name: 'company.rsc' } });
      check(company, { 'company is 200': (r) => r.status === 200, 'company shows its header': (r) => looksLikeCompanyPage(r.body) });
    });
    think();
  }
  group('back to results', () => {
    const back = http.get(base() + flightUrlOf(search), { headers: BROWSER_HEADERS, tags: { name: 'explore-jobs.rsc' } });
    check(back, { 'results again': (r) => r.status === 200, 'results list again': (r) => looksLikeSearchPage(r.body) });
  });
  think();
}
