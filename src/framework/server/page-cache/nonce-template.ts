/**
 * A stored page answered with a fresh CSP nonce on every hit, without compressing it again.
 *
 * The stored body is split at each occurrence of the nonce it was rendered with. It is then
 * compressed once, as one stream, with a stand-in of the nonce's length at each of those
 * places and a flush on either side of every stand-in, so each one's compressed bytes sit
 * between two byte boundaries. Per hit those bytes are swapped for the new nonce sent
 * uncompressed: a stored block in deflate (gzip), an uncompressed meta-block in brotli. The
 * decoder's window then holds the nonce where the encoder's held the stand-in, at the same
 * length, so every later back-reference still lands where the encoder meant it.
 *
 * That holds as long as no later back-reference reaches into a stand-in, and (brotli) the
 * stand-in's own encoding changed no state the decoder keeps across meta-blocks. The stand-ins
 * are made of byte values this page never contains, so nothing after them can match them;
 * each one's byte pairs are unique among all of them, so none can be a copy of another; and
 * brotli's literal context modelling is off, so the bytes before a meta-block do not steer
 * its decoding. Every template is decoded once with a trial nonce before it is used; one that
 * does not come out right is not used (the page is then compressed per hit).
 */
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { cachedBrotli } from '../request/brotli-options';

export type TemplateEncoding = 'br' | 'gzip';

export interface CompressedTemplate {
  readonly encoding: TemplateEncoding;
  /** Length of the nonce the template has room for. */
  readonly nonceLength: number;
  /**
   * The whole response laid out once (gzip header, blocks, room for the trailer), with zeros
   * where each nonce goes: a hit copies it and writes the nonce at `nonceAt`, nothing more.
   */
  readonly layout: Buffer;
  readonly nonceAt: readonly number[];
}

/** The body split at every occurrence of `nonce` (a page without it is one part). */
export function splitAtNonce(body: Buffer, nonce: string): Buffer[] {
  if (!nonce) return [body];
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** The uncompressed body with `nonce` in every place the stored one was. */
export function joinWithNonce(parts: readonly Buffer[], nonce: string): Buffer {
  if (parts.length === 1) return parts[0]!;
  const value = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  parts.forEach((part, index) => {
    pieces.push(part);
    if (index < parts.length - 1) pieces.push(value);
  });
  return Buffer.concat(pieces);
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const GZIP_TRAILER_LENGTH = 8;

function isPrime(n: number): boolean {
  for (let d = 2; d * d <= n; d += 1) if (n % d === 0) return false;
  return n > 1;
}

/**
 * `count` stand-ins of `length` bytes, none of them a byte value found in `parts`, with every
 * pair of consecutive bytes unique across all of them: stand-in i steps through the unused
 * values with stride i + 1 (modulo a prime), so a pair's difference names its stand-in and its
 * first byte its place. Null when the page leaves too few byte values unused.
 */
function standIns(parts: readonly Buffer[], count: number, length: number): Buffer[] | null {
  if (count === 0) return [];
  const seen = new Uint8Array(256);
  for (const part of parts) for (const byte of part) seen[byte] = 1;
  const unused = [...seen.keys()].filter((byte) => seen[byte] === 0);
  let modulus = unused.length;
  while (modulus > 0 && !isPrime(modulus)) modulus -= 1;
  if (modulus <= length || count >= modulus) return null;
  return Array.from({ length: count }, (_, i) => Buffer.from(Array.from({ length }, (_, k) => unused[(i + k * (i + 1)) % modulus]!)));
}

/** Feeds `pieces` to `stream`, flushing after each, and returns the output up to each flush and what end() added. */
function compressInPieces(stream: zlib.BrotliCompress | zlib.DeflateRaw, pieces: readonly Buffer[], flushKind: number): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const cuts: Buffer[] = [];
    const take = () => {
      cuts.push(Buffer.concat(chunks));
      chunks.length = 0;
    };
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', reject);
    stream.on('end', () => {
      take();
      resolve(cuts);
    });
    let next = 0;
    const feed = () => {
      if (next === pieces.length) return void stream.end();
      stream.write(pieces[next++]!);
      stream.flush(flushKind, () => {
        take();
        feed();
      });
    };
    feed();
  });
}

