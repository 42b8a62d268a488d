/**
 * Turns what a visitor typed into a to_tsquery('simple', …) string. Words are quoted so
 * tsquery operators typed by the user are inert, and PostgreSQL's own parser splits each
 * quoted word exactly as it split the indexed text (e.g. "node.js", "full-stack").
 * The last word gets :* so results appear while the visitor is still typing.
 */
const MAX_WORDS = 8;

export function toPrefixTsQuery(input: string): string | null {
  const words = input
    .toLowerCase()
    .split(/\s+/)
    // Keep letters, digits and in-word joiners; everything else (quotes, & | ! ( ) : * < > \) goes.
    .map((w) => w.replace(/[^\p{L}\p{N}.+#_-]/gu, '').replace(/^[.+#_-]+|[.+_-]+$/g, ''))
    .filter((w) => /[\p{L}\p{N}]/u.test(w))
    .slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  return words.map((w, i) => `'${w}'${i === words.length - 1 ? ':*' : ''}`).join(' & ');
}
