/** Search engines cut titles at about 60 characters (Google shows the site's name on its own line). */
export const TITLE_MAX = 60;

/**
 * The document title: the page's title with the site's name after it when both fit in
 * TITLE_MAX, else the page's own title alone, so its distinguishing words are never the part cut off.
 */
export function documentTitle(title: string, siteName: string): string {
  if (title === siteName) return siteName;
  const withSuffix = `${title} | ${siteName}`;
  return withSuffix.length <= TITLE_MAX ? withSuffix : title;
}
