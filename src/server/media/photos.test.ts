import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { FileRefused } from '../uploads/file-check';
import { firstBytes, windowsExecutable } from '../uploads/test-files';
import { processAvatar, processWorkplacePhoto } from './photos';

const images = path.resolve('test-fixtures/images');
const camera = path.join(images, 'camera-gps-orient6.jpg');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'photos-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function made(name: string, bytes: Buffer | string): string {
  const file = path.join(scratch, name);
  fs.writeFileSync(file, bytes);
  return file;
}

/** Red, green and blue channels of one pixel. */
async function pixel(bytes: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}
const isRed = ([r, g, b]: [number, number, number]) => r > 180 && g < 90 && b < 90;

/** No metadata block of any kind, and none of the original's private strings anywhere in the bytes. */
async function expectNoMetadata(bytes: Buffer) {
  const metadata = await sharp(bytes).metadata();
  expect(metadata.format).toBe('webp');
  expect({ exif: metadata.exif, xmp: metadata.xmp, iptc: metadata.iptc, icc: metadata.icc, orientation: metadata.orientation }).toEqual({
    exif: undefined,
    xmp: undefined,
    iptc: undefined,
    icc: undefined,
    orientation: undefined,
  });
  const text = bytes.toString('latin1');
  for (const leak of ['Exif', 'GPS', 'ProofCam', 'Jane Candidate', 'Secret Lane', 'xmpmeta']) expect(text).not.toContain(leak);
}

/** A PNG whose header claims 30000 × 30000 pixels (2.7 GB decoded) in a few dozen bytes. */
function pixelBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30000, 0);
  header.writeUInt32BE(30000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(90_001))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function refusal(promise: Promise<unknown>): Promise<FileRefused> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FileRefused);
  return error as FileRefused;
}

describe('photos', () => {
  it('the camera photo really carries a GPS position, an orientation and a camera name (so the next tests mean something)', async () => {
    const gps = await exifr.gps(camera);
    expect(gps.latitude).toBeCloseTo(-6.2096, 3);
    expect(gps.longitude).toBeCloseTo(106.82, 2);
    expect(await sharp(camera).metadata()).toMatchObject({ width: 1200, height: 900, orientation: 6 });
    expect(fs.readFileSync(camera).toString('latin1')).toContain('ProofCam');
  });

  it('an avatar comes out as square WebP in two sizes, upright, with every piece of metadata gone', async () => {
    const { large, small } = await processAvatar(camera);
    expect([large.width, large.height, small.width, small.height]).toEqual([512, 512, 128, 128]);
    for (const image of [large, small]) await expectNoMetadata(image.bytes);
    // Upright, the red bar the camera stored along the top runs down the right-hand side.
    expect(isRed(await pixel(large.bytes, 500, 256))).toBe(true);
    expect(isRed(await pixel(large.bytes, 256, 5))).toBe(false);
    expect(isRed(await pixel(small.bytes, 125, 64))).toBe(true);
  });

  it('PNG and WebP with EXIF are cleaned the same way', async () => {
    for (const name of ['with-exif.png', 'with-exif.webp']) {
      expect((await sharp(path.join(images, name)).metadata()).exif, name).toBeDefined();
      const { large } = await processAvatar(path.join(images, name));
      await expectNoMetadata(large.bytes);
    }
  });

  it('a workplace photo keeps its proportions, upright, never enlarged, with a thumbnail and both sizes', async () => {
    const { photo, thumbnail } = await processWorkplacePhoto(camera);
    expect([photo.width, photo.height]).toEqual([900, 1200]);
    expect([thumbnail.width, thumbnail.height]).toEqual([270, 360]);
    await expectNoMetadata(photo.bytes);
    await expectNoMetadata(thumbnail.bytes);
    expect(isRed(await pixel(photo.bytes, 890, 600))).toBe(true);
    expect(isRed(await pixel(photo.bytes, 450, 5))).toBe(false);
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ width: 270, height: 360, format: 'webp' });
  });

  it('shrinks a large photo to 1600 px on its longer side', async () => {
    const big = made(
      'big.jpg',
      await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#3a7' } })
        .jpeg()
        .toBuffer(),
    );
    const { photo, thumbnail } = await processWorkplacePhoto(big);
    expect([photo.width, photo.height, thumbnail.width, thumbnail.height]).toEqual([1600, 1200, 480, 360]);
  });

  it('refuses other formats by their bytes, naming them', async () => {
    for (const [name, detected] of [
      ['iphone.heic', 'HEIC'],
      ['photo.avif', 'AVIF'],
      ['photo.gif', 'GIF'],
    ] as const) {
      expect(await refusal(processAvatar(path.join(images, name))), name).toMatchObject({ problem: 'wrong_type', detected });
    }
    expect(await refusal(processAvatar(made('tiff-as.jpg', await sharp(camera).tiff().toBuffer())))).toMatchObject({
      problem: 'wrong_type',
      detected: 'TIF',
    });
    // SVG is text: no magic bytes, and never decoded (it could load other files).
    expect(await refusal(processAvatar(path.join(images, 'vector.svg')))).toMatchObject({ problem: 'unknown_type' });
  });

  it('refuses a renamed program, text, zero bytes, a cut-off photo and a decompression bomb, each for its reason', async () => {
    expect(await refusal(processAvatar(made('exe.jpg', windowsExecutable())))).toMatchObject({ problem: 'wrong_type', detected: 'EXE' });
    expect(await refusal(processWorkplacePhoto(made('elf.png', firstBytes(process.execPath, 4096))))).toMatchObject({
      problem: 'wrong_type',
      detected: 'ELF',
    });
    expect(await refusal(processAvatar(made('text.png', 'just some text, not an image\n')))).toMatchObject({ problem: 'unknown_type' });
    expect(await refusal(processAvatar(made('empty.jpg', '')))).toMatchObject({ problem: 'unknown_type' });
    const jpeg = fs.readFileSync(camera);
    expect(await refusal(processAvatar(made('half.jpg', jpeg.subarray(0, jpeg.length >> 1))))).toMatchObject({ problem: 'damaged' });
    expect(await refusal(processAvatar(made('head.jpg', jpeg.subarray(0, 600))))).toMatchObject({ problem: 'damaged' });
    const png = fs.readFileSync(path.join(images, 'with-exif.png'));
    expect(await refusal(processWorkplacePhoto(made('half.png', png.subarray(0, png.length >> 1))))).toMatchObject({ problem: 'damaged' });
    expect(await refusal(processAvatar(made('bomb.png', pixelBomb())))).toMatchObject({ problem: 'too_many_pixels' });
  });
});
