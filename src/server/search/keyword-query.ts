/**
 * Turns what a visitor typed into a to_tsquery('simple', …) string. Words are quoted so
 * tsquery operators typed by the user are inert, and PostgreSQL's own parser splits each
 * quoted word exactly as it split the indexed text (e.g. "node.js", "full-stack").
 * The last word gets :* so results appear while the visitor is still typing (unless it is a
 * single character or ends in a symbol, see KeywordWord.prefix).
 */
const MAX_WORDS = 8;

/**
 * A prefix stands for at most this many indexed lexemes when searched as their exact list
 * (see job-search.ts); a shorter, broader prefix ("a", "pe") keeps the :* form, which
 * costs the same however many lexemes it covers.
 */
export const MAX_PREFIX_EXPANSION = 32;

interface KeywordWord {
  readonly text: string;
  /**
   * Whether the word may stand for every word it begins: only when it has two characters or
   * more and the visitor's last character is a letter or digit. "C#" and "C++" reach the
   * index as 'c', and "SIM A" ends in 'a'; as prefixes they would match most jobs. Nor
   * does "S&OP": 's':* <-> 'op':* would match any s-word followed by any op-word.
   */
  readonly prefix: boolean;
}

function keywordWords(input: string): KeywordWord[] {
  return (
    input
      .toLowerCase()
      .split(/\s+/)
      // Keep letters, digits and in-word joiners; everything else (quotes, | ! ( ) : * < > \) goes.
      // "/" and "&" stay inside a word: the parser indexes "UI/UX" as one lexeme 'ui/ux', and
      // "S&OP" as 's', 'op' side by side, which the quoted word becomes again ('s' <-> 'op').
      .map((typed) => {
        const kept = typed.replace(/[^\p{L}\p{N}.+#_/&-]/gu, '');
        const text = kept.replace(/^[.+#_/&-]+|[.+_/&-]+$/g, '');
        // A word with "&" parses as several lexemes, and :* would make each of them a prefix.
        return { text, prefix: [...text].length >= 2 && /[\p{L}\p{N}]$/u.test(kept) && !text.includes('&') };
      })
      .filter((w) => /[\p{L}\p{N}]/u.test(w.text))
      .slice(0, MAX_WORDS)
  );
}

const quoted = (w: KeywordWord) => `'${w.text}'`;

export function toPrefixTsQuery(input: string): string | null {
  const words = keywordWords(input);
  if (words.length === 0) return null;
  return words.map((w, i) => `${quoted(w)}${i === words.length - 1 && w.prefix ? ':*' : ''}`).join(' & ');
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
  return { head, expandablePrefix: last.prefix && /^[a-z0-9]+$/.test(last.text) ? last.text : null };
}

/**
 * tsquery text (for a ::tsquery cast, which does no parsing) matching any of the given
 * lexemes. Lexemes come from the index, not from the visitor, and are quoted all the same.
 */
export function anyOfLexemes(lexemes: readonly string[]): string {
  return lexemes.map((l) => `'${l.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' | ');
}
