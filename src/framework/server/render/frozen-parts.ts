import { BACKSLASH, COLON, COMMA, FROZEN_PART_MARKER, LENGTH_TAGS, NEWLINE, QUOTE } from './flight-row-bytes';

/**
 * Leaves the HTML of frozen parts (server/rsc/frozen-part.tsx) out of the payload a page
 * inlines. The server's HTML already shows that content and the browser never hydrates it, so
 * the only copy it needs is the HTML's; a client navigation fetches a whole payload. A
 * document's own payload names each part's HTML by number instead (server/rsc/document-parts.ts)
 * and leaves nothing to cut here; this is for a payload that carries it.
 *
 * A flight payload is a series of rows: `id:` then either a tag with a hex byte length and
 * a comma followed by that many bytes (text and binary rows), or JSON up to a newline. Only
 * JSON rows are searched: in them the marker below can only be structure, since a `"` inside
 * a string is escaped. A frozen part's props `{"frozenPartOf":"name","html":…}` become
 * `{"frozenPartOf":"name","stripped":true}`. Rows only that content named go too: strings of
 * 1,024 characters and more (most parts' HTML) travel as text rows before the row that names
 * them, so a text row waits until the row naming it is seen. The filter also follows rows a
 * stripped value names that come after it, and sends a left-out row should kept content name
 * it: a part's value is only ever a string now, so those paths guard the format rather than
 * anything the pages send.
 */
const MARKER = FROZEN_PART_MARKER;
const CONTENT = Buffer.from(',"html":');
const STRIPPED = Buffer.from(',"stripped":true');

