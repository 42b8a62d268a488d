/**
 * The product's cookies that change how a page request is answered. The framework has no cookie
 * of its own: the product names these once (src/server/http/page-cookies.ts) and hands them to
 * `describePageRequest` and `followsLanguageCookie`.
 */
export interface PageCookies {
  /**
   * The session cookie. Its value is handed on (`PageRequest.sessionCookie`) for the product to
   * open: only a live session makes the visitor signed in and the response personal.
   */
  readonly session: string;
  /**
   * The remembered-language cookie, and the values of it that send a visit to `/` to another
   * language's home page: `/` then varies on Cookie, and such a visit is never a cache hit.
   */
  readonly language: { readonly name: string; readonly redirectingValues: readonly string[] };
}
