/**
 * Makes a JSON string literal safe inside an inline `<script>`: `<` becomes `\u003c` (so
 * neither `</script` nor `<!--` can appear), `>` and `&` likewise, and the two JavaScript
 * line terminators that JSON allows but older parsers reject.
 */
export function escapeJsonForScript(json: string): string {
  return json.replace(UNSAFE_IN_SCRIPT, (char) => ESCAPES[char]!);
}

// One pass over the text: the payload of a page is tens of kilobytes.
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

const FLIGHT_GLOBAL = '__FLIGHT_DATA';

const PUSH = `(self.${FLIGHT_GLOBAL}=self.${FLIGHT_GLOBAL}||[]).push(`;
const PUSH_END = ')</script>';

/*
 * The payload travels as a single-quoted JavaScript string rather than a JSON one: it is mostly
 * JSON itself, and every `"` in it would cost an escape (about a sixth of a page's payload).
 * `<` is written `\x3c` so neither `</script` nor `<!--` can appear.
 */
const UNSAFE_IN_LITERAL = /[\\'\n\r<\u2028\u2029]/g;
const LITERAL_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  "'": "\\'",
  '\n': '\\n',
  '\r': '\\r',
  '<': '\\x3c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
const LITERAL_UNESCAPES: Record<string, string> = Object.fromEntries(
  Object.entries(LITERAL_ESCAPES).map(([char, escape]) => [escape, char]),
);

/** A single-quoted JavaScript string literal of `text`, safe inside an inline `<script>`. */
export function scriptStringLiteral(text: string): string {
  return `'${text.replace(UNSAFE_IN_LITERAL, (char) => LITERAL_ESCAPES[char]!)}'`;
}

/** The text of a literal scriptStringLiteral wrote, or null when it is not one. */
export function readScriptStringLiteral(literal: string): string | null {
  if (literal.length < 2 || !literal.startsWith("'") || !literal.endsWith("'")) return null;
  let broken = false;
  // An escape is replaced by its character; a bare quote, line break or `<` means it is not ours.
  const text = literal.slice(1, -1).replace(/\\(?:x3c|u202[89]|.)?|['\n\r\u2028\u2029<]/gs, (found) => {
    const char = LITERAL_UNESCAPES[found];
    if (char === undefined) broken = true;
    return char ?? '';
  });
  return broken ? null : text;
}

/** One inline script that hands a piece of the flight payload to the browser runtime. */
export function flightScript(text: string, nonce: string): string {
  return `<script nonce="${nonce}">${PUSH}${scriptStringLiteral(text)}${PUSH_END}`;
}

/** Written after the last piece: the browser closes its payload stream. */
export function flightEndScript(nonce: string): string {
  return `<script nonce="${nonce}">${PUSH}null${PUSH_END}`;
}

/**
 * The flight payload a rendered page carries in its scripts (flightScript, then
 * flightEndScript; frozen parts named by number), or null when it does not
 * end it or a piece does not read back. Tests read pages with it. Only
 * scripts with the page's nonce count: page text cannot hold `<script` (React escapes `<`),
 * so content cannot pass for a piece.
 */
export function inlineFlightOf(html: string, nonce: string): string | null {
  const opening = `<script nonce="${nonce}">${PUSH}`;
  const pieces: string[] = [];
  for (let at = html.indexOf(opening); at !== -1; at = html.indexOf(opening, at)) {
    const start = at + opening.length;
    // A piece's literal has `<` escaped, so the first `)</script>` after it is its own.
    const end = html.indexOf(PUSH_END, start);
    if (end === -1) return null;
    const literal = html.slice(start, end);
    if (literal === 'null') return pieces.join('');
    const piece = readScriptStringLiteral(literal);
    if (piece === null) return null;
    pieces.push(piece);
    at = end;
  }
  return null;
}
