import type { IncomingMessage, ServerResponse } from 'node:http';
import { closeAfterAnswer } from './close-after-answer';

/** Largest JSON body the API takes. */
export const API_BODY_LIMIT = 100 * 1024;
/** Largest body of one job sent to the employer API (PUT /api/employer/v1/jobs/{externalId}). */
export const EMPLOYER_JOB_BODY_LIMIT = 256 * 1024;
/** Largest batch of jobs (POST /api/employer/v1/jobs/batch: up to 500 jobs). */
export const EMPLOYER_BATCH_BODY_LIMIT = 16 * 1024 * 1024;
/** Largest Core Web Vitals report a browser sends. */
export const VITALS_BODY_LIMIT = 4 * 1024;

/**
 * The file-upload routes of the API and of the pages' file forms. Their reader (receiveUpload)
 * refuses a declared size over the file's own limit before reading, in the file's words ("at
 * most 5 MB"), so they are left to it.
 */
const UPLOAD_PATH = /^(?:(?:\/api\/profile|(?:\/id)?\/account\/files)\/(?:resume|avatar|video)|\/api\/reviews\/workplace-photo)(?:[/?]|$)/;

/**
 * Bytes a request body to `path` may have: the API and the vitals beacon have their own, pages
 * BODY_LIMIT; null for an upload route, which checks the size itself.
 */
export function bodyLimitFor(path: string, pageLimit: number): number | null {
  if (UPLOAD_PATH.test(path)) return null;
  if (/^\/api\/employer\/v1\/jobs\/batch\/?(?:\?|$)/.test(path)) return EMPLOYER_BATCH_BODY_LIMIT;
  if (path.startsWith('/api/employer/')) return EMPLOYER_JOB_BODY_LIMIT;
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/api?')) return API_BODY_LIMIT;
  if (path === '/_vitals' || path.startsWith('/_vitals?')) return VITALS_BODY_LIMIT;
  return pageLimit;
}

/**
 * Refuses a request whose declared body is over its path's limit before a byte of it is read,
 * on every path: a parser that reads (or drains) the body first would hold the connection as
 * long as the client cares to send. The connection closes (lingering) after the answer. Returns true
 * once it has answered.
 */
export function refuseDeclaredTooLarge(
  req: IncomingMessage,
  res: ServerResponse,
  pageLimit: number,
  apiMessage: (req: IncomingMessage) => string,
): boolean {
  const declared = Number(req.headers['content-length'] ?? 0);
  const limit = bodyLimitFor(req.url ?? '/', pageLimit);
  if (limit === null || !(declared > limit)) return false;
  const api = /^\/api(?:[/?]|$)/.test(req.url ?? '/');
  const body = api ? JSON.stringify({ message: apiMessage(req) }) : 'Payload Too Large';
  closeAfterAnswer(req, res);
  res.writeHead(413, {
    'content-type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
  return true;
}