/** Where the JSON string starting at `start` (its opening quote) ends, exclusive. */
function endOfString(row: Buffer, start: number): number {
  let quote = row.indexOf(QUOTE, start + 1);
  while (quote !== -1) {
    // A quote after an odd number of backslashes is part of the string.
    let backslashes = 0;
    while (row[quote - 1 - backslashes] === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return quote + 1;
    quote = row.indexOf(QUOTE, quote + 1);
  }
  return row.length;
}

/** Where the JSON value starting at `start` ends (exclusive). The row is complete JSON. */
function endOfValue(row: Buffer, start: number): number {
  // A part's HTML is a string: found with native searches, not byte by byte.
  if (row[start] === QUOTE) return endOfString(row, start);
  let depth = 0;
  let inString = false;
  for (let at = start; at < row.length; at += 1) {
    const byte = row[at];
    if (inString) {
      if (byte === BACKSLASH) at += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === 0x5b || byte === 0x7b) depth += 1;
    else if (byte === 0x5d || byte === 0x7d) {
      depth -= 1;
      if (depth === 0) return at + 1;
      if (depth < 0) return at;
    } else if (depth === 0 && (byte === COMMA || byte === NEWLINE)) return at;
  }
  return row.length;
}

/** A JSON row without its frozen parts' HTML, and the bytes that were cut. */
export function stripFrozenParts(row: Buffer): { row: Buffer; cut: Buffer[] } {
  let at = row.indexOf(MARKER);
  if (at === -1) return { row, cut: [] };
  const kept: Buffer[] = [];
  const cut: Buffer[] = [];
  let from = 0;
  while (at !== -1) {
    const nameEnd = row.indexOf(QUOTE, at + MARKER.length);
    const contentAt = nameEnd + 1;
    if (nameEnd === -1 || !row.subarray(contentAt, contentAt + CONTENT.length).equals(CONTENT)) {
      at = row.indexOf(MARKER, at + MARKER.length);
      continue;
    }
    const valueStart = contentAt + CONTENT.length;
    const valueEnd = endOfValue(row, valueStart);
    kept.push(row.subarray(from, contentAt), STRIPPED);
    cut.push(row.subarray(valueStart, valueEnd));
    from = valueEnd;
    at = row.indexOf(MARKER, valueEnd);
  }
  kept.push(row.subarray(from));
  return { row: Buffer.concat(kept), cut };
}

const REFERENCE = Buffer.from('"$');
/** Tags of a reference to a row: lazy, promise, server function, Map, Set, FormData, iterator, Blob. */
const REFERENCE_TAGS = new Set([...'L@hQWKiB'].map((char) => char.charCodeAt(0)));

function isHexDigit(byte: number | undefined): boolean {
  return byte !== undefined && ((byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x66));
}

/**
 * The row ids a stretch of JSON names: `"$1f"`, `"$L1f"` (lazy), `"$@3"` (promise), `"$h5"`
 * (server function), Map, Set, FormData, iterator and Blob rows, and paths into rows
 * (`"$5:props:children"`). A quote after a backslash is inside a string. Found with native
 * searches: a part's HTML is long and names nothing.
 */
function referencedIds(json: Buffer): string[] {
  const ids: string[] = [];
  for (let at = json.indexOf(REFERENCE); at !== -1; at = json.indexOf(REFERENCE, at + REFERENCE.length)) {
    if (json[at - 1] === BACKSLASH) continue;
    let from = at + REFERENCE.length;
    if (REFERENCE_TAGS.has(json[from]!)) from += 1;
    let end = from;
    while (isHexDigit(json[end])) end += 1;
    if (end > from && (json[end] === QUOTE || json[end] === COLON)) ids.push(json.toString('latin1', from, end));
  }
  return ids;
}

/** Streaming: payload bytes in, the same rows out with frozen parts stripped. */
export class FrozenPartFilter {
  private rest: Buffer = Buffer.alloc(0);
  /** Text rows not yet named by a later row, by id. */
  private readonly waiting = new Map<string, Buffer>();
  private readonly seen = new Set<string>();
  /**
   * Rows named only from stripped content that have not arrived yet: React moves parts of a
   * large row (about 3 KB) into rows of their own that follow it, and those go too.
   */
  private readonly dropped = new Set<string>();
  /**
   * The rows left out so far. React names an object it has written before by its first place
   * (the same element or array shown twice): should kept content name a row left out, that
   * row goes out after all, with the rows it names.
   */
  private readonly removed = new Map<string, Buffer>();

  /** The complete rows in what has arrived so far, filtered; an unfinished row waits for more. */
  push(chunk: Buffer): Buffer {
    const data = this.rest.length > 0 ? Buffer.concat([this.rest, chunk]) : chunk;
    const out: Buffer[] = [];
    let at = 0;
    while (at < data.length) {
      const colon = data.indexOf(COLON, at);
      if (colon === -1 || colon + 1 >= data.length) break;
      const id = data.subarray(at, colon).toString('latin1');
      const tag = data[colon + 1]!;
      if (LENGTH_TAGS.has(tag)) {
        const comma = data.indexOf(COMMA, colon + 2);
        if (comma === -1) break;
        const end = comma + 1 + Number.parseInt(data.subarray(colon + 2, comma).toString('latin1'), 16);
        if (end > data.length) break;
        const row = data.subarray(at, end);
        this.seen.add(id);
        if (this.dropped.delete(id)) this.removed.set(id, row);
        else if (tag === 0x54) this.waiting.set(id, row);
        else out.push(row);
        at = end;
        continue;
      }
      const newline = data.indexOf(NEWLINE, colon);
      if (newline === -1) break;
      out.push(...this.jsonRow(id, data.subarray(at, newline + 1)));
      at = newline + 1;
    }
    this.rest = Buffer.from(data.subarray(at));
    return Buffer.concat(out);
  }

  /** Whatever is left: text rows no row named, and an unfinished row as it is. */
  end(): Buffer {
    const out = Buffer.concat([...this.waiting.values(), this.rest]);
    this.waiting.clear();
    this.rest = Buffer.alloc(0);
    return out;
  }

  private jsonRow(id: string, row: Buffer): Buffer[] {
    this.seen.add(id);
    if (this.dropped.delete(id)) {
      this.removed.set(id, row);
      this.cutAway(row.subarray(id.length + 1));
      return [];
    }
    const { row: kept, cut } = stripFrozenParts(row);
    for (const part of cut) this.cutAway(part);
    const out: Buffer[] = [];
    this.release(kept, out);
    out.push(kept);
    return out;
  }

  /** Sends what kept content names and is held back: waiting text rows, rows left out (and what those name). */
  private release(json: Buffer, out: Buffer[]): void {
    if (this.waiting.size === 0 && this.removed.size === 0 && this.dropped.size === 0) return;
    for (const named of referencedIds(json)) {
      const textRow = this.waiting.get(named);
      if (textRow) {
        out.push(textRow);
        this.waiting.delete(named);
        continue;
      }
      // Still to come: it is kept when it arrives.
      this.dropped.delete(named);
      const removedRow = this.removed.get(named);
      if (removedRow) {
        this.removed.delete(named);
        this.release(removedRow, out);
        out.push(removedRow);
      }
    }
  }

  /**
   * What stripped content named goes with it: text rows waiting for it, and rows still to
   * come. A row already sent (a client component's module, a server function) is shared.
   */
  private cutAway(json: Buffer): void {
    for (const named of referencedIds(json)) {
      const textRow = this.waiting.get(named);
      if (textRow) {
        this.waiting.delete(named);
        this.removed.set(named, textRow);
      } else if (!this.seen.has(named)) this.dropped.add(named);
    }
  }
}
