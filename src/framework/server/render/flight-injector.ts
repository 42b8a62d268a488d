import { Transform, type TransformCallback } from 'node:stream';
import { flightEndScript, flightScript } from '../../shared/script-escape';
import type { FlightCopy } from './flight-fan-out';

const TRAILER = '</body></html>';
const TRAILER_BYTES = Buffer.from(TRAILER);
const HEAD_END = Buffer.from('</head>');

/** Where the interleaved page goes: each release's pieces at once, then the end. */
export interface PageSink {
  write(pieces: readonly (Buffer | string)[]): void;
  end(): void;
  fail(error: Error): void;
}

/**
 * Interleaves the flight payload with React's HTML as inline scripts.
 *
 * React writes HTML in bursts (the shell, then each resolved Suspense boundary); its chunk
 * edges are arbitrary, so a script written mid-burst could land inside a tag. HTML is
 * therefore buffered and released once per macrotask, and scripts are added only after a
 * released burst. The flight bytes go through one streaming TextDecoder so a multi-byte
 * character split across chunks is never mangled. `</body></html>` is held back so every
 * script stays inside the body.
 */
export class FlightInterleaver {
  private readonly decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  private readonly whole: Buffer[] = [];
  private html: Buffer[] = [];
  /** Decoded flight text waiting for the next release; written as one script per release. */
  private texts: string[] = [];
  /** The payload ended and its closing script is still to be written. */
  private flightEnded = false;
  private timer: NodeJS.Immediate | null = null;
  private htmlEnded: (() => void) | null = null;
  private trailerSeen = false;

  constructor(
    flight: FlightCopy,
    private readonly nonce: string,
    private readonly onFlush: () => void = () => {},
    /**
     * HTML the server adds beside React's: `head` just before `</head>` (the tags for
     * crawlers), `beforeTrailer` after the payload, just before `</body>` (the JSON-LD).
     */
    private readonly extra: { readonly head?: string; readonly beforeTrailer?: string } = {},
    private readonly sink: PageSink,
  ) {
    this.headPending = Boolean(extra.head);
    flight.on('data', (chunk: Buffer) => {
      this.whole.push(chunk);
      const text = this.decoder.decode(chunk, { stream: true });
      if (text) this.texts.push(text);
      this.schedule();
    });
    flight.on('end', () => {
      const rest = this.decoder.decode();
      if (rest) this.texts.push(rest);
      this.flightEnded = true;
      this.schedule();
    });
    flight.on('error', (error) => this.sink.fail(error));
  }

  /** The payload as rendered, frozen parts included (what a client navigation to this page needs). */
  wholePayload(): Buffer {
    return Buffer.concat(this.whole);
  }

  /** React's HTML, as it writes it. */
  writeHtml(chunk: Buffer): void {
    this.html.push(chunk);
    this.schedule();
  }

  /** React's HTML is complete: `done` once the page's last bytes have been handed on. */
  endHtml(done: () => void): void {
    this.htmlEnded = done;
    this.schedule();
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setImmediate(() => {
      this.timer = null;
      this.release();
    });
  }

  private release(): void {
    const out: (Buffer | string)[] = [];
    if (this.html.length > 0) {
      // Bytes stay bytes, and React's chunks stay as they are: the socket takes a list in one write.
      let html = this.html;
      this.html = [];
      if (this.headPending) html = this.withHeadTags(html);
      html = this.withoutTrailer(html);
      for (const piece of html) if (piece.length > 0) out.push(piece);
      this.started = true;
    }
    // Before the shell has been written there is no <body> to put scripts in. Everything the
    // payload produced since the last release goes out as one script.
    if (this.started && (this.texts.length > 0 || this.flightEnded)) {
      let scripts = this.texts.length > 0 ? flightScript(this.texts.join(''), this.nonce) : '';
      this.texts = [];
      if (this.flightEnded) {
        scripts += flightEndScript(this.nonce);
        this.flightEnded = false;
        this.endWritten = true;
      }
      out.push(scripts);
    }
    if (this.htmlEnded && this.endWritten) {
      if (this.trailerSeen) out.push((this.extra.beforeTrailer ?? '') + TRAILER);
      if (out.length > 0) this.sink.write(out);
      this.sink.end();
      const done = this.htmlEnded;
      this.htmlEnded = null;
      // The response ends right after: its end flushes the compressor, and a flush of its own
      // first would only cost a compressed block boundary (time and bytes).
      done();
      return;
    }
    if (out.length > 0) this.sink.write(out);
    this.onFlush();
  }

