/** The profile video's limit (spec: at most one minute): recording stops by itself when it is reached. */
export const MAX_RECORDING_SECONDS = 60;

/** Seconds left as the countdown shows them: "0:42". */
export function countdownText(elapsedMs: number, limitSeconds = MAX_RECORDING_SECONDS): string {
  const left = Math.max(0, limitSeconds - Math.floor(elapsedMs / 1000));
  return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
}

/**
 * The container the browser records best: Chrome's MediaRecorder makes WebM (VP8/VP9 + Opus),
 * Safari makes MP4. The server measures whichever it gets.
 */
export function recordingType(isSupported: (type: string) => boolean): { mimeType: string; extension: 'webm' | 'mp4' } | null {
  for (const [mimeType, extension] of [
    ['video/webm;codecs=vp9,opus', 'webm'],
    ['video/webm;codecs=vp8,opus', 'webm'],
    ['video/webm', 'webm'],
    ['video/mp4', 'mp4'],
  ] as const) {
    if (isSupported(mimeType)) return { mimeType, extension };
  }
  return null;
}
