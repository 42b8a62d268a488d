/**
 * The bytes a payload walker looks for (frozen-part-references.ts, which puts the parts' HTML
 * back into a kept payload): the start of a frozen part's props, and the characters that
 * delimit flight rows.
 */
export const FROZEN_PART_MARKER = Buffer.from('{"frozenPartOf":"');

export const QUOTE = 0x22;
export const NEWLINE = 0x0a;
export const COLON = 0x3a;
export const COMMA = 0x2c;
/** Row tags followed by a hex length (react-server-dom-webpack's client reads the same set). */
export const LENGTH_TAGS = new Set([...'TAOobUSsLlGgMmV'].map((char) => char.charCodeAt(0)));
