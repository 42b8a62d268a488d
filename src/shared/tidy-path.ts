import { splitLocale } from './locales';
import { matchRoute, routePath } from './routes';

/**
 * The route's own spelling of a page address, when the visitor's differs: `/about/`, `/About`
 * and `/id/blog/` answer as their pages would, so each would otherwise be a duplicate URL
 * claiming to be canonical. Null when the address is already tidy or names no route.
 */
export function tidyPath(pathname: string): string | null {
  const { locale, path } = splitLocale(pathname);
  const match = matchRoute(path);
  // `%2e%2e` would come back as `..`, which the browser resolves to another page.
  if (!match || Object.values(match.params).some((value) => value === '.' || value === '..')) return null;
  const tidy = routePath(match.route.name, match.params, locale);
  return tidy === pathname ? null : tidy;
}
