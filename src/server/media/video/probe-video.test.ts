import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ProbeError } from './byte-reader';
import { probeVideo } from './probe-video';

const videos = path.resolve('test-fixtures/video');
const fixture = (name: string) => path.join(videos, name);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'probe-video-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function made(name: string, bytes: Buffer | string): string {
  const file = path.join(scratch, name);
  fs.writeFileSync(file, bytes);
  return file;
}

async function problemOf(file: string): Promise<string> {
  const error = await probeVideo(file).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, file).toBeInstanceOf(ProbeError);
  return (error as ProbeError).problem;
}

describe('probeVideo', () => {
  it.each([
    ['video-5s.mp4', 'mp4', 5.128],
    ['video-5s.mov', 'mov', 5],
    ['video-5s.webm', 'webm', 5.021],
    ['video-5s-fragmented.mp4', 'mp4', 5],
    ['video-5s-chrome-mediarecorder.webm', 'webm', 5.011],
    ['video-5s-chrome-mediarecorder.mp4', 'mp4', 4.951],
    ['video-61s.mp4', 'mp4', 61],
    ['video-61s.webm', 'webm', 61],
    ['video-61s-fragmented.mp4', 'mp4', 61],
    ['video-61s-chrome-mediarecorder.webm', 'webm', 61],
    ['video-61s-chrome-mediarecorder.mp4', 'mp4', 60.832],
  ])('%s: %s of %f s, 64x48', async (name, container, seconds) => {
    const probe = await probeVideo(fixture(name));
    expect(probe.container).toBe(container);
    expect(probe.durationSec).toBeCloseTo(seconds, 2);
    expect([probe.width, probe.height]).toEqual([64, 48]);
  });

  it('measures Chrome MediaRecorder WebM, which has no Duration element, from its clusters', async () => {
    const probe = await probeVideo(fixture('video-61s-chrome-mediarecorder.webm'));
    expect(probe.evidence).toEqual({ clusters: 61 });
  });

  it('measures fragmented MP4, whose movie header says 0, from its fragments', async () => {
    expect((await probeVideo(fixture('video-61s-fragmented.mp4'))).evidence.fragments).toBeCloseTo(61, 3);
  });

  it('an MP4 whose movie header claims 30 s still measures its 61 s of samples', async () => {
    const bytes = Buffer.from(fs.readFileSync(fixture('video-61s.mp4')));
    const body = bytes.indexOf('mvhd', 0, 'latin1') + 4;
    const timescale = bytes.readUInt32BE(body + 12);
    bytes.writeUInt32BE(30 * timescale, body + 16);
    const probe = await probeVideo(made('lying.mp4', bytes));
    expect(probe.evidence.mvhd).toBe(30);
    expect(probe.durationSec).toBeCloseTo(61, 3);
  });

  it('a WebM whose Duration element claims 30 s still measures its 61 s of blocks', async () => {
    const bytes = Buffer.from(fs.readFileSync(fixture('video-61s.webm')));
    const at = bytes.indexOf(Buffer.from([0x44, 0x89]));
    expect(bytes[at + 2]! & 0x0f).toBe(8); // an 8-byte float in milliseconds
    bytes.writeDoubleBE(30_000, at + 3);
    const probe = await probeVideo(made('lying.webm', bytes));
    expect(probe.evidence['Info/Duration']).toBe(30);
    expect(probe.durationSec).toBeCloseTo(61, 3);
  });

  it('refuses files cut off on the way up, wherever the cut falls', async () => {
    const cut = (name: string, keep: number) => {
      const bytes = fs.readFileSync(fixture(name));
      return made(`cut-${keep}-${name}`, bytes.subarray(0, keep < 1 ? Math.floor(bytes.length * keep) : keep));
    };
    expect(await problemOf(cut('video-5s.mp4', 0.5))).toBe('truncated'); // its movie header was at the end
    expect(await problemOf(cut('video-5s.mov', 0.9))).toBe('truncated');
    expect(await problemOf(cut('video-5s.webm', 0.5))).toBe('truncated');
    expect(await problemOf(cut('video-61s-chrome-mediarecorder.webm', 0.5))).toBe('truncated');
    expect(await problemOf(cut('video-61s-fragmented.mp4', 0.7))).toBe('truncated');
    expect(['truncated', 'malformed']).toContain(await problemOf(cut('video-5s-chrome-mediarecorder.webm', 200)));
  });

  it('refuses what is no MP4, MOV or WebM', async () => {
    expect(await problemOf(made('empty.mp4', ''))).toBe('empty');
    expect(await problemOf(made('text.webm', 'this is not a video at all'))).toBe('unsupported');
    expect(await problemOf(path.resolve('test-fixtures/images/camera-gps-orient6.jpg'))).toBe('unsupported');
  });

  it('never fails any other way on thousands of damaged copies, and stays quick', async () => {
    let seed = 19;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const sources = fs.readdirSync(videos).map((name) => fs.readFileSync(fixture(name)));
    const outcomes = { measured: 0, refused: 0 };
    let slowest = 0;
    for (let round = 0; round < 1200; round += 1) {
      const source = sources[round % sources.length]!;
      // Half whole copies, half cut at a random point.
      const keep = round % 2 === 0 ? source.length : 1 + Math.floor(random() * source.length);
      const bytes = Buffer.from(source.subarray(0, keep));
      // Flip a few bytes, sometimes inside the first (header) kilobyte, where sizes live.
      for (let flip = Math.floor(random() * 4); flip > 0; flip -= 1) {
        const at = Math.floor(random() * Math.min(bytes.length, random() < 0.5 ? 1024 : bytes.length));
        bytes[at] = Math.floor(random() * 256);
      }
      const file = made('fuzz.bin', bytes);
      const started = performance.now();
      // Either a finite, positive duration or a ProbeError; anything else (a crash, NaN) fails.
      const outcome = await probeVideo(file).then(
        (probe) => (Number.isFinite(probe.durationSec) && probe.durationSec > 0 ? 'measured' : `duration ${probe.durationSec}`),
        (error: unknown) => (error instanceof ProbeError ? 'refused' : String(error)),
      );
      expect(['measured', 'refused'], `round ${round}`).toContain(outcome);
      outcomes[outcome as 'measured' | 'refused'] += 1;
      slowest = Math.max(slowest, performance.now() - started);
    }
    expect(outcomes.measured).toBeGreaterThan(100);
    expect(outcomes.refused).toBeGreaterThan(400);
    expect(slowest).toBeLessThan(1000);
  });
});
