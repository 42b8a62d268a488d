import type { IncomingHttpHeaders } from 'node:http';
import type { Locale } from '../../shared/locales';

/**
 * The language of a request that carries no page address to take it from (the JSON API, the
 * live-updates stream, a refusal before routing): Indonesian when Accept-Language puts it first,
 * else English.
 */
export function localeOf(req: { readonly headers: IncomingHttpHeaders }): Locale {
  return /^\s*id\b/i.test(String(req.headers['accept-language'] ?? '')) ? 'id-ID' : 'en-US';
}
