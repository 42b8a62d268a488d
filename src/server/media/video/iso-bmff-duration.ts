/**
 * Duration of an MP4 or MOV (ISO base media file format) from its boxes alone, wherever the
 * movie header sits (before or after the media): the movie header (mvhd), the fragment header
 * (mehd), each track's media header (mdhd) and its sample-time table (stts); for fragmented
 * files (Chrome's MediaRecorder MP4, mvhd duration 0) the decode time and sample durations of
 * every fragment (tfdt, trun). Media data (mdat) is never read.
 */
import { type ByteReader, ProbeError } from './byte-reader';
import type { VideoProbe } from './video-probe';

interface Box {
  readonly type: string;
  readonly body: number;
  readonly end: number;
}

async function readBoxHeader(reader: ByteReader, at: number, end: number): Promise<Box | null> {
  if (at + 8 > end) return null;
  const head = await reader.read(at, 16);
  if (head.length < 8) return null;
  let size = head.readUInt32BE(0);
  const type = head.toString('latin1', 4, 8);
  let headerSize = 8;
  if (size === 1) {
    if (head.length < 16) throw new ProbeError('truncated', `${type}: 64-bit size cut off`);
    size = Number(head.readBigUInt64BE(8));
    headerSize = 16;
  } else if (size === 0) {
    size = end - at; // to the end of the parent (or of the file)
  }
  if (size < headerSize) throw new ProbeError('malformed', `${type} at ${at}: size ${size}`);
  if (at + size > end) throw new ProbeError('truncated', `${type} at ${at} runs past its end (${at + size} > ${end})`);
  return { type, body: at + headerSize, end: at + size };
}

async function* boxesIn(reader: ByteReader, start: number, end: number): AsyncGenerator<Box> {
  for (let at = start; at < end;) {
    reader.step();
    const box = await readBoxHeader(reader, at, end);
    if (!box) return;
    yield box;
    at = box.end;
  }
}

/** The first `length` bytes of a box's body; a body shorter than its fields is malformed. */
async function fields(reader: ByteReader, box: Box, length: number): Promise<Buffer> {
  const data = await reader.read(box.body, Math.min(length, box.end - box.body));
  if (data.length < length) throw new ProbeError('malformed', `${box.type} shorter than its fields`);
  return data;
}

/** The timescale and duration of an mvhd or mdhd: 32-bit times in version 0 boxes, 64-bit in version 1. */
async function timescaleAndDuration(reader: ByteReader, box: Box): Promise<{ timescale: number; duration: number }> {
  if ((await fields(reader, box, 1))[0] === 1) {
    const data = await fields(reader, box, 32);
    return { timescale: data.readUInt32BE(20), duration: Number(data.readBigUInt64BE(24)) };
  }
  const data = await fields(reader, box, 20);
  return { timescale: data.readUInt32BE(12), duration: data.readUInt32BE(16) };
}

interface Track {
  readonly id: number | null;
  readonly timescale: number | null;
  /** The longer of the media header's duration and the sum of the sample times. */
  readonly mediaTime: number;
  readonly isVideo: boolean;
  readonly size: readonly [number, number] | null;
}

async function readTrack(reader: ByteReader, trak: Box): Promise<Track> {
  let id: number | null = null;
  let timescale: number | null = null;
  let headerDuration = 0;
  let sampleTime = 0;
  let isVideo = false;
  let size: [number, number] | null = null;
  for await (const box of boxesIn(reader, trak.body, trak.end)) {
    if (box.type === 'tkhd') {
      const data = await reader.read(box.body, Math.min(96, box.end - box.body));
      if (data.length < 16) throw new ProbeError('malformed', 'tkhd shorter than its fields');
      id = data[0] === 1 ? (data.length >= 24 ? data.readUInt32BE(20) : null) : data.readUInt32BE(12);
      const at = data[0] === 1 ? 88 : 76;
      if (data.length >= at + 8) size = [data.readUInt32BE(at) >>> 16, data.readUInt32BE(at + 4) >>> 16];
    } else if (box.type === 'mdia') {
      for await (const media of boxesIn(reader, box.body, box.end)) {
        if (media.type === 'mdhd') {
          const header = await timescaleAndDuration(reader, media);
          timescale = header.timescale;
          headerDuration = header.duration;
        } else if (media.type === 'hdlr') {
          isVideo = (await fields(reader, media, 12)).toString('latin1', 8, 12) === 'vide';
        } else if (media.type === 'minf') {
          sampleTime = Math.max(sampleTime, await sampleTableTime(reader, media));
        }
      }
    }
  }
  return { id, timescale, mediaTime: Math.max(headerDuration, sampleTime), isVideo, size };
}

/** minf/stbl/stts: count × delta over every entry, the real media time of the samples. */
async function sampleTableTime(reader: ByteReader, minf: Box): Promise<number> {
  let total = 0;
  for await (const stbl of boxesIn(reader, minf.body, minf.end)) {
    if (stbl.type !== 'stbl') continue;
    for await (const stts of boxesIn(reader, stbl.body, stbl.end)) {
      if (stts.type !== 'stts') continue;
      const count = (await fields(reader, stts, 8)).readUInt32BE(4);
      if (count * 8 > stts.end - stts.body - 8) throw new ProbeError('malformed', 'stts entry count');
      const entries = await reader.read(stts.body + 8, count * 8);
      for (let index = 0; index < count; index += 1) total += entries.readUInt32BE(index * 8) * entries.readUInt32BE(index * 8 + 4);
    }
  }
  return total;
}

