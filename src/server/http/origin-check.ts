import type { IncomingHttpHeaders } from 'node:http';

export type OriginVerdict = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/**
 * CSRF rule for server functions, checked before anything is decoded or run: the Origin
 * must equal one of the site's own origins exactly; `null` or an unparsable Origin is refused;
 * with no Origin at all, a browser's `Sec-Fetch-Site: cross-site` is refused.
 */
export function checkOrigin(headers: IncomingHttpHeaders, siteOrigins: string | ReadonlySet<string>): OriginVerdict {
  const own = typeof siteOrigins === 'string' ? new Set([siteOrigins]) : siteOrigins;
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
  if (parsed.origin !== origin || !own.has(parsed.origin)) return { ok: false, reason: 'foreign Origin' };
  return { ok: true };
}

/**
 * The origins a post may come from: PUBLIC_BASE_URL's. In development also the server's own
 * address in every spelling it answers to on its port (localhost, 127.0.0.1, [::1], the
 * machine's name and, listening on every interface, each interface's address), so a page
 * opened as http://127.0.0.1:3000 when the README says localhost still posts its forms.
 */
export function siteOrigins(
  config: { env: string; publicBaseUrl: string; host: string; port: number },
  machine: { hostname: string; addresses: readonly string[] },
): Set<string> {
  const origins = new Set([new URL(config.publicBaseUrl).origin]);
  if (config.env !== 'development') return origins;
  const anyInterface = config.host === '0.0.0.0' || config.host === '::';
  const hosts = ['localhost', '127.0.0.1', '::1', machine.hostname, ...(anyInterface ? machine.addresses : [config.host])];
  for (const host of hosts) {
    if (!host || host === '0.0.0.0' || host === '::') continue;
    try {
      origins.add(new URL(`http://${host.includes(':') ? `[${host}]` : host}:${config.port}`).origin);
    } catch {
      // Not a usable host name: skip it.
    }
  }
  return origins;
}
