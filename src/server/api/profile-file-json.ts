/** How the files API describes a saved file, and which stored object a GET sends for each kind. */
import type { ProfileFiles } from '../db/repos/profile-files-repo';
import type { StoredFileResponse } from '../http/send-stored-file';
import type { ProfileFileKind } from '../candidate-files/file-kinds';
import { AVATAR_SIZES } from '../media/photos';

/** The addresses a file is read at: the owner's own, and the one anyone allowed uses. */
function profileFileUrls(files: Pick<ProfileFiles, 'identifier'>, kind: ProfileFileKind) {
  return { own: `/api/profile/${kind}`, public: `/api/profiles/${files.identifier}/${kind}` };
}

export function describeProfileFile(files: ProfileFiles, kind: ProfileFileKind): Record<string, unknown> | null {
  const urls = profileFileUrls(files, kind);
  switch (kind) {
    case 'resume':
      return (
        files.resume && {
          file_name: files.resume.fileName,
          size_bytes: files.resume.sizeBytes,
          mime: files.resume.mime,
          uploaded_at: files.resume.uploadedAt.toISOString(),
          url: urls.own,
        }
      );
    case 'avatar':
      return (
        files.avatar && {
          url: urls.public,
          small_url: `${urls.public}?size=small`,
          size: AVATAR_SIZES.large,
          small_size: AVATAR_SIZES.small,
          mime: 'image/webp',
          uploaded_at: files.avatar.uploadedAt.toISOString(),
        }
      );
    case 'video':
      return (
        files.video && {
          url: urls.public,
          duration_seconds: files.video.durationSeconds,
          mime: files.video.mime,
          size_bytes: files.video.sizeBytes,
          width: files.video.width,
          height: files.video.height,
          uploaded_at: files.video.uploadedAt.toISOString(),
        }
      );
  }
}

/**
 * The object to send for a GET. The resume downloads under its owner's file name and is never
 * kept by a cache; photos and videos revalidate each time (the profile may have turned private).
 */
export function fileResponseOf(files: ProfileFiles, kind: ProfileFileKind, small: boolean): StoredFileResponse | null {
  switch (kind) {
    case 'resume':
      return (
        files.resume && {
          key: files.resume.storageKey,
          disposition: 'attachment',
          fileName: files.resume.fileName,
          cacheControl: 'private, no-store',
        }
      );
    case 'avatar':
      return (
        files.avatar && {
          key: small ? files.avatar.smallStorageKey : files.avatar.storageKey,
          disposition: 'inline',
          cacheControl: 'private, no-cache',
        }
      );
    case 'video':
      return files.video && { key: files.video.storageKey, disposition: 'inline', cacheControl: 'private, no-cache' };
  }
}