/** One fragment's track run: where it starts (tfdt) and how long its samples last (trun). */
async function readFragment(
  reader: ByteReader,
  traf: Box,
  trackDefaults: ReadonlyMap<number, number>,
): Promise<{ id: number; start: number | null; length: number } | null> {
  let id: number | null = null;
  let defaultDuration: number | null = null;
  let start: number | null = null;
  let length = 0;
  for await (const box of boxesIn(reader, traf.body, traf.end)) {
    if (box.type === 'tfhd') {
      const data = await reader.read(box.body, Math.min(40, box.end - box.body));
      if (data.length < 8) throw new ProbeError('malformed', 'tfhd shorter than its fields');
      const flags = data.readUInt32BE(0) & 0xffffff;
      id = data.readUInt32BE(4);
      let at = 8;
      if (flags & 0x1) at += 8; // base data offset
      if (flags & 0x2) at += 4; // sample description index
      if (flags & 0x8) {
        if (data.length < at + 4) throw new ProbeError('malformed', 'tfhd default duration cut off');
        defaultDuration = data.readUInt32BE(at);
      }
    } else if (box.type === 'tfdt') {
      start =
        (await fields(reader, box, 1))[0] === 1
          ? Number((await fields(reader, box, 12)).readBigUInt64BE(4))
          : (await fields(reader, box, 8)).readUInt32BE(4);
    } else if (box.type === 'trun') {
      const head = await fields(reader, box, 8);
      const flags = head.readUInt32BE(0) & 0xffffff;
      const count = head.readUInt32BE(4);
      let at = 8;
      if (flags & 0x1) at += 4; // data offset
      if (flags & 0x4) at += 4; // first sample flags
      const perSample = [0x100, 0x200, 0x400, 0x800].filter((flag) => flags & flag).length * 4;
      if (flags & 0x100) {
        // Checked before reading: the count is the file's word, the box's size is not.
        if (box.body + at + perSample * count > box.end) throw new ProbeError('malformed', 'trun sample table larger than its box');
        const table = await reader.read(box.body + at, perSample * count);
        for (let index = 0; index < count; index += 1) length += table.readUInt32BE(index * perSample);
      } else {
        if (count > 10_000_000) throw new ProbeError('malformed', 'trun sample count');
        length += (defaultDuration ?? trackDefaults.get(id ?? -1) ?? 0) * count;
      }
    }
  }
  return id === null ? null : { id, start, length };
}

export async function isoBmffDuration(reader: ByteReader): Promise<VideoProbe> {
  let brand: string | null = null;
  let movie: { timescale: number; duration: number } | null = null;
  let fragmentHeader: number | null = null;
  let sawMedia = false;
  let sawFragments = false;
  const trackDefaults = new Map<number, number>();
  const tracks: Track[] = [];
  const fragmentEnds = new Map<number, number>();

  for await (const top of boxesIn(reader, 0, reader.size)) {
    if (top.type === 'ftyp') brand = (await fields(reader, top, 4)).toString('latin1');
    else if (top.type === 'mdat') sawMedia = true;
    else if (top.type === 'moov') {
      for await (const box of boxesIn(reader, top.body, top.end)) {
        if (box.type === 'mvhd') movie = await timescaleAndDuration(reader, box);
        else if (box.type === 'trak') tracks.push(await readTrack(reader, box));
        else if (box.type === 'mvex') {
          for await (const entry of boxesIn(reader, box.body, box.end)) {
            if (entry.type === 'mehd') {
              const version = (await fields(reader, entry, 1))[0];
              fragmentHeader =
                version === 1
                  ? Number((await fields(reader, entry, 12)).readBigUInt64BE(4))
                  : (await fields(reader, entry, 8)).readUInt32BE(4);
            } else if (entry.type === 'trex') {
              const data = await fields(reader, entry, 16);
              trackDefaults.set(data.readUInt32BE(4), data.readUInt32BE(12));
            }
          }
        }
      }
    } else if (top.type === 'moof') {
      sawFragments = true;
      for await (const traf of boxesIn(reader, top.body, top.end)) {
        if (traf.type !== 'traf') continue;
        const fragment = await readFragment(reader, traf, trackDefaults);
        if (!fragment) continue;
        const start = fragment.start ?? fragmentEnds.get(fragment.id) ?? 0;
        fragmentEnds.set(fragment.id, Math.max(fragmentEnds.get(fragment.id) ?? 0, start + fragment.length));
      }
    }
  }
  // The movie header comes last in a file written front to back: without it the tail is missing.
  if (!movie) throw new ProbeError(sawMedia ? 'truncated' : 'malformed', 'no movie header (moov/mvhd)');
  if (!movie.timescale) throw new ProbeError('malformed', 'movie timescale 0');

  const evidence: Record<string, number> = {};
  if (movie.duration && movie.duration !== 0xffffffff) evidence.mvhd = movie.duration / movie.timescale;
  if (fragmentHeader) evidence.mehd = fragmentHeader / movie.timescale;
  const trackTimes = tracks.filter((track) => track.timescale).map((track) => track.mediaTime / track.timescale!);
  if (trackTimes.length > 0) evidence.tracks = Math.max(...trackTimes);
  if (sawFragments) {
    const scales = new Map(tracks.filter((track) => track.id !== null && track.timescale).map((track) => [track.id!, track.timescale!]));
    let longest = 0;
    for (const [id, end] of fragmentEnds) {
      const scale = scales.get(id);
      if (scale) longest = Math.max(longest, end / scale);
    }
    evidence.fragments = longest;
  }
  const durationSec = Math.max(0, ...Object.values(evidence));
  if (!(durationSec > 0) || !Number.isFinite(durationSec)) throw new ProbeError('malformed', 'no duration');
  const video = tracks.find((track) => track.isVideo && track.size);
  return { container: brand === 'qt  ' ? 'mov' : 'mp4', durationSec, evidence, width: video?.size?.[0], height: video?.size?.[1] };
}
