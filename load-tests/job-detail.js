// k6 run -e BASE_URL=https://staging.example load-tests/job-detail.js (several instances: BASE_URL=http://a,http://b)
// Job detail pages across the data set (identifiers taken from the sitemap; a few popular, most
// rarely read: see scenarios.json), plus company pages.
import http from 'k6/http';
import { check, fail } from 'k6';
import { baseUrlFor } from './lib/base-url.js';
import { BROWSER_HEADERS, rampingOptions } from './lib/options.js';
import { childSitemaps, detailPath, looksLikeDetailPage, pathsFromSitemap } from './lib/urls.js';

const scenarios = JSON.parse(open('./scenarios.json'));
/** This virtual user's instance. */
const base = () => baseUrlFor(__VU);
const limits = scenarios.thresholds['job-detail'];

export const options = rampingOptions('reading', 50, limits, 'http_req_duration{page:job}');

/** Reads the sitemap once: every live job and listed company, as the crawlers see them. */
export function setup() {
  const index = http.get(`${base()}/sitemap.xml`);
  if (index.status !== 200) fail(`sitemap.xml answered ${index.status}`);
  const jobs = [];
  const companies = [];
  for (const child of childSitemaps(String(index.body))) {
    if (!child.includes('/jobs-') && !child.includes('/companies-')) continue;
    const xml = String(http.get(base() + child).body);
    jobs.push(...pathsFromSitemap(xml, '/job/').slice(0, 20000));
    companies.push(...pathsFromSitemap(xml, '/company/').slice(0, 5000));
  }
  if (jobs.length === 0) fail('the sitemap lists no jobs');
  return { jobs, companies };
}

/** Per virtual user: the lists plus the popularity ranking detailPath builds on first use. */
let lists;

export default function (data) {
  lists = lists || { jobs: data.jobs, companies: data.companies };
  const path = detailPath(lists, scenarios, Math.random);
  const company = path.indexOf('/company/') !== -1;
  const response = http.get(base() + path, {
    headers: BROWSER_HEADERS,
    tags: { page: company ? 'company' : 'job', name: company ? 'company' : 'job' },
  });
  check(response, {
    'status is 200': (r) => r.status === 200,
    'is the job or company page asked for': (r) => looksLikeDetailPage(path, r.body),
  });
}
