import type { Request, Response } from 'express';
import { checkOrigin } from '../origin-check';

export interface RequestRules {
  /** This site's origins: a post from any other is refused (CSRF). */
  readonly siteOrigins: ReadonlySet<string>;
  readonly bodyLimitBytes: number;
}

/** Why a post is refused before anything of it is read, decoded or run. */
export type Refusal = { readonly status: 403 | 413; readonly reason: string };

/**
 * Refuses what no page answers: another method (405, answered here). A post from another
 * origin (403) or declaring a body over the limit (413) is returned as a refusal for the page
 * handler to answer in the visitor's language and log. Returns true to go on, false once it
 * has answered, or the refusal.
 */
export function admitRequest(req: Request, res: Response, rules: RequestRules): boolean | Refusal {
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
    res.setHeader('Allow', 'GET, HEAD, POST');
    res.status(405).type('text/plain').send('Method Not Allowed');
    return false;
  }
  if (req.method !== 'POST') return true;
  res.setHeader('Cache-Control', 'no-store');
  const verdict = checkOrigin(req.headers, rules.siteOrigins);
  if (!verdict.ok) return { status: 403, reason: verdict.reason };
  if (Number(req.headers['content-length'] ?? 0) > rules.bodyLimitBytes) return { status: 413, reason: 'declared body over the limit' };
  return true;
}
