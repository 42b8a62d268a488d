import { describe, expect, it } from 'vitest';
import { canViewProfileFile } from './file-access';

describe('canViewProfileFile', () => {
  const owner = { id: 7 };
  const other = { id: 8 };
  const publicProfile = { userId: 7, visibility: 'public' } as const;
  const privateProfile = { userId: 7, visibility: 'private' } as const;

  it('the resume is for its owner alone, public profile or not', () => {
    for (const profile of [publicProfile, privateProfile]) {
      expect(canViewProfileFile(owner, profile, 'resume')).toBe(true);
      expect(canViewProfileFile(other, profile, 'resume')).toBe(false);
      expect(canViewProfileFile(null, profile, 'resume')).toBe(false);
    }
  });

  it('the avatar and the video go wherever the profile goes', () => {
    for (const kind of ['avatar', 'video'] as const) {
      expect(canViewProfileFile(null, publicProfile, kind)).toBe(true);
      expect(canViewProfileFile(other, publicProfile, kind)).toBe(true);
      expect(canViewProfileFile(owner, privateProfile, kind)).toBe(true);
      expect(canViewProfileFile(other, privateProfile, kind)).toBe(false);
      expect(canViewProfileFile(null, privateProfile, kind)).toBe(false);
    }
  });
});
