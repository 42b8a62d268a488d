import { describe, expect, it } from 'vitest';
import { permissionsPolicyFor } from './permissions-policy';

describe('Permissions-Policy', () => {
  it('lets the profile editor (either language, its payload too) use the camera and microphone on the site itself', () => {
    for (const path of [
      '/account/edit-profile',
      '/id/account/edit-profile',
      '/account/edit-profile/',
      '/account/edit-profile.rsc',
      '/id/account/edit-profile.rsc',
    ]) {
      const policy = permissionsPolicyFor(path);
      expect(policy, path).toContain('camera=(self)');
      expect(policy, path).toContain('microphone=(self)');
    }
  });

  it('denies them, and what no page uses, everywhere else', () => {
    for (const path of [
      '/',
      '/id',
      '/index.rsc',
      '/account/edit',
      '/account/edit-profile-x',
      '/jobs/account/edit-profile',
      '/api/profile/video',
      '/contact-us',
    ]) {
      const policy = permissionsPolicyFor(path);
      expect(policy, path).toContain('camera=()');
      expect(policy, path).toContain('microphone=()');
      expect(policy, path).toContain('geolocation=()');
      expect(policy, path).toContain('payment=()');
      expect(policy, path).not.toContain('(self)');
    }
  });
});
