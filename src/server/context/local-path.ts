import { localizePath } from '../../shared/locales';
import { requestContext } from './request-context';

/** A locale-free in-site path in the language of the request being served (`/blog` → `/id/blog`). */
export function localPath(path: string): string {
  return localizePath(path, requestContext().locale);
}

/** The same, as an absolute URL on the public base (canonical links, structured data). */
export function localUrl(path: string): string {
  const { publicBaseUrl, locale } = requestContext();
  return `${publicBaseUrl}${localizePath(path, locale)}`;
}
