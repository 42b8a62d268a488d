/**
 * Duration of a WebM (Matroska) file from its element headers. The Duration element in Info
 * is read when there is one, but the clusters are always walked too (cluster timecode plus
 * each block's relative timecode, plus the last frame's duration): Chrome's MediaRecorder
 * writes no Duration, no cues and segments and clusters of unknown size, so the blocks are the
 * only account of its length; and a Duration written by the client could understate it.
 */
import { type ByteReader, ProbeError } from './byte-reader';
import type { VideoProbe } from './video-probe';

const ID = {
  EBML: 0x1a45dfa3,
  DocType: 0x4282,
  Segment: 0x18538067,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  Duration: 0x4489,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackNumber: 0xd7,
  DefaultDuration: 0x23e383,
  Video: 0xe0,
  PixelWidth: 0xb0,
  PixelHeight: 0xba,
  Cluster: 0x1f43b675,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
  BlockGroup: 0xa0,
  Block: 0xa1,
  BlockDuration: 0x9b,
  Cues: 0x1c53bb6b,
  Tags: 0x1254c367,
  SeekHead: 0x114d9b74,
  Chapters: 0x1043a770,
  Attachments: 0x1941a469,
} as const;

/** A cluster of unknown size ends where one of the segment's own children begins. */
const SEGMENT_CHILDREN = new Set<number>([ID.Cluster, ID.Info, ID.Tracks, ID.Cues, ID.Tags, ID.SeekHead, ID.Chapters, ID.Attachments]);

interface Element {
  readonly id: number;
  readonly body: number;
  /** null: unknown size (the element runs until its parent or the file ends). */
  readonly end: number | null;
}

/** Length of a variable-length integer from its first byte (1–8), 0 when invalid. */
function vintLength(first: number): number {
  for (let index = 0; index < 8; index += 1) if (first & (0x80 >> index)) return index + 1;
  return 0;
}

async function readElement(reader: ByteReader, at: number, end: number): Promise<Element | null> {
  if (at >= end) return null;
  const head = await reader.read(at, 12);
  if (head.length < 2) return null;
  const idLength = vintLength(head[0]!);
  if (!idLength || idLength > 4 || idLength >= head.length) throw new ProbeError('malformed', `element id at ${at}`);
  let id = 0;
  for (let index = 0; index < idLength; index += 1) id = id * 256 + head[index]!;
  const sizeLength = vintLength(head[idLength]!);
  if (!sizeLength || idLength + sizeLength > head.length) throw new ProbeError('truncated', `element size at ${at}`);
  let size = head[idLength]! & (0xff >> sizeLength);
  let allOnes = size === 0xff >> sizeLength;
  for (let index = 1; index < sizeLength; index += 1) {
    size = size * 256 + head[idLength + index]!;
    if (head[idLength + index] !== 0xff) allOnes = false;
  }
  const body = at + idLength + sizeLength;
  return { id, body, end: allOnes ? null : body + size };
}

/** A child of a known-size parent: present, of known size, and inside its parent. */
async function readChild(reader: ByteReader, at: number, parentEnd: number): Promise<Element & { end: number }> {
  const element = await readElement(reader, at, parentEnd);
  if (!element) throw new ProbeError('truncated', `element missing at ${at}`);
  if (element.end === null) throw new ProbeError('malformed', `unknown-size element 0x${element.id.toString(16)} at ${at}`);
  if (element.end > parentEnd)
    throw new ProbeError(parentEnd >= reader.size ? 'truncated' : 'malformed', `element at ${at} overruns its parent`);
  return element as Element & { end: number };
}

async function unsignedOf(reader: ByteReader, element: Element & { end: number }): Promise<number> {
  const bytes = await reader.read(element.body, element.end - element.body);
  if (bytes.length > 7) throw new ProbeError('malformed', 'integer longer than 7 bytes');
  let value = 0;
  for (const byte of bytes) value = value * 256 + byte;
  return value;
}

