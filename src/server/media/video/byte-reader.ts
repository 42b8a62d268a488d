/**
 * Positioned reads from an open file for the container parsers. Header-sized reads are served
 * from a 64 KiB window, so walking thousands of block headers costs a few system calls, while
 * the media payloads between them are skipped, never read.
 */
import type { FileHandle } from 'node:fs/promises';

/**
 * empty: zero bytes; unsupported: no MP4, MOV or WebM signature; truncated: the file stops
 * inside a structure it declares; malformed: sizes or values that cannot be; too_complex: more
 * structures than any real recording has (a hostile file meant to keep the parser busy).
 */
export type ProbeProblem = 'empty' | 'unsupported' | 'truncated' | 'malformed' | 'too_complex';

export class ProbeError extends Error {
  constructor(
    readonly problem: ProbeProblem,
    detail?: string,
  ) {
    super(detail ? `${problem}: ${detail}` : problem);
    this.name = 'ProbeError';
  }
}

/** Structures walked per file at most. */
const MAX_STRUCTURES = 200_000;

const WINDOW = 64 * 1024;
const SMALL_READ = 4096;

export class ByteReader {
  private window = Buffer.alloc(0);
  private windowAt = 0;
  /** Structures seen so far, against MAX_STRUCTURES. */
  private walked = 0;

  constructor(
    private readonly handle: FileHandle,
    readonly size: number,
  ) {}

  /** Up to `length` bytes at `position`; fewer at the end of the file. */
  async read(position: number, length: number): Promise<Buffer> {
    if (position >= this.size || length <= 0) return Buffer.alloc(0);
    const wanted = Math.min(length, this.size - position);
    if (position >= this.windowAt && position + wanted <= this.windowAt + this.window.length) {
      return this.window.subarray(position - this.windowAt, position - this.windowAt + wanted);
    }
    const span = wanted <= SMALL_READ ? Math.min(WINDOW, this.size - position) : wanted;
    const buffer = Buffer.allocUnsafe(span);
    const { bytesRead } = await this.handle.read(buffer, 0, span, position);
    const got = buffer.subarray(0, bytesRead);
    if (wanted <= SMALL_READ) {
      this.window = got;
      this.windowAt = position;
    }
    return got.subarray(0, wanted);
  }

  /** Counts one more structure walked; throws past the limit. */
  step(): void {
    this.walked += 1;
    if (this.walked > MAX_STRUCTURES) throw new ProbeError('too_complex', `more than ${MAX_STRUCTURES} structures`);
  }
}
