/**
 * What every type check answers when it refuses a file: why, and (for a clear message) what the
 * bytes turned out to be. The type always comes from the bytes; the browser's name and type are
 * never consulted.
 */
import type { FileHandle } from 'node:fs/promises';

/**
 * wrong_type: the bytes are something else (detected names it, e.g. `exe`); unknown_type: no
 * known format at all (text, HTML, garbage); damaged: the right kind of file, but cut off or
 * broken; macros: an Office document carrying macros; too_many_pixels: a photo larger than we
 * decode; no_picture: a video container with sound only; too_long: a video over the limit.
 */
export type FileProblem = 'wrong_type' | 'unknown_type' | 'damaged' | 'macros' | 'too_many_pixels' | 'no_picture' | 'too_long';

export class FileRefused extends Error {
  constructor(
    readonly problem: FileProblem,
    /** The format the bytes were found to have, for the message (`EXE`, `ZIP`, `HEIC`…). */
    readonly detected?: string,
    readonly detail?: string,
    /** For too_long: the length measured, in seconds. */
    readonly seconds?: number,
  ) {
    super(`file refused: ${problem}${detected ? ` (${detected})` : ''}${detail ? `: ${detail}` : ''}`);
    this.name = 'FileRefused';
  }
}

/** Up to `length` bytes at `position` (fewer at the end of the file). */
export async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}
