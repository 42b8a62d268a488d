/** What the container parsers find out about a video file. */
export interface VideoProbe {
  readonly container: 'mp4' | 'mov' | 'webm';
  /** The longest of all the evidence, in seconds. */
  readonly durationSec: number;
  /**
   * Every duration the file states or its samples add up to, by where it was read (mvhd,
   * tracks, fragments; Info/Duration, clusters). The largest counts, so a header that
   * understates the length does not get a long video under the limit.
   */
  readonly evidence: Readonly<Record<string, number>>;
  readonly width?: number;
  readonly height?: number;
}
