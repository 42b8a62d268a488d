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

export const FLIGHT_GLOBAL = '__FLIGHT_DATA';

const PUSH = `(self.${FLIGHT_GLOBAL}=self.${FLIGHT_GLOBAL}||[]).push(`;
const PUSH_END = ')</script>';

/** One inline script that hands a piece of the flight payload to the browser runtime. */
export function flightScript(text: string, nonce: string): string {
  const literal = escapeJsonForScript(JSON.stringify(text));
  return `<script nonce="${nonce}">${PUSH}${literal}${PUSH_END}`;
}

/** Written after the last piece: the browser closes its payload stream. */
export function flightEndScript(nonce: string): string {
  return `<script nonce="${nonce}">${PUSH}null${PUSH_END}`;
}

/**
 * The whole flight payload a rendered page carries in its scripts (flightScript, then
 * flightEndScript), or null when it does not end it or a piece does not read back. Only
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
    let piece: unknown;
    try {
      piece = JSON.parse(html.slice(start, end));
    } catch {
      return null;
    }
    if (piece === null) return pieces.join('');
    if (typeof piece !== 'string') return null;
    pieces.push(piece);
    at = end;
  }
  return null;
}
