import { describe, expect, it } from 'vitest';
import { landingPath, LANDING_ROUTES } from './landing-path';
import { localizePath, splitLocale } from './locales';
import { matchRoute, routePath, type RouteName } from './routes';

describe('landing page addresses', () => {
  it.each([
    [{ category: 'information-technology' }, 'en', '/jobs/information-technology'],
    [{ place: 'bandung' }, 'en', '/jobs/in/bandung'],
    [{ category: 'information-technology', place: 'jakarta-selatan' }, 'en', '/jobs/information-technology/in/jakarta-selatan'],
    [{ category: 'teknologi-informasi' }, 'id', '/lowongan/teknologi-informasi'],
    [{ place: 'bandung' }, 'id', '/lowongan/di/bandung'],
    [{ category: 'teknologi-informasi', place: 'jakarta-selatan' }, 'id', '/lowongan/teknologi-informasi/di/jakarta-selatan'],
  ] as const)('%o in %s words is %s', (slugs, lang, path) => {
    expect(landingPath(slugs, lang)).toBe(path);
  });

  it('puts the Indonesian words under /id', () => {
    expect(localizePath(landingPath({ category: 'penjualan', place: 'surabaya' }, 'id'), 'id-ID')).toBe(
      '/id/lowongan/penjualan/di/surabaya',
    );
  });

  it('has no address for neither a category nor a place', () => {
    expect(() => landingPath({}, 'en')).toThrow();
  });

  it.each([
    ['/jobs/sales', 'jobs-category', { category: 'sales' }],
    ['/jobs/in/bandung', 'jobs-in-place', { place: 'bandung' }],
    ['/jobs/sales/in/bandung', 'jobs-category-in-place', { category: 'sales', place: 'bandung' }],
    ['/id/lowongan/penjualan', 'lowongan-category', { category: 'penjualan' }],
    ['/id/lowongan/di/bandung', 'lowongan-di-place', { place: 'bandung' }],
    ['/id/lowongan/penjualan/di/bandung', 'lowongan-category-di-place', { category: 'penjualan', place: 'bandung' }],
  ])('%s is the route %s, and the route builds it back', (address, name, params) => {
    const { locale, path } = splitLocale(address);
    const match = matchRoute(path);
    expect(match?.route.name).toBe(name);
    expect(match?.params).toEqual(params);
    expect(routePath(name as RouteName, params, locale)).toBe(address);
    // The route's words are the language the scheme gives it.
    expect(LANDING_ROUTES[name as keyof typeof LANDING_ROUTES]).toBe(path.startsWith('/jobs') ? 'en' : 'id');
  });

  it('reads every address the scheme builds as a landing route, and nothing shorter', () => {
    for (const lang of ['en', 'id'] as const) {
      for (const slugs of [{ category: 'sales' }, { place: 'bali' }, { category: 'sales', place: 'bali' }]) {
        expect(Object.keys(LANDING_ROUTES)).toContain(matchRoute(landingPath(slugs, lang))?.route.name);
      }
    }
    expect(matchRoute('/jobs')).toBeNull();
    expect(matchRoute('/lowongan')).toBeNull();
    expect(matchRoute('/jobs/sales/in')).toBeNull();
  });
});
