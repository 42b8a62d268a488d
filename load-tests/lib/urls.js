// Shared by the k6 scripts and by the Node load runner (scripts/load.ts): plain JavaScript,
// no imports, so k6 runs it as-is. `random` is a function returning [0, 1).

function pick(list, random) {
  return list[Math.floor(random() * list.length)];
}

/** The flight payload URL the client router fetches for a page (`/` → `/index.rsc`). */
export function flightUrlOf(url) {
  const [path, query] = url.split('?');
  const base = path === '/' ? '/index' : path.replace(/\/+$/, '');
  return base + '.rsc' + (query ? '?' + query : '');
}

/** A small seeded PRNG (mulberry32), so k6 and the Node runner build the same popular list. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return function () {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Picks rank i of n with probability proportional to 1 / (i + 1)^exponent (Zipf): what
 * visitors do with searches and job pages, where a few are very popular and most are rare.
 * Returns a function of a [0, 1) random number.
 */
export function zipfPicker(n, exponent) {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    sum += 1 / Math.pow(i + 1, exponent);
    cumulative[i] = sum;
  }
  return function (random) {
    const target = random * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** A search as a candidate composes it: keyword, a few filters, a sort, a page (an HTML URL). */
function composedSearch(scenarios, random) {
  const params = [];
  const add = (name, value) => {
    if (value !== '' && value !== undefined && value !== null) params.push(name + '=' + encodeURIComponent(String(value)));
  };
  add('q', pick(scenarios.keywords, random));
  add('location', pick(scenarios.locations, random));
  add('category', pick(scenarios.categories, random));
  add('type', pick(scenarios.types, random));
  add('arrangement', pick(scenarios.arrangements, random));
  add('level', pick(scenarios.levels, random));
  add('posted', pick(scenarios.posted, random));
  add('salaryMin', pick(scenarios.salaryMins, random));
  add('sort', pick(scenarios.sorts, random));
  const page = pick(scenarios.pages, random);
  if (page > 1) add('page', page);
  return pick(scenarios.locales, random) + '/explore-jobs' + (params.length ? '?' + params.join('&') : '');
}

/**
 * What popular searches look like: one or two of keyword, place, category, type and
 * arrangement, sometimes sorted, sometimes the next page, in either language.
 */
function simpleSearch(scenarios, random) {
  const fields = [
    ['q', scenarios.keywords],
    ['location', scenarios.locations],
    ['category', scenarios.categories],
    ['type', scenarios.types],
    ['arrangement', scenarios.arrangements],
  ];
  const params = [];
  const wanted = random() < 0.35 ? 2 : 1;
  while (params.length < wanted) {
    const field = pick(fields, random);
    const value = pick(
      field[1].filter((v) => v !== ''),
      random,
    );
    if (params.some((p) => p.indexOf(field[0] + '=') === 0)) continue;
    params.push(field[0] + '=' + encodeURIComponent(value));
  }
  if (random() < 0.2)
    params.push(
      'sort=' +
        pick(
          scenarios.sorts.filter((v) => v !== ''),
          random,
        ),
    );
  if (random() < 0.2) params.push('page=2');
  return pick(scenarios.locales, random) + '/explore-jobs?' + params.join('&');
}

const popularCache = [];

/**
 * The popular searches: the landing page, then `popular.count - 1` composed searches built
 * from a fixed seed, most popular first. Built once per scenarios object.
 */
export function popularSearches(scenarios) {
  for (const entry of popularCache) if (entry.scenarios === scenarios) return entry;
  const random = seededRandom(scenarios.popular.seed);
  const urls = ['/explore-jobs'];
  const seen = { '/explore-jobs': true };
  while (urls.length < scenarios.popular.count) {
    const url = simpleSearch(scenarios, random);
    if (!seen[url]) {
      seen[url] = true;
      urls.push(url);
    }
  }
  const entry = { scenarios: scenarios, urls: urls, pickRank: zipfPicker(urls.length, scenarios.popular.exponent) };
  popularCache.push(entry);
  return entry;
}

/**
 * One explore-jobs request: with probability `longTailShare` a freshly composed search (most
 * of these are seen once), otherwise one of the popular searches, Zipf-distributed; then,
 * with probability `flightShare`, as the flight payload a client navigation fetches.
 */
export function searchUrl(scenarios, random) {
  let url;
  if (!scenarios.popular || random() < scenarios.longTailShare) {
    url = composedSearch(scenarios, random);
  } else {
    const popular = popularSearches(scenarios);
    url = popular.urls[popular.pickRank(random())];
  }
  return random() < scenarios.flightShare ? flightUrlOf(url) : url;
}

/**
 * A company page (`detail.companyShare` of requests), else a job page, Zipf-distributed over
 * the jobs in an order shuffled from a fixed seed (popularity does not follow the id order
 * the sitemap lists them in). `lists` is { jobs, companies } and remembers the ranking.
 */
export function detailPath(lists, scenarios, random) {
  if (lists.companies.length > 0 && random() < scenarios.detail.companyShare) {
    return pick(lists.companies, random);
  }
  if (!lists.ranked) {
    const shuffle = seededRandom(scenarios.popular.seed);
    const ranked = lists.jobs.slice();
    for (let i = ranked.length - 1; i > 0; i--) {
      const j = Math.floor(shuffle() * (i + 1));
      const swap = ranked[i];
      ranked[i] = ranked[j];
      ranked[j] = swap;
    }
    lists.ranked = ranked;
    lists.pickJob = zipfPicker(ranked.length, scenarios.detail.exponent);
  }
  return lists.ranked[lists.pickJob(random())];
}

/** Page paths (locale-free) from sitemap XML: `<loc>` entries whose path starts with `prefix`. */
export function pathsFromSitemap(xml, prefix) {
  const paths = [];
  const pattern = /<loc>([^<]+)<\/loc>/g;
  let match;
  while ((match = pattern.exec(xml)) !== null) {
    const path = match[1].replace(/^https?:\/\/[^/]+/, '');
    if (path.startsWith(prefix)) paths.push(path);
  }
  return paths;
}

/** Child sitemaps listed in the sitemap index. */
export function childSitemaps(xml) {
  return pathsFromSitemap(xml, '/sitemaps/');
}

/**
 * True when a response (HTML or flight payload) is an explore-jobs page: its results section,
 * listing jobs or saying that none match. A search whose filters match nothing is a good answer;
 * that every search finds nothing is caught by `listsJobs` over many responses instead.
 */
export function looksLikeSearchPage(body) {
  return typeof body === 'string' && body.indexOf('explore-results') !== -1 && (listsJobs(body) || body.indexOf('empty-state') !== -1);
}

/**
 * True for a search asking for a page after the first. Composed searches pick a page without
 * knowing how many their filters leave, and a page past the last is answered 404 by design, as
 * on every list of the site: that answer is right, not a failure.
 */
export function asksForLaterPage(url) {
  return /[?&]page=(?:[2-9]|[1-9]\d+)(?:&|$)/.test(url);
}

/** The site's not-found page, in HTML or as its flight payload. */
function looksLikeNotFoundPage(body) {
  return typeof body === 'string' && body.indexOf('error-page__status') !== -1;
}

/** Whether a search URL got a right answer: its results, or not found for a later page past the end. */
export function searchAnsweredRightly(url, status, body) {
  if (status === 200) return looksLikeSearchPage(body);
  return status === 404 && asksForLaterPage(url) && looksLikeNotFoundPage(body);
}

/**
 * True when a response shows at least one job card: in HTML its markup, in a flight payload
 * the listing's card data (JobCardList lays the cards out in the browser from `cards`).
 */
export function listsJobs(body) {
  return typeof body === 'string' && (body.indexOf('job-card') !== -1 || body.indexOf('"cards":[{') !== -1);
}

/**
 * A job page shows its header (class job-header), and the default-language one carries the
 * JobPosting structured data, in the HTML and in its flight payload alike (where a short JSON-LD
 * text is inlined as an escaped string: \"JobPosting\"). The Indonesian page of a job is the same
 * posting in a translated frame, so it has the header without a JobPosting of its own.
 */
export function looksLikeJobPage(body) {
  return typeof body === 'string' && (/\\?"JobPosting\\?"/.test(body) || body.indexOf('job-header') !== -1);
}

/** The first job a search result page links to (locale prefix kept), or null. */
export function firstJobLink(body) {
  const match = typeof body === 'string' ? body.match(/href="((?:\/id)?\/job\/[^"?#]+)"/) : null;
  return match ? match[1] : null;
}

/** The company a job page's flight payload links to (locale prefix kept), or null. */
export function companyLinkOfJob(body) {
  const match = typeof body === 'string' ? body.match(/"href":"((?:\/id)?\/company\/[^"?#]+)"/) : null;
  return match ? match[1] : null;
}

/** A company page opens with the company's own header (its logo, name and facts). */
export function looksLikeCompanyPage(body) {
  return typeof body === 'string' && body.indexOf('company-hero') !== -1;
}

/** The home page opens with its search hero. */
export function looksLikeHomePage(body) {
  return typeof body === 'string' && body.indexOf('home-hero') !== -1;
}

/** The check for a path `detailPath` returned: a company page or a job page. */
export function looksLikeDetailPage(path, body) {
  return path.indexOf('/company/') !== -1 ? looksLikeCompanyPage(body) : looksLikeJobPage(body);
}
