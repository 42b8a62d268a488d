/** Search engines cut titles at about 60 characters (Google shows the site's name on its own line). */
export const TITLE_MAX = 60;

/** The longest run of whole leading words of `text` that fits `max` with an ellipsis; cut mid-word only when the first word alone is too long. */
export function shortenAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = max - 1;
  const cut = text.lastIndexOf(' ', room);
  const kept = cut > 0 ? text.slice(0, cut) : text.slice(0, Math.max(room, 0));
  return `${kept.replace(/[\s,.:;–-]+$/, '')}…`;
}

/**
 * The document title: the page's title with the site's name after it when both fit in
 * TITLE_MAX, else the page's own title alone, so its distinguishing words are never the part
 * cut off. A title longer than that on its own (an article's headline, as its author wrote it)
 * is cut at a word. Pages whose titles are built from parts fit them first (fit-title.ts).
 */
export function documentTitle(title: string, siteName: string): string {
  if (title === siteName) return siteName;
  const withSuffix = `${title} | ${siteName}`;
  return withSuffix.length <= TITLE_MAX ? withSuffix : shortenAtWord(title, TITLE_MAX);
}
