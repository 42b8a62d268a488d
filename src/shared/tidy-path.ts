import { splitLocale } from './locales';
import { matchRoute, routePath } from './routes';

/**
 * The route's own spelling of a page address, when the visitor's differs: `/about/`, `/About`,
 * `//about` and `/id/blog/` answer as their pages would, so each would otherwise be a duplicate URL
 * claiming to be canonical. Null when the address is already tidy or names no route.
 */
export function tidyPath(pathname: string): string | null {
  // `/company/%ff` names nothing: re-encoding its stray `%` would redirect it to `/company/%25ff`,
  // another address that names nothing. It stays as asked, and answers 404.
  if (!isWellEncoded(pathname)) return null;
  // `//about` and `/blog//x`: the same page, written with an empty segment.
  // `/ID/about` as `/About` is: routes match case-insensitively, the language prefix too.
  const collapsed = pathname.replace(/\/{2,}/g, '/').replace(/^\/id(?=\/|$)/i, '/id');
  const { locale, path } = splitLocale(collapsed);
  const match = matchRoute(path);
  // `%2e%2e` would come back as `..`, which the browser resolves to another page.
  if (!match || Object.values(match.params).some((value) => value === '.' || value === '..')) return null;
  const tidy = routePath(match.route.name, match.params, locale);
  return tidy === pathname ? null : tidy;
}

function isWellEncoded(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
