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

/** One explore-jobs search as a candidate would type it: keyword, a few filters, a sort, a page. */
export function searchUrl(scenarios, random) {
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
  const url = pick(scenarios.locales, random) + '/explore-jobs' + (params.length ? '?' + params.join('&') : '');
  return random() < scenarios.flightShare ? flightUrlOf(url) : url;
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

/** True when an explore-jobs response really lists jobs (or shows its empty state). */
export function looksLikeSearchPage(body) {
  return typeof body === 'string' && (body.indexOf('job-card') !== -1 || body.indexOf('empty-state') !== -1);
}
