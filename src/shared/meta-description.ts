import { shortenAtWord } from './document-title';

/** Search engines show about this many characters of a description; past it they cut it themselves, anywhere. */
export const DESCRIPTION_MAX = 160;

/** A page's meta description: one line, at most DESCRIPTION_MAX characters, cut at a word when longer. */
export function metaDescription(text: string): string {
  return shortenAtWord(text.replace(/\s+/g, ' ').trim(), DESCRIPTION_MAX);
}
