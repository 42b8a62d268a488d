/**
 * Who may read a candidate's files. The resume is for its owner alone (employers receive it
 * with an application, never from the profile); the avatar and the video go wherever the
 * profile goes: to everyone when the profile is public, to its owner only when it is private.
 */
import type { ProfileFileKind } from './file-kinds';

export interface FileViewer {
  readonly id: number;
}

export interface FileOwnerProfile {
  readonly userId: number;
  readonly visibility: 'public' | 'private';
}

export function canViewProfileFile(viewer: FileViewer | null, profile: FileOwnerProfile, kind: ProfileFileKind): boolean {
  const isOwner = viewer !== null && viewer.id === profile.userId;
  if (kind === 'resume') return isOwner;
  return isOwner || profile.visibility === 'public';
}
