/**
 * Deleting a review by its author: the row (its gallery entry goes with it), then a photo's
 * stored files, queued in the same transaction and removed after the commit.
 */
import { deleteOwnReview } from '../db/repos/review-writes-repo';
import { queueObjectDeletions, removeObjects, type ObjectServices } from '../candidate-files/object-deletions';

/** The stored files a workplace photo's details name. */
export function photoKeysOf(details: Record<string, unknown>): string[] {
  return [details.photo_key, details.thumbnail_key].filter((key): key is string => typeof key === 'string');
}

/** False when the review is not the user's (or no longer there). */
export async function deleteReviewOf(services: ObjectServices, userId: number, id: number): Promise<boolean> {
  const keys = await services.db.transaction(async (tx) => {
    const deleted = await deleteOwnReview(tx, userId, id);
    return deleted ? queueObjectDeletions(tx, photoKeysOf(deleted.details)) : null;
  });
  if (keys === null) return false;
  await removeObjects(services, keys);
  return true;
}
