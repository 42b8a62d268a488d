import { describe, expect, it } from 'vitest';
import { LayoutLoadError, resolveLayout } from './layouts';

describe('resolveLayout', () => {
  it('uses the default layout when a route names none', () => {
    expect(resolveLayout(undefined)).toBe(resolveLayout('default'));
  });

  it('knows every layout the route table uses', () => {
    for (const name of ['default', 'authenticated', 'no-navigation', 'new-auth', 'login-candidate', 'register-candidate']) {
      expect(typeof resolveLayout(name)).toBe('function');
    }
  });

  it('fails with a layout load error (shown as a 500) for a layout that does not exist', () => {
    expect(() => resolveLayout('sidebar-deluxe')).toThrow(LayoutLoadError);
  });
});
