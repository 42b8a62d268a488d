/**
 * Turns what a visitor typed into a to_tsquery('simple', …) string. Words are quoted so
 * tsquery operators typed by the user are inert, and PostgreSQL's own parser splits each
 * quoted word exactly as it split the indexed text (e.g. "node.js", "full-stack").
 * The last word gets :* so results appear while the visitor is still typing.
 */
const MAX_WORDS = 8;

/**
 * A prefix stands for at most this many indexed lexemes when searched as their exact list
 * (see job-search.ts); a shorter, broader prefix ("a", "pe") keeps the :* form, which
 * costs the same however many lexemes it covers.
 */
export const MAX_PREFIX_EXPANSION = 32;

function keywordWords(input: string): string[] {
  return input
    .toLowerCase()
    .split(/\s+/)
    // Keep letters, digits and in-word joiners; everything else (quotes, & | ! ( ) : * < > \) goes.
    .map((w) => w.replace(/[^\p{L}\p{N}.+#_-]/gu, '').replace(/^[.+#_-]+|[.+_-]+$/g, ''))
    .filter((w) => /[\p{L}\p{N}]/u.test(w))
    .slice(0, MAX_WORDS);
}

const quoted = (w: string) => `'${w}'`;

export function toPrefixTsQuery(input: string): string | null {
  const words = keywordWords(input);
  if (words.length === 0) return null;
  return words.map((w, i) => `${quoted(w)}${i === words.length - 1 ? ':*' : ''}`).join(' & ');
}

export interface KeywordParts {
  /** to_tsquery('simple', …) input for every word but the last; null for one word. */
  head: string | null;
  /**
   * The last word when it is plain ASCII letters and digits: PostgreSQL's parser keeps such
   * a word as one lexeme equal to it, so the indexed lexemes it begins stand in exactly for
   * its :* prefix. Else null (use :*): other scripts and symbols may be split, dropped or
   * lower-cased differently by the server's locale (e.g. "m²" parses as 'm').
   */
  expandablePrefix: string | null;
}

/** The smallest string above every string that begins with `prefix` (ASCII, byte order). */
export function prefixUpperBound(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

export function keywordParts(input: string): KeywordParts | null {
  const words = keywordWords(input);
  const last = words.at(-1);
  if (last === undefined) return null;
  const head = words.length > 1 ? words.slice(0, -1).map(quoted).join(' & ') : null;
  return { head, expandablePrefix: /^[a-z0-9]+$/.test(last) ? last : null };
}

/**
 * tsquery text (for a ::tsquery cast, which does no parsing) matching any of the given
 * lexemes. Lexemes come from the index, not from the visitor, and are quoted all the same.
 */
export function anyOfLexemes(lexemes: readonly string[]): string {
  return lexemes.map((l) => `'${l.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' | ');
}
