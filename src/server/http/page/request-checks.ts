import type { Request, Response } from 'express';
import { checkOrigin } from '../origin-check';

export interface RequestRules {
  /** This site's origin: a post from any other is refused (CSRF). */
  readonly siteOrigin: string;
  readonly bodyLimitBytes: number;
}

/**
 * Refuses what no page answers before anything is read, decoded or run: another method (405),
 * a post from another origin (403), a post declaring a body over the limit (413). Returns
 * false once it has answered.
 */
export function admitRequest(req: Request, res: Response, rules: RequestRules): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
    res.setHeader('Allow', 'GET, HEAD, POST');
    res.status(405).type('text/plain').send('Method Not Allowed');
    return false;
  }
  if (req.method !== 'POST') return true;
  res.setHeader('Cache-Control', 'no-store');
  const verdict = checkOrigin(req.headers, rules.siteOrigin);
  if (!verdict.ok) {
    res.status(403).type('text/plain').send(`Forbidden: ${verdict.reason}`);
    return false;
  }
  if (Number(req.headers['content-length'] ?? 0) > rules.bodyLimitBytes) {
    res.status(413).type('text/plain').send('Payload Too Large');
    return false;
  }
  return true;
}
