import type { IncomingHttpHeaders } from 'node:http';

export type OriginVerdict = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/**
 * CSRF rule for server functions, checked before anything is decoded or run: the Origin
 * must equal the site's own origin exactly; `null` or an unparsable Origin is refused; with
 * no Origin at all, a browser's `Sec-Fetch-Site: cross-site` is refused.
 */
export function checkOrigin(headers: IncomingHttpHeaders, siteOrigin: string): OriginVerdict {
  const origin = headers.origin;
  if (origin === undefined) {
    return headers['sec-fetch-site'] === 'cross-site' ? { ok: false, reason: 'cross-site request without Origin' } : { ok: true };
  }
  if (origin === 'null') return { ok: false, reason: 'opaque Origin' };
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return { ok: false, reason: 'unparsable Origin' };
  }
  if (parsed.origin !== origin || parsed.origin !== siteOrigin) return { ok: false, reason: 'foreign Origin' };
  return { ok: true };
}
