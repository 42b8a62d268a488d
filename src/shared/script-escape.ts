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

/** One inline script that hands a piece of the flight payload to the browser runtime. */
export function flightScript(text: string, nonce: string): string {
  const literal = escapeJsonForScript(JSON.stringify(text));
  return `<script nonce="${nonce}">(self.${FLIGHT_GLOBAL}=self.${FLIGHT_GLOBAL}||[]).push(${literal})</script>`;
}

/** Written after the last piece: the browser closes its payload stream. */
export function flightEndScript(nonce: string): string {
  return `<script nonce="${nonce}">(self.${FLIGHT_GLOBAL}=self.${FLIGHT_GLOBAL}||[]).push(null)</script>`;
}
