/**
 * Profile videos: MP4, MOV or WebM, one minute at most, both decided from the file's own
 * container (see video/probe-video.ts), never from the browser's claims. The stored extension
 * and type follow from the container found.
 */
import { fileTypeFromFile } from 'file-type';
import type { StoredExtension } from '../storage/storage-keys';
import { FileRefused } from '../uploads/file-check';
import { ProbeError } from './video/byte-reader';
import { probeVideo } from './video/probe-video';

const MAX_VIDEO_SECONDS = 60;
/**
 * Containers measure a little past the recording: audio encoders' priming and padding, the
 * last frame's duration. A recorder stopped at 60 s yields 60.0x s; Chrome's 61 s recording
 * measures 60.83 s. Half a second keeps the first and refuses the second.
 */
const VIDEO_SECONDS_TOLERANCE = 0.5;

const TYPES = { mp4: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm' } as const;

export interface CheckedVideo {
  readonly extension: Extract<StoredExtension, keyof typeof TYPES>;
  readonly mime: string;
  readonly durationSec: number;
  readonly width: number;
  readonly height: number;
}

export async function checkVideo(file: string): Promise<CheckedVideo> {
  let probe;
  try {
    probe = await probeVideo(file);
  } catch (error) {
    if (!(error instanceof ProbeError)) throw error;
    if (error.problem !== 'unsupported' && error.problem !== 'empty') throw new FileRefused('damaged', undefined, error.message);
    const detected = error.problem === 'empty' ? undefined : await fileTypeFromFile(file);
    throw detected ? new FileRefused('wrong_type', detected.ext.toUpperCase()) : new FileRefused('unknown_type');
  }
  // An MP4 or WebM with sound only is no profile video.
  if (!probe.width || !probe.height) throw new FileRefused('no_picture');
  if (probe.durationSec > MAX_VIDEO_SECONDS + VIDEO_SECONDS_TOLERANCE) {
    throw new FileRefused('too_long', undefined, JSON.stringify(probe.evidence), probe.durationSec);
  }
  return {
    extension: probe.container,
    mime: TYPES[probe.container],
    durationSec: probe.durationSec,
    width: probe.width,
    height: probe.height,
  };
}
