import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileRefused } from '../uploads/file-check';
import { windowsExecutable } from '../uploads/test-files';
import { checkVideo } from './videos';

const videos = path.resolve('test-fixtures/video');
const fixture = (name: string) => path.join(videos, name);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'videos-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function made(name: string, bytes: Buffer | string): string {
  const file = path.join(scratch, name);
  fs.writeFileSync(file, bytes);
  return file;
}

async function refusal(file: string): Promise<FileRefused> {
  const error = await checkVideo(file).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, file).toBeInstanceOf(FileRefused);
  return error as FileRefused;
}

describe('checkVideo', () => {
  it('accepts MP4, MOV and WebM up to a minute, typed by their container', async () => {
    expect(await checkVideo(fixture('video-5s.mp4'))).toMatchObject({ extension: 'mp4', mime: 'video/mp4', width: 64, height: 48 });
    expect(await checkVideo(fixture('video-5s.mov'))).toMatchObject({ extension: 'mov', mime: 'video/quicktime' });
    expect(await checkVideo(fixture('video-5s.webm'))).toMatchObject({ extension: 'webm', mime: 'video/webm' });
    expect((await checkVideo(fixture('video-5s-chrome-mediarecorder.webm'))).durationSec).toBeCloseTo(5.011, 3);
    expect((await checkVideo(fixture('video-5s-chrome-mediarecorder.mp4'))).extension).toBe('mp4');
    // Named as something else: the container decides.
    expect((await checkVideo(made('clip.mp4', fs.readFileSync(fixture('video-5s.webm'))))).extension).toBe('webm');
  });

  it('refuses every recording over a minute, Chrome\'s 60.83 s "61 s" MP4 included', async () => {
    for (const name of [
      'video-61s.mp4',
      'video-61s.webm',
      'video-61s-fragmented.mp4',
      'video-61s-chrome-mediarecorder.webm',
      'video-61s-chrome-mediarecorder.mp4',
    ]) {
      const refused = await refusal(fixture(name));
      expect(refused, name).toMatchObject({ problem: 'too_long' });
      expect(refused.seconds, name).toBeGreaterThan(60.5);
    }
  });

  it('refuses a 61 s MP4 whose header claims 30 s', async () => {
    const bytes = Buffer.from(fs.readFileSync(fixture('video-61s.mp4')));
    const body = bytes.indexOf('mvhd', 0, 'latin1') + 4;
    bytes.writeUInt32BE(30 * bytes.readUInt32BE(body + 12), body + 16);
    expect(await refusal(made('lying.mp4', bytes))).toMatchObject({ problem: 'too_long' });
  });

  it('refuses a program, a photo, text, sound without pictures and a cut-off file, each for its reason', async () => {
    expect(await refusal(made('video.mp4', windowsExecutable()))).toMatchObject({ problem: 'wrong_type', detected: 'EXE' });
    expect(await refusal(path.resolve('test-fixtures/images/camera-gps-orient6.jpg'))).toMatchObject({
      problem: 'wrong_type',
      detected: 'JPG',
    });
    expect(await refusal(made('video.webm', 'not a video'))).toMatchObject({ problem: 'unknown_type' });
    const sound = Buffer.from(fs.readFileSync(fixture('video-5s.mov')));
    sound.write('soun', sound.indexOf('vide', 0, 'latin1'), 'latin1');
    expect(await refusal(made('sound.mov', sound))).toMatchObject({ problem: 'no_picture' });
    const whole = fs.readFileSync(fixture('video-5s.webm'));
    expect(await refusal(made('cut.webm', whole.subarray(0, whole.length >> 1)))).toMatchObject({ problem: 'damaged' });
  });
});
