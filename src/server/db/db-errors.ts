/**
 * Errors that mean "the database cannot be reached right now" rather than "this query is
 * wrong": the connection was refused, reset or timed out, or the server is shutting down or
 * starting up. Pages and the API answer those with 503 and Retry-After (they pass), not 500.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** SQLSTATE: admin_shutdown, crash_shutdown, cannot_connect_now, database_dropped; class 08 is every connection exception. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '57P04']);
const MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08/.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    // AggregateError (several addresses refused) and wrapped causes.
    const inner = (current as { errors?: unknown[] }).errors?.[0] ?? (current as { cause?: unknown }).cause;
    current = inner;
  }
  return false;
}