  /** Head tags still to write; a release that ends inside `</head>` keeps that tail for the next. */
  private headPending = false;
  private headCarry: Buffer = Buffer.alloc(0);

  private withHeadTags(pieces: Buffer[]): Buffer[] {
    if (this.headCarry.length === 0) {
      for (let i = 0; i < pieces.length; i += 1) {
        const piece = pieces[i]!;
        const at = piece.indexOf(HEAD_END);
        if (at === -1) {
          // A chunk ending in the start of `</head>` may be the first one: look in the whole.
          if (endsWithStartOf(piece, HEAD_END)) break;
          continue;
        }
        this.headPending = false;
        const head = Buffer.from(this.extra.head ?? '');
        return [...pieces.slice(0, i), piece.subarray(0, at), head, piece.subarray(at), ...pieces.slice(i + 1)];
      }
    }
    // `</head>` may straddle two chunks or two releases: look in the whole of it.
    const joined = Buffer.concat([this.headCarry, ...pieces]);
    this.headCarry = Buffer.alloc(0);
    const at = joined.indexOf(HEAD_END);
    if (at !== -1) {
      this.headPending = false;
      return [joined.subarray(0, at), Buffer.from(this.extra.head ?? ''), joined.subarray(at)];
    }
    const keep = endsWithStartOf(joined, HEAD_END);
    if (keep > 0) {
      this.headCarry = Buffer.from(joined.subarray(joined.length - keep));
      return [joined.subarray(0, joined.length - keep)];
    }
    return [joined];
  }

  /** React's last chunk ends with `</body></html>`: held back (and noted) so the scripts go before it. */
  private withoutTrailer(pieces: Buffer[]): Buffer[] {
    // The trailer split across chunks: only as many of the last ones joined as can hold it.
    let from = pieces.length - 1;
    let length = pieces[from]!.length;
    while (length < TRAILER_BYTES.length && from > 0) {
      from -= 1;
      length += pieces[from]!.length;
    }
    const last = from === pieces.length - 1 ? pieces[from]! : Buffer.concat(pieces.slice(from));
    const before = pieces.slice(0, from);
    if (last.length >= TRAILER_BYTES.length && last.subarray(last.length - TRAILER_BYTES.length).equals(TRAILER_BYTES)) {
      this.trailerSeen = true;
      return [...before, last.subarray(0, last.length - TRAILER_BYTES.length)];
    }
    return pieces;
  }

  private started = false;
  private endWritten = false;
}

/**
 * The interleaver as a Transform stream: React's HTML in, the page out. The server writes
 * to the response without it (send-page.ts); a stream is what tests read.
 */
export class FlightInjector extends Transform {
  private readonly interleaver: FlightInterleaver;

  constructor(
    flight: FlightCopy,
    nonce: string,
    onFlush: () => void = () => {},
    extra: { readonly head?: string; readonly beforeTrailer?: string } = {},
  ) {
    super();
    this.interleaver = new FlightInterleaver(flight, nonce, onFlush, extra, {
      write: (pieces) => {
        for (const piece of pieces) this.push(piece);
      },
      end: () => {},
      fail: (error) => this.destroy(error),
    });
  }

  wholePayload(): Buffer {
    return this.interleaver.wholePayload();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.interleaver.writeHtml(chunk);
    callback();
  }

  override _flush(callback: TransformCallback): void {
    this.interleaver.endHtml(() => callback());
  }
}

/** How many of `bytes`' last bytes are the start of `tag` (not all of it): 0 when none. */
function endsWithStartOf(bytes: Buffer, tag: Buffer): number {
  for (let keep = Math.min(tag.length - 1, bytes.length); keep > 0; keep -= 1) {
    if (bytes.subarray(bytes.length - keep).equals(tag.subarray(0, keep))) return keep;
  }
  return 0;
}
