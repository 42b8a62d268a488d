import { describe, expect, it } from 'vitest';
import { getRoute, type RouteDefinition } from '../../shared/routes';
import { loginRedirect } from '../../shared/login-redirect';
import { runGuards, UnknownMiddlewareError } from './guards';

describe('runGuards', () => {
  it('lets anyone through an open page', () => {
    expect(runGuards({ route: getRoute('explore-jobs'), locale: 'en-US', loggedIn: false, returnPath: '/explore-jobs' })).toEqual({
      kind: 'pass',
    });
  });

  it('sends anonymous visitors of a login-required page to login in their language, remembering the path', () => {
    expect(runGuards({ route: getRoute('account-bookmark'), locale: 'en-US', loggedIn: false, returnPath: '/account/bookmark' })).toEqual({
      kind: 'redirect',
      location: '/auth/login?redirect=%2Faccount%2Fbookmark',
    });
    expect(
      runGuards({
        route: getRoute('account-write-review-salary'),
        locale: 'id-ID',
        loggedIn: false,
        returnPath: '/account/write-review/salary?company=acme',
      }),
    ).toEqual({ kind: 'redirect', location: '/id/auth/login?redirect=%2Fid%2Faccount%2Fwrite-review%2Fsalary%3Fcompany%3Dacme' });
  });

  it('sends signed-in users away from guest-only pages to the home page of their language', () => {
    expect(runGuards({ route: getRoute('register'), locale: 'id-ID', loggedIn: true, returnPath: '/auth/register' })).toEqual({
      kind: 'redirect',
      location: '/id',
    });
    expect(runGuards({ route: getRoute('login'), locale: 'en-US', loggedIn: false, returnPath: '/auth/login' })).toEqual({ kind: 'pass' });
  });

  it('refuses an unknown named guard with "Unknown middleware {name}"', () => {
    const route: RouteDefinition = { ...getRoute('about'), middleware: ['auth', 'teleport'] };
    expect(() => runGuards({ route, locale: 'en-US', loggedIn: true, returnPath: '/about' })).toThrow(
      new UnknownMiddlewareError('teleport'),
    );
    expect(() => runGuards({ route, locale: 'en-US', loggedIn: true, returnPath: '/about' })).toThrow('Unknown middleware teleport');
  });
});

describe('loginRedirect', () => {
  it('drops a return path that is not a safe in-site path', () => {
    expect(loginRedirect('en-US', '//evil.com')).toBe('/auth/login');
    expect(loginRedirect('en-US', '/jobs?q=<script>')).toBe('/auth/login');
    expect(loginRedirect('en-US', '/auth/login')).toBe('/auth/login');
  });
});