/** The last two frame times of each track and the duration of the last frame, if stated. */
class BlockTimes {
  private readonly tracks = new Map<number, { previous: number | null; last: number; lastDuration: number | null }>();
  private statedEnd = 0;
  count = 0;

  add(track: number, time: number, duration: number | null): void {
    this.count += 1;
    const seen = this.tracks.get(track);
    if (!seen) this.tracks.set(track, { previous: null, last: time, lastDuration: duration });
    else if (time > seen.last) this.tracks.set(track, { previous: seen.last, last: time, lastDuration: duration });
    else if (time === seen.last && duration !== null) seen.lastDuration = duration;
    if (duration !== null) this.statedEnd = Math.max(this.statedEnd, time + duration);
  }

  /** In timecode ticks: the last frame's start plus its duration (stated, the track's default, or the spacing of the last two frames). */
  end(defaultDurations: ReadonlyMap<number, number>): number {
    let end = this.statedEnd;
    for (const [track, { previous, last, lastDuration }] of this.tracks) {
      const frame = lastDuration ?? defaultDurations.get(track) ?? (previous !== null ? last - previous : 0);
      end = Math.max(end, last + frame);
    }
    return end;
  }
}

async function readBlock(
  reader: ByteReader,
  at: number,
  length: number,
  clusterTime: number,
  duration: number | null,
  times: BlockTimes,
): Promise<void> {
  const head = await reader.read(at, Math.min(length, 12));
  const trackLength = vintLength(head[0] ?? 0);
  if (!trackLength || head.length < trackLength + 2) throw new ProbeError('truncated', 'block header');
  let track = head[0]! & (0xff >> trackLength);
  for (let index = 1; index < trackLength; index += 1) track = track * 256 + head[index]!;
  times.add(track, clusterTime + head.readInt16BE(trackLength), duration);
}

export async function ebmlDuration(reader: ByteReader): Promise<VideoProbe> {
  const header = await readElement(reader, 0, reader.size);
  if (!header || header.id !== ID.EBML || header.end === null || header.end > reader.size) throw new ProbeError('malformed', 'EBML header');
  let docType: string | null = null;
  for (let at = header.body; at < header.end;) {
    const element = await readChild(reader, at, header.end);
    if (element.id === ID.DocType) docType = (await reader.read(element.body, element.end - element.body)).toString('latin1');
    at = element.end;
  }
  if (docType !== 'webm') throw new ProbeError('unsupported', `Matroska document type ${docType ?? 'none'}`);
  const segment = await readElement(reader, header.end, reader.size);
  if (!segment || segment.id !== ID.Segment) throw new ProbeError('malformed', 'no segment');
  // A known-size segment longer than the file lost its tail on the way up. (MediaRecorder's
  // unknown-size segment cannot tell; cut short, it simply measures shorter.)
  if (segment.end !== null && segment.end > reader.size)
    throw new ProbeError('truncated', `segment ends at ${segment.end}, the file at ${reader.size}`);
  const segmentEnd = segment.end ?? reader.size;

  let timecodeScale = 1_000_000; // nanoseconds per tick
  let durationTicks: number | null = null;
  let width: number | undefined;
  let height: number | undefined;
  const defaultDurationsNs = new Map<number, number>();
  const times = new BlockTimes();

  for (let at = segment.body; at < segmentEnd;) {
    reader.step();
    const element = await readElement(reader, at, segmentEnd);
    if (!element) break;
    if (element.id === ID.Cluster) {
      at = await walkCluster(reader, element, segmentEnd, times);
      continue;
    }
    if (element.end === null) throw new ProbeError('malformed', 'unknown-size element outside a cluster');
    if (element.end > segmentEnd) throw new ProbeError('truncated', `element 0x${element.id.toString(16)} cut off`);
    const known = element as Element & { end: number };
    if (element.id === ID.Info) {
      for (let inner = known.body; inner < known.end;) {
        const child = await readChild(reader, inner, known.end);
        if (child.id === ID.TimecodeScale) timecodeScale = await unsignedOf(reader, child);
        if (child.id === ID.Duration) {
          const value = await reader.read(child.body, child.end - child.body);
          durationTicks = value.length === 4 ? value.readFloatBE(0) : value.length === 8 ? value.readDoubleBE(0) : null;
        }
        inner = child.end;
      }
      if (!(timecodeScale > 0)) throw new ProbeError('malformed', 'timecode scale 0');
    } else if (element.id === ID.Tracks) {
      for (let inner = known.body; inner < known.end;) {
        const entry = await readChild(reader, inner, known.end);
        if (entry.id === ID.TrackEntry) {
          const track = await readTrackEntry(reader, entry);
          if (track.number !== null && track.defaultDurationNs !== null) defaultDurationsNs.set(track.number, track.defaultDurationNs);
          if (width === undefined && track.width !== undefined) [width, height] = [track.width, track.height];
        }
        inner = entry.end;
      }
    }
    at = known.end;
  }

  const defaultTicks = new Map([...defaultDurationsNs].map(([track, ns]) => [track, ns / timecodeScale]));
  const evidence: Record<string, number> = {};
  if (durationTicks !== null && durationTicks > 0) evidence['Info/Duration'] = (durationTicks * timecodeScale) / 1e9;
  if (times.count > 0) evidence.clusters = (times.end(defaultTicks) * timecodeScale) / 1e9;
  const durationSec = Math.max(0, ...Object.values(evidence));
  if (!(durationSec > 0) || !Number.isFinite(durationSec)) throw new ProbeError('malformed', 'no duration and no blocks');
  return { container: 'webm', durationSec, evidence, width, height };
}

