/**
 * Return-path check for the post-login redirect.
 *
 * The value comes from the URL or a cookie, so it is attacker-controlled: anything
 * that a browser could resolve to another origin (`//host`, `/\host`, `https:`,
 * `javascript:`) must be refused, and so must anything we would have to decode to judge.
 */

export const MAX_RETURN_PATH_LENGTH = 2048;

// Path: one leading slash not followed by another slash (or by anything a browser
// normalises into one). Only the characters the spec lists: letters, digits, @ - % _ ~ /.
const PATH = String.raw`\/(?!\/)[A-Za-z0-9@\-%_~\/]*`;
// Query and fragment: RFC 3986 unreserved + sub-delims minus quotes and parentheses,
// plus : @ / ?. No whitespace, no backslash, no control characters, no < > " ' `.
const QUERY_OR_FRAGMENT_CHAR = String.raw`[A-Za-z0-9\-._~!$&*+,;=:@\/?%]`;
const SAFE_RETURN_PATH = new RegExp(String.raw`^${PATH}(?:\?${QUERY_OR_FRAGMENT_CHAR}*)?(?:#${QUERY_OR_FRAGMENT_CHAR}*)?$`);

// Every % must start a well-formed escape, otherwise later decoding throws or misreads.
const MALFORMED_PERCENT = /%(?![0-9A-Fa-f]{2})/;
// Encoded slash/backslash can turn into `//host` after a decode somewhere down the line;
// encoded control characters (%00-%1F, %7F) have no business in a return path.
const DANGEROUS_ESCAPE = /%(?:2f|5c|[01][0-9a-f]|7f)/i;

const LOGIN_PATHS = new Set(['/auth/login', '/id/auth/login']);

function decodedPathname(path: string): string | null {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  try {
    return decodeURIComponent(pathname);
  } catch {
    // Escapes that are not valid UTF-8: the router could not make sense of them either.
    return null;
  }
}

function isLoginPage(decodedPath: string): boolean {
  // Express matches routes case-insensitively and tolerates a trailing slash, so
  // `/Auth/Login/` and `/auth/%6Cogin` still land on the login page.
  const normalised = decodedPath
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '');
  return LOGIN_PATHS.has(normalised);
}

/**
 * A path on this site that is safe to redirect to, the login page included (the language
 * switch sends a visitor on the login page to the login page in the other language).
 */
export function isSafeSitePath(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (value.length === 0 || value.length > MAX_RETURN_PATH_LENGTH) return false;
  if (!SAFE_RETURN_PATH.test(value)) return false;
  if (MALFORMED_PERCENT.test(value)) return false;
  // The page's own query (`?redirect=%2Faccount`, `?q=UI%2FUX`) is that page's business; only
  // the path decides where the browser goes.
  if (DANGEROUS_ESCAPE.test(value.split(/[?#]/, 1)[0] ?? '')) return false;
  return decodedPathname(value) !== null;
}

/**
 * Where to go after logging in: a safe site path that is not the login page itself, with no
 * dangerous escape anywhere (the value itself travels through a query and a cookie).
 */
export function isSafeReturnPath(value: unknown): value is string {
  if (!isSafeSitePath(value) || DANGEROUS_ESCAPE.test(value)) return false;
  const decoded = decodedPathname(value);
  return decoded !== null && !isLoginPage(decoded);
}

export function safeReturnPathOrNull(value: unknown): string | null {
  return isSafeReturnPath(value) ? value : null;
}
