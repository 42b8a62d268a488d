import { splitLocale } from './locales';
import { pagePathOfFlightUrl } from '../framework/shared/index';

/** The one page that records: the profile editor's video recorder. */
const RECORDER_PAGE = '/account/edit-profile';

/**
 * Whether a page (either language, its `.rsc` too) may use the camera and microphone. The
 * server's Permissions-Policy header follows this, and since a document keeps the policy it
 * was loaded with, the client router loads a page on the other side of it in full.
 */
export function mayRecord(pathname: string): boolean {
  const page = pagePathOfFlightUrl(pathname) ?? pathname;
  return splitLocale(page).path.replace(/(.)\/+$/, '$1') === RECORDER_PAGE;
}
