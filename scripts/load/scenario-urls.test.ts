import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  companyLinkOfJob,
  detailPath,
  firstJobLink,
  flightUrlOf,
  listsJobs,
  looksLikeDetailPage,
  looksLikeSearchPage,
  popularSearches,
  searchAnsweredRightly,
  searchUrl,
  seededRandom,
  zipfPicker,
} from '../../load-tests/lib/urls.js';

const scenarios = JSON.parse(fs.readFileSync('load-tests/scenarios.json', 'utf8')) as Parameters<typeof searchUrl>[0] &
  Record<string, unknown>;

describe('load scenario URLs (shared by k6 and the Node runner)', () => {
  it('builds the same popular searches every time, landing page first, all distinct', () => {
    const first = popularSearches({ ...scenarios }).urls;
    const again = popularSearches({ ...scenarios }).urls;
    expect(first).toEqual(again);
    expect(first[0]).toBe('/explore-jobs');
    expect(new Set(first).size).toBe(first.length);
    expect(first.length).toBe((scenarios as { popular: { count: number } }).popular.count);
    for (const url of first) expect(url).toMatch(/^(\/id)?\/explore-jobs(\?|$)/);
  });

  it('draws popular ranks Zipf-wise: rank 1 about twice as often as rank 2', () => {
    const pick = zipfPicker(100, 1);
    const random = seededRandom(1);
    const counts = new Array<number>(100).fill(0);
    for (let i = 0; i < 50_000; i++) counts[pick(random())]! += 1;
    expect(counts[0]! / counts[1]!).toBeGreaterThan(1.7);
    expect(counts[0]! / counts[1]!).toBeLessThan(2.3);
    expect(counts[99]).toBeGreaterThan(0);
    expect(pick(0)).toBe(0);
    expect(pick(0.999999)).toBe(99);
  });

  it('mixes popular searches with freshly composed ones in the configured share', () => {
    const random = seededRandom(2);
    const popular = new Set(popularSearches(scenarios).urls.flatMap((url) => [url, flightUrlOf(url)]));
    let fromPopular = 0;
    let flights = 0;
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      const url = searchUrl(scenarios, random);
      if (popular.has(url)) fromPopular += 1;
      if (url.includes('.rsc')) flights += 1;
    }
    const { longTailShare, flightShare } = scenarios as { longTailShare: number; flightShare: number };
    // A composed search can coincide with a popular one, so the popular share is a lower bound.
    expect(fromPopular / n).toBeGreaterThan(1 - longTailShare - 0.02);
    expect(Math.abs(flights / n - flightShare)).toBeLessThan(0.02);
  });

  it('reads job pages most popular first and company pages in their share', () => {
    const jobs = Array.from({ length: 1000 }, (_, i) => `/job/j/${i}`);
    const companies = ['/company/a', '/company/b'];
    const lists = { jobs, companies };
    const random = seededRandom(3);
    const seen = new Map<string, number>();
    let companyPages = 0;
    for (let i = 0; i < 10_000; i++) {
      const path = detailPath(lists, scenarios, random);
      if (path.startsWith('/company/')) companyPages += 1;
      else seen.set(path, (seen.get(path) ?? 0) + 1);
    }
    const share = (scenarios as { detail: { companyShare: number } }).detail.companyShare;
    expect(Math.abs(companyPages / 10_000 - share)).toBeLessThan(0.02);
    const ranked = [...seen.values()].sort((a, b) => b - a);
    expect(ranked[0]!).toBeGreaterThan(ranked[50]! * 10);
    expect(seen.size).toBeGreaterThan(300);
  });

  it('tells a search page from a job page that also shows job cards, and a job page from a company page', () => {
    const results = '<section class="explore-results"><ul class="job-grid"><li><article class="job-card">';
    const noMatch = '<section class="explore-results"><div class="empty-state"><h3>No jobs match</h3>';
    const jobPage = '<script type="application/ld+json">{"@type":"JobPosting"}</script><aside><article class="job-card">';
    const jobPayload = '1:T6be,{"@context":"https://schema.org","@type":"JobPosting","title":"Sales"}';
    const companyPage = '<header class="company-hero"><h1>PT Maju</h1>{"@type":"Organization"}';
    expect([results, noMatch].map(looksLikeSearchPage)).toEqual([true, true]);
    expect([results, noMatch].map(listsJobs)).toEqual([true, false]);
    // A search payload (client navigation) carries the cards as data, not markup.
    const resultsPayload =
      '5:["$","section",null,{"className":"explore-results"}]\n9:["$","$L1c","12,34",{"cards":[{"id":12,"href":"/job/sales/abc"}]}]';
    const noMatchPayload = '5:["$","section",null,{"className":"explore-results","children":["$","div",null,{"className":"empty-state"}]}]';
    expect([resultsPayload, noMatchPayload].map(looksLikeSearchPage)).toEqual([true, true]);
    expect([resultsPayload, noMatchPayload].map(listsJobs)).toEqual([true, false]);
    // Similar jobs put job cards on a job page; it is still not a search page.
    expect(looksLikeSearchPage(jobPage)).toBe(false);
    expect(looksLikeDetailPage('/job/sales/abc', jobPage)).toBe(true);
    expect(looksLikeDetailPage('/job/sales/abc.rsc', jobPayload)).toBe(true);
    // The Indonesian page of a job has no JobPosting of its own (one posting per job), only the job's header.
    expect(looksLikeDetailPage('/id/job/sales/abc', '<div class="job-header"><h1>Sales</h1></div><article class="job-card">')).toBe(true);
    expect(looksLikeDetailPage('/id/job/sales/abc.rsc', '2:["$","div",null,{"className":"job-header","children":"Sales"}]')).toBe(true);
    // A job page names its company as an Organization: that does not make it a company page.
    expect(looksLikeDetailPage('/company/pt-maju', jobPage)).toBe(false);
    expect(looksLikeDetailPage('/company/pt-maju', companyPage)).toBe(true);
    expect(looksLikeDetailPage('/job/sales/abc', companyPage)).toBe(false);
    // Flight inlines a short JSON-LD text as an escaped string.
    expect(
      looksLikeDetailPage(
        '/job/sales/abc.rsc',
        '3:["$","script",null,{"dangerouslySetInnerHTML":{"__html":"{\\"@type\\":\\"JobPosting\\"}"}}]',
      ),
    ).toBe(true);
  });

  it("follows a visit as browse.js does: the first job a search lists, then that job's company", () => {
    const results =
      '<a class="skip" href="/id/explore-jobs">x</a><h3><a href="/id/job/staf-gudang/k2m9x7">Staf Gudang</a></h3><a href="/id/job/kasir/zz11yy">';
    expect(firstJobLink(results)).toBe('/id/job/staf-gudang/k2m9x7');
    expect(firstJobLink('<div class="empty-state">')).toBeNull();
    const payload = '7:["$","a",null,{"href":"/id/company/pt-maju-jaya","children":"PT Maju Jaya"}]';
    expect(companyLinkOfJob(payload)).toBe('/id/company/pt-maju-jaya');
    expect(companyLinkOfJob('{"href":"/id/explore-jobs"}')).toBeNull();
  });

  it('takes a 404 as the right answer only for a later search page past its last, showing the not-found page', () => {
    const results = '<section class="explore-results"><article class="job-card">x</article></section>';
    const notFound = '<section class="error-page container"><p class="error-page__status">404</p></section>';
    expect(searchAnsweredRightly('/explore-jobs?q=kasir&page=3', 200, results)).toBe(true);
    expect(searchAnsweredRightly('/explore-jobs?q=kasir&page=3', 404, notFound)).toBe(true);
    expect(searchAnsweredRightly('/id/explore-jobs.rsc?page=12&type=FULL_TIME', 404, notFound)).toBe(true);
    expect(searchAnsweredRightly('/explore-jobs?q=kasir', 404, notFound)).toBe(false);
    expect(searchAnsweredRightly('/explore-jobs?q=kasir&page=1', 404, notFound)).toBe(false);
    expect(searchAnsweredRightly('/explore-jobs?q=kasir&page=3', 404, 'Cannot GET')).toBe(false);
    expect(searchAnsweredRightly('/explore-jobs?q=kasir&page=3', 500, notFound)).toBe(false);
    expect(searchAnsweredRightly('/explore-jobs?q=kasir&page=3', 200, notFound)).toBe(false);
  });
});
