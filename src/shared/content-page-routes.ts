/**
 * Content pages whose text a page of its own shows (the about page reads the 'about' content
 * page): /page/{their slug} would be a duplicate, so it is sent there and left out of the
 * /page list and the sitemap.
 */
export const CONTENT_PAGES_WITH_OWN_ROUTE: Readonly<Record<string, string>> = { about: '/about' };

export const CONTENT_KEYS_WITH_OWN_ROUTE: readonly string[] = Object.keys(CONTENT_PAGES_WITH_OWN_ROUTE);
