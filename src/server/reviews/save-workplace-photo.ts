/**
 * A workplace photo: the upload re-encoded (upright, at most 1600 px, metadata such as GPS
 * removed) with its thumbnail, both stored under new keys, then the review saved pending an
 * operator's approval. When the review is refused (the twelve-month rule, no company…) or saving
 * fails, the stored objects are removed again: nothing is left behind.
 */
import { removeObjects, type ObjectServices } from '../candidate-files/object-deletions';
import { processWorkplacePhoto } from '../media/photos';
import { newStorageKey } from '../storage/storage-keys';
import type { ReceivedUpload } from '../uploads/receive-upload';
import type { WorkplacePhotoInput } from '../../shared/validation/review-schemas';
import { submitReview, type SubmitOutcome } from './submit-review';

export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
export const PHOTO_AREA = 'review-photo';
/** Public address of a stored review photo (served by the reviews API while the photo is published). */
export const PHOTO_URL_PREFIX = '/api/review-photos/';

function photoUrlOf(key: string): string {
  return `${PHOTO_URL_PREFIX}${key.slice(PHOTO_AREA.length + 1)}`;
}

/** Throws FileRefused for anything but a JPEG, PNG or WebP photo. */
export async function saveWorkplacePhoto(
  services: ObjectServices,
  userId: number,
  data: WorkplacePhotoInput,
  upload: ReceivedUpload,
): Promise<SubmitOutcome> {
  const { photo, thumbnail } = await processWorkplacePhoto(upload.file);
  const photoKey = newStorageKey(PHOTO_AREA, 'webp');
  const thumbnailKey = newStorageKey(PHOTO_AREA, 'webp');
  await services.storage.put(photoKey, { bytes: photo.bytes });
  let outcome: SubmitOutcome | null = null;
  try {
    await services.storage.put(thumbnailKey, { bytes: thumbnail.bytes });
    outcome = await submitReview(services.db, {
      userId,
      input: { kind: 'workplace-photo', data: { ...data, review: undefined } },
      holdForOperator: true,
      extraDetails: {
        photo_key: photoKey,
        thumbnail_key: thumbnailKey,
        photo_url: photoUrlOf(photoKey),
        thumbnail_url: photoUrlOf(thumbnailKey),
        width: photo.width,
        height: photo.height,
        thumbnail_width: thumbnail.width,
        thumbnail_height: thumbnail.height,
      },
    });
    return outcome;
  } finally {
    if (outcome?.kind !== 'saved') await removeObjects(services, [photoKey, thumbnailKey]);
  }
}
