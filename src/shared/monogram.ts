/** Legal forms that open Indonesian company names and say nothing about which company it is. */
const LEGAL_PREFIX = /^(PT|CV|RS|UD|Yayasan)\.?\s+/i;

/**
 * A company's two-letter monogram from its name: the first letters of its first two words
 * after the legal form ("PT Bintang Food Industries Abadi" → "BF"), or the first two letters
 * of a one-word name.
 */
export function monogramOf(name: string): string {
  const words = name
    .replace(LEGAL_PREFIX, '')
    .split(/[\s\-&.,]+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word));
  const letters = words.length >= 2 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? name).slice(0, 2);
  return letters.toUpperCase();
}
