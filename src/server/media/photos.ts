/**
 * Photos candidates upload (avatars; workplace photos of company reviews): JPEG, PNG or WebP by
 * their bytes, decoded with sharp, turned upright by their EXIF orientation and encoded anew as
 * WebP. sharp writes no metadata unless asked to, so EXIF (GPS position, camera, author), XMP,
 * IPTC and ICC profiles never reach the stored file. SVG, AVIF, HEIC, GIF and TIFF are refused
 * before sharp sees them: sharp would decode SVG and AVIF, and a photo should be a photo.
 */
import { fileTypeFromFile } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { FileRefused } from '../uploads/file-check';

// Files are read once each: libvips' operation cache only holds memory. One thread per image
// leaves the other core to the requests.
sharp.cache(false);
sharp.concurrency(1);

/** file-type's name → sharp's name, for the formats accepted. */
const PHOTO_FORMATS: Readonly<Record<string, string>> = { jpg: 'jpeg', png: 'png', webp: 'webp' };

/** About 50 megapixels (8660 × 5773): more than any phone camera, far less than a decompression bomb. */
const MAX_PHOTO_PIXELS = 50_000_000;

export const AVATAR_SIZES = { large: 512, small: 128 } as const;
const WORKPLACE_MAX_EDGE = 1600;
const THUMBNAIL_BOX = { width: 480, height: 360 };
const WEBP = { quality: 82, effort: 4 } as const;

interface EncodedImage {
  readonly bytes: Buffer;
  readonly width: number;
  readonly height: number;
}

function refusalOf(error: unknown): FileRefused {
  if (error instanceof FileRefused) return error;
  const message = error instanceof Error ? error.message : String(error);
  return /pixel limit/i.test(message) ? new FileRefused('too_many_pixels') : new FileRefused('damaged', undefined, message);
}

/** The decoder for an accepted photo; refuses anything else before decoding a pixel. */
async function openPhoto(file: string): Promise<Sharp> {
  const detected = await fileTypeFromFile(file);
  if (!detected) throw new FileRefused('unknown_type');
  const format = PHOTO_FORMATS[detected.ext];
  if (!format) throw new FileRefused('wrong_type', detected.ext.toUpperCase());
  // failOn 'warning': a JPEG or PNG cut off on its way up is an error, not a half-grey picture.
  const input = sharp(file, { failOn: 'warning', limitInputPixels: MAX_PHOTO_PIXELS, sequentialRead: true, pages: 1 });
  const metadata = await input.metadata();
  if (metadata.format !== format) throw new FileRefused('wrong_type', metadata.format?.toUpperCase());
  return input;
}

async function encode(pipeline: Sharp): Promise<EncodedImage> {
  const { data, info } = await pipeline.webp(WEBP).toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

export interface AvatarImages {
  readonly large: EncodedImage;
  readonly small: EncodedImage;
}

/** Square avatars (512 and 128 px), cropped around the most interesting part of the photo. */
export async function processAvatar(file: string): Promise<AvatarImages> {
  try {
    const input = await openPhoto(file);
    const large = await encode(input.autoOrient().resize(AVATAR_SIZES.large, AVATAR_SIZES.large, { fit: 'cover', position: 'attention' }));
    const small = await encode(sharp(large.bytes).resize(AVATAR_SIZES.small, AVATAR_SIZES.small));
    return { large, small };
  } catch (error) {
    throw refusalOf(error);
  }
}

export interface WorkplacePhoto {
  /** At most 1600 px on its longer side, never enlarged. */
  readonly photo: EncodedImage;
  /** Fits 480 × 360, keeping the proportions; its width and height go with it to the gallery. */
  readonly thumbnail: EncodedImage;
}

export async function processWorkplacePhoto(file: string): Promise<WorkplacePhoto> {
  try {
    const input = await openPhoto(file);
    const photo = await encode(
      input.autoOrient().resize(WORKPLACE_MAX_EDGE, WORKPLACE_MAX_EDGE, { fit: 'inside', withoutEnlargement: true }),
    );
    const thumbnail = await encode(
      sharp(photo.bytes).resize(THUMBNAIL_BOX.width, THUMBNAIL_BOX.height, { fit: 'inside', withoutEnlargement: true }),
    );
    return { photo, thumbnail };
  } catch (error) {
    throw refusalOf(error);
  }
}
