// Where a k6 script sends its requests. BASE_URL may name several instances separated by
// commas (no load balancer in front): each virtual user keeps to one of them, as a balancer
// with sticky sessions would, so several instances are measured as one site.

/** @returns {string[]} the instances' addresses, without a trailing slash */
function baseUrls() {
  const list = String(__ENV.BASE_URL || 'http://127.0.0.1:3000')
    .split(',')
    .map((url) => url.trim().replace(/\/$/, ''))
    .filter((url) => url !== '');
  return list.length > 0 ? list : ['http://127.0.0.1:3000'];
}

/** The instance virtual user `vu` talks to (setup, with vu 0, reads from the first). */
export function baseUrlFor(vu) {
  const list = baseUrls();
  return list[vu % list.length];
}
