import { describe, expect, it } from 'vitest';
import { splitLocale } from './locales';
import { matchRoute, REVIEW_KINDS, ROUTES, routePath } from './routes';

describe('route table', () => {
  it.each([
    ['/', 'home', {}],
    ['/blog/cara-menulis-cv', 'blog-article', { slug: 'cara-menulis-cv' }],
    ['/company', 'company', {}],
    ['/company/pt-maju-jaya', 'company', { slug: 'pt-maju-jaya' }],
    ['/page', 'page', {}],
    ['/profile/ab12cd', 'profile', { identifier: 'ab12cd' }],
    ['/job/KN-1234', 'job', { identifier: 'KN-1234' }],
    ['/job/software-engineer/KN-1234', 'job', { slug: 'software-engineer', identifier: 'KN-1234' }],
    ['/job/software-engineer/KN-1234/questions', 'job-questions', { slug: 'software-engineer', identifier: 'KN-1234' }],
    ['/auth/reset-password', 'reset-password', {}],
    ['/auth/reset-password/tok3n', 'reset-password', { token: 'tok3n' }],
    ['/auth/social/callback', 'social-callback', {}],
    ['/assessment/personality', 'assessment-personality', {}],
    ['/account/write-review/workplace-photo', 'account-write-review-workplace-photo', {}],
    ['/explore-jobs/', 'explore-jobs', {}],
  ])('%s → %s', (path, name, params) => {
    const match = matchRoute(path);
    expect(match?.route.name).toBe(name);
    expect(match?.params).toEqual(params);
  });

  it('has no route for unknown paths', () => {
    expect(matchRoute('/jobs')).toBeNull();
    expect(matchRoute('/account/write-review/unknown')).toBeNull();
  });

  it('gives every account, assessment and write-review page the login requirement', () => {
    const guarded = ROUTES.filter((route) => route.pattern.startsWith('/account') || route.pattern.startsWith('/assessment'));
    expect(guarded.length).toBeGreaterThan(0);
    expect(guarded.map((route) => [route.name, route.access])).toEqual(guarded.map((route) => [route.name, 'auth']));
    expect(REVIEW_KINDS.map((kind) => matchRoute(`/account/write-review/${kind}`)?.route.access)).toEqual([
      'auth',
      'auth',
      'auth',
      'auth',
      'auth',
    ]);
  });

  it('builds links in both languages from the same table', () => {
    expect(routePath('job', { slug: 'staf-akuntansi', identifier: 'KN-9' }, 'id-ID')).toBe('/id/job/staf-akuntansi/KN-9');
    expect(routePath('job', { identifier: 'KN-9' }, 'en-US')).toBe('/job/KN-9');
    expect(routePath('home', {}, 'id-ID')).toBe('/id');
    expect(routePath('company', {}, 'en-US')).toBe('/company');
  });

  it('every route exists with and without the /id prefix', () => {
    for (const route of ROUTES) {
      const params = { slug: 'x', identifier: 'y', token: 'z', id: '7', category: 'c', place: 'p' };
      const english = routePath(route.name, params, 'en-US');
      const indonesian = routePath(route.name, params, 'id-ID');
      expect(matchRoute(splitLocale(english).path)?.route.name).toBe(route.name);
      expect(splitLocale(indonesian)).toEqual({ locale: 'id-ID', path: splitLocale(english).path });
    }
  });
});