/** Compresses the parts around stand-ins; the stand-ins' own compressed bytes are dropped. */
async function buildTemplate(
  parts: readonly Buffer[],
  nonceLength: number,
  encoding: TemplateEncoding,
): Promise<CompressedTemplate | null> {
  const fillers = standIns(parts, parts.length - 1, nonceLength);
  if (!fillers) return null;
  const pieces: Buffer[] = [];
  parts.forEach((part, index) => {
    pieces.push(part);
    if (index < fillers.length) pieces.push(fillers[index]!);
  });
  const size = parts.reduce((sum, part) => sum + part.length, 0) + fillers.length * nonceLength;
  const stream =
    encoding === 'br'
      ? zlib.createBrotliCompress({
          params: { ...cachedBrotli(size).params, [zlib.constants.BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING]: 1 },
        })
      : zlib.createDeflateRaw({ level: 6 });
  const cuts = await compressInPieces(
    stream,
    pieces,
    encoding === 'br' ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH,
  );
  // cuts: part 0, stand-in 0, part 1, …, part n, then what end() wrote (the last block).
  const between = cuts.filter((_, index) => index % 2 === 0 && index < cuts.length - 1);
  between[between.length - 1] = Buffer.concat([between[between.length - 1]!, cuts[cuts.length - 1]!]);
  return withLayout(encoding, between, nonceLength);
}

function withLayout(encoding: TemplateEncoding, between: readonly Buffer[], nonceLength: number): CompressedTemplate {
  const room = Buffer.alloc(nonceLength);
  const pieces: Buffer[] = encoding === 'gzip' ? [GZIP_HEADER] : [];
  const nonceAt: number[] = [];
  let length = pieces.reduce((sum, piece) => sum + piece.length, 0);
  between.forEach((bytes, index) => {
    pieces.push(bytes);
    length += bytes.length;
    if (index === between.length - 1) return;
    const block = uncompressedBlock(encoding, room);
    pieces.push(block);
    nonceAt.push(length + block.length - nonceLength);
    length += block.length;
  });
  if (encoding === 'gzip') pieces.push(Buffer.alloc(GZIP_TRAILER_LENGTH));
  // The compressed pieces live on in the layout only: keeping them as well held every cached
  // page's compressed bytes twice.
  return { encoding, nonceLength, layout: Buffer.concat(pieces), nonceAt };
}

/** The nonce as raw bytes inside the compressed stream. */
function uncompressedBlock(encoding: TemplateEncoding, nonce: Buffer): Buffer {
  const n = nonce.length;
  if (encoding === 'gzip') return Buffer.concat([Buffer.from([0, n & 0xff, n >> 8, ~n & 0xff, (~n >> 8) & 0xff]), nonce]);
  // Brotli meta-block header: not last, 4 nibbles of length, MLEN - 1, uncompressed; padded to a byte.
  const bits = ((n - 1) << 3) | (1 << 19);
  return Buffer.concat([Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff]), nonce]);
}

/** The template's page with `nonce` in place, compressed. `parts` are the uncompressed parts (gzip's checksum covers them). */
export function fillTemplate(template: CompressedTemplate, parts: readonly Buffer[], nonce: string): Buffer {
  if (Buffer.byteLength(nonce) !== template.nonceLength && template.nonceAt.length > 0)
    throw new Error('nonce length differs from the template');
  const filled = Buffer.allocUnsafe(template.layout.length);
  template.layout.copy(filled);
  for (const at of template.nonceAt) filled.write(nonce, at, 'latin1');
  if (template.encoding === 'gzip') {
    let crc = 0;
    let length = 0;
    parts.forEach((part, index) => {
      crc = zlib.crc32(part, crc);
      length += part.length;
      if (index < parts.length - 1) {
        crc = zlib.crc32(nonce, crc);
        length += nonce.length;
      }
    });
    filled.writeUInt32LE(crc >>> 0, filled.length - GZIP_TRAILER_LENGTH);
    filled.writeUInt32LE(length >>> 0, filled.length - 4);
  }
  return filled;
}

/** Builds the template and proves it on a trial nonce; null when it cannot be used. */
export async function compressTemplate(
  parts: readonly Buffer[],
  nonceLength: number,
  encoding: TemplateEncoding,
): Promise<CompressedTemplate | null> {
  const template = await buildTemplate(parts, nonceLength, encoding);
  if (!template) return null;
  const trial = crypto.randomBytes(nonceLength).toString('base64').slice(0, nonceLength);
  try {
    const filled = fillTemplate(template, parts, trial);
    const decoded = encoding === 'br' ? zlib.brotliDecompressSync(filled) : zlib.gunzipSync(filled);
    return decoded.equals(joinWithNonce(parts, trial)) ? template : null;
  } catch {
    return null;
  }
}
