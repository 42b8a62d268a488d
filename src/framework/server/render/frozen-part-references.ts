/**
 * A document's payload names each frozen part's HTML by number (`{"frozenPartOf":"name","at":3}`,
 * server/rsc/frozen-part.tsx): the page's HTML render holds the strings, the payload does not.
 * The page cache keeps that payload to answer a later `.rsc` request for the page, which needs
 * the HTML: this puts each string back as the part's `html`, as a JSON string in its row.
 *
 * Rows are walked by their framing: text and binary rows have a hex byte length and are copied
 * as they are (their bytes may look like anything); in a JSON row the marker can only be
 * structure, since a `"` inside a string is escaped.
 */

// The start of a frozen part's props, and the characters that delimit flight rows.
const MARKER = Buffer.from('{"frozenPartOf":"');
const QUOTE = 0x22;
const NEWLINE = 0x0a;
const COLON = 0x3a;
const COMMA = 0x2c;
/** Row tags followed by a hex length (react-server-dom-webpack's client reads the same set). */
const LENGTH_TAGS = new Set([...'TAOobUSsLlGgMmV'].map((char) => char.charCodeAt(0)));
const REFERENCE = Buffer.from(',"at":');

function isDigit(byte: number | undefined): boolean {
  return byte !== undefined && byte >= 0x30 && byte <= 0x39;
}

/**
 * `"html":"…"` as flight writes a string: a string starting with `$` gets another, since the
 * decoder reads `$` as the start of a reference (`$$` reads back as `$`).
 */
function htmlProperty(html: string): Buffer {
  return Buffer.from(`,"html":${JSON.stringify(html.startsWith('$') ? `$${html}` : html)}`);
}

/** The payload with every part that names its HTML by number carrying that HTML instead. */
export function withFrozenPartHtml(payload: Buffer, html: readonly string[]): Buffer {
  if (html.length === 0) return payload;
  const out: Buffer[] = [];
  let copiedTo = 0;
  let marker = payload.indexOf(MARKER);
  let at = 0;
  while (marker !== -1 && at < payload.length) {
    const colon = payload.indexOf(COLON, at);
    if (colon === -1 || colon + 1 >= payload.length) break;
    if (LENGTH_TAGS.has(payload[colon + 1]!)) {
      const comma = payload.indexOf(COMMA, colon + 2);
      if (comma === -1) break;
      at = comma + 1 + Number.parseInt(payload.subarray(colon + 2, comma).toString('latin1'), 16);
      // A marker inside a text row is text.
      if (marker < at) marker = payload.indexOf(MARKER, at);
      continue;
    }
    const newline = payload.indexOf(NEWLINE, colon);
    const end = newline === -1 ? payload.length : newline;
    for (; marker !== -1 && marker < end; marker = payload.indexOf(MARKER, marker + MARKER.length)) {
      const reference = payload.indexOf(QUOTE, marker + MARKER.length) + 1;
      if (reference === 0 || !payload.subarray(reference, reference + REFERENCE.length).equals(REFERENCE)) continue;
      let digitsEnd = reference + REFERENCE.length;
      while (isDigit(payload[digitsEnd])) digitsEnd += 1;
      const partHtml = html[Number(payload.toString('latin1', reference + REFERENCE.length, digitsEnd))];
      if (digitsEnd === reference + REFERENCE.length || partHtml === undefined) continue;
      out.push(payload.subarray(copiedTo, reference), htmlProperty(partHtml));
      copiedTo = digitsEnd;
    }
    at = end + 1;
  }
  if (copiedTo === 0) return payload;
  out.push(payload.subarray(copiedTo));
  return Buffer.concat(out);
}
