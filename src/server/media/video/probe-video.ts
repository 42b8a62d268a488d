/**
 * Container, duration and picture size of an uploaded video, read from the file's own
 * structure (MP4 and MOV boxes, WebM elements), never from what the browser said about it.
 * Only headers are read, so a probe costs a few reads whatever the file's size.
 */
import fsp from 'node:fs/promises';
import { ByteReader, ProbeError } from './byte-reader';
import { ebmlDuration } from './ebml-duration';
import { isoBmffDuration } from './iso-bmff-duration';
import type { VideoProbe } from './video-probe';

const EBML_MAGIC = 0x1a45dfa3;
/** Box types an ISO-BMFF file may begin with. */
const FIRST_BOXES = new Set(['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip']);

export async function probeVideo(file: string): Promise<VideoProbe> {
  const handle = await fsp.open(file, 'r');
  try {
    const { size } = await handle.stat();
    if (size === 0) throw new ProbeError('empty');
    const reader = new ByteReader(handle, size);
    const head = await reader.read(0, 12);
    try {
      if (head.length >= 4 && head.readUInt32BE(0) === EBML_MAGIC) return await ebmlDuration(reader);
      if (head.length >= 8 && FIRST_BOXES.has(head.toString('latin1', 4, 8))) return await isoBmffDuration(reader);
    } catch (error) {
      // A field read past what a structure holds: the file's sizes do not add up.
      if (error instanceof RangeError) throw new ProbeError('malformed', error.message);
      throw error;
    }
    throw new ProbeError('unsupported', 'no MP4, MOV or WebM signature');
  } finally {
    await handle.close();
  }
}