async function readTrackEntry(reader: ByteReader, entry: Element & { end: number }) {
  let number: number | null = null;
  let defaultDurationNs: number | null = null;
  let width: number | undefined;
  let height: number | undefined;
  for (let at = entry.body; at < entry.end;) {
    const child = await readChild(reader, at, entry.end);
    if (child.id === ID.TrackNumber) number = await unsignedOf(reader, child);
    else if (child.id === ID.DefaultDuration) defaultDurationNs = await unsignedOf(reader, child);
    else if (child.id === ID.Video) {
      for (let inner = child.body; inner < child.end;) {
        const field = await readChild(reader, inner, child.end);
        if (field.id === ID.PixelWidth) width = await unsignedOf(reader, field);
        if (field.id === ID.PixelHeight) height = await unsignedOf(reader, field);
        inner = field.end;
      }
    }
    at = child.end;
  }
  return { number, defaultDurationNs, width, height };
}

/** Reads a cluster's block times; returns where the segment continues. */
async function walkCluster(reader: ByteReader, cluster: Element, segmentEnd: number, times: BlockTimes): Promise<number> {
  const end = cluster.end === null ? segmentEnd : Math.min(cluster.end, segmentEnd);
  let clusterTime = 0;
  let at = cluster.body;
  while (at < end) {
    reader.step();
    const child = await readElement(reader, at, end);
    if (!child) break;
    if (cluster.end === null && SEGMENT_CHILDREN.has(child.id)) break; // an unknown-size cluster ended here
    if (child.end === null) throw new ProbeError('malformed', 'unknown-size element inside a cluster');
    // A recording that lost its tail: refused rather than measured short.
    if (child.end > end) throw new ProbeError('truncated', `cluster element at ${at} cut off`);
    const known = child as Element & { end: number };
    if (child.id === ID.Timecode) clusterTime = await unsignedOf(reader, known);
    else if (child.id === ID.SimpleBlock) await readBlock(reader, known.body, known.end - known.body, clusterTime, null, times);
    else if (child.id === ID.BlockGroup) {
      let block: { at: number; length: number } | null = null;
      let duration: number | null = null;
      for (let inner = known.body; inner < known.end;) {
        const part = await readChild(reader, inner, known.end);
        if (part.id === ID.Block) block = { at: part.body, length: part.end - part.body };
        if (part.id === ID.BlockDuration) duration = await unsignedOf(reader, part);
        inner = part.end;
      }
      if (block) await readBlock(reader, block.at, block.length, clusterTime, duration, times);
    }
    at = known.end;
  }
  return at;
}
