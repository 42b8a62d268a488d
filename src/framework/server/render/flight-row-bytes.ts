/**
 * The bytes both payload walkers look for (frozen-parts.ts, which cuts a part's HTML out of the
 * inline copy, and frozen-part-references.ts, which puts it back into a kept payload): the
 * start of a frozen part's props, and the characters that delimit flight rows.
 */
export const FROZEN_PART_MARKER = Buffer.from('{"frozenPartOf":"');

export const QUOTE = 0x22;
export const BACKSLASH = 0x5c;
export const NEWLINE = 0x0a;
export const COLON = 0x3a;
export const COMMA = 0x2c;
/** Row tags followed by a hex length (react-server-dom-webpack's client reads the same set). */
export const LENGTH_TAGS = new Set([...'TAOobUSsLlGgMmV'].map((char) => char.charCodeAt(0)));
