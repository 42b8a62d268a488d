import { describe, expect, it } from 'vitest';
import { MAX_RETURN_PATH_LENGTH, isSafeReturnPath, isSafeSitePath, safeReturnPathOrNull } from './safe-path';

describe('isSafeReturnPath', () => {
  it.each([
    ['/'],
    ['/account/edit-profile'],
    ['/id/account/job-applications'],
    ['/job/senior-engineer/AB12cd'],
    ['/profile/@jane_doe~1'],
    ['/explore-jobs?q=react&city=jakarta&page=2'],
    ['/explore-jobs?q=front%20end'],
    ['/blog/some-article#comments'],
    ['/explore-jobs?salary=8000000-12000000#results'],
    ['/search?q=a:b@c/d?e'],
    ['/auth/register'],
    ['/auth/login-help'],
    ['/id/auth/loginx'],
    ['/auth/reset-password/abc123'],
  ])('accepts in-site path %s', (path) => {
    expect(isSafeReturnPath(path)).toBe(true);
  });

  it.each([
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/account'],
    ['backslash trick', '/\\evil.com'],
    ['backslash in query', '/ok?x=\\evil'],
    ['absolute https', 'https://evil.com'],
    ['absolute http', 'http://evil.com/path'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['javascript after slash', '/javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['encoded slashes', '/%2F%2Fevil.com'],
    ['encoded slash lower case', '/%2f%2fevil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['encoded slash in query', '/ok?next=%2F%2Fevil'],
    ['encoded newline', '/ok%0d%0aSet-Cookie:x'],
    ['encoded NUL', '/ok%00'],
    ['malformed escape', '/ok%zz'],
    ['truncated escape', '/ok%4'],
    ['escape that is not UTF-8', '/ok%C3'],
    ['tab', '/ok\tpath'],
    ['newline', '/ok\n/evil'],
    ['carriage return', '/ok\r'],
    ['NUL', '/ok\0'],
    ['space in path', '/ok path'],
    ['space in query', '/ok?q=a b'],
    ['quote in query', '/ok?q="x"'],
    ['angle bracket in fragment', '/ok#<script>'],
    ['dot in path (not in the spec charset)', '/../etc/passwd'],
    ['relative path', 'account/edit'],
    ['empty string', ''],
    ['login page', '/auth/login'],
    ['login page with trailing slash', '/auth/login/'],
    ['login page with query', '/auth/login?redirect=/account/edit'],
    ['login page with fragment', '/auth/login#top'],
    ['Indonesian login page', '/id/auth/login'],
    ['Indonesian login page with trailing slash and query', '/id/auth/login/?x=1'],
    ['login page in other case', '/Auth/LOGIN'],
    ['login page with doubled slash', '/auth//login'],
    ['login page with encoded letter', '/auth/%6Cogin'],
    ['too long', `/${'a'.repeat(MAX_RETURN_PATH_LENGTH)}`],
  ])('rejects %s', (_label, path) => {
    expect(isSafeReturnPath(path)).toBe(false);
  });

  it('accepts a path exactly at the length limit', () => {
    expect(isSafeReturnPath(`/${'a'.repeat(MAX_RETURN_PATH_LENGTH - 1)}`)).toBe(true);
  });

  it.each([[undefined], [null], [42], [['/account']], [{ toString: () => '/account' }]])('rejects non-string %j', (value) => {
    expect(isSafeReturnPath(value)).toBe(false);
  });
});

describe('safeReturnPathOrNull', () => {
  it.each([
    ['/account/bookmark', '/account/bookmark'],
    ['//evil.com', null],
    ['/auth/login', null],
    [undefined, null],
  ])('maps %j to %j', (input, expected) => {
    expect(safeReturnPathOrNull(input)).toBe(expected);
  });
});

describe('isSafeSitePath (the language switch)', () => {
  it('accepts the login page and a page whose query holds encoded slashes', () => {
    expect(isSafeSitePath('/auth/login?redirect=%2Faccount%2Fbookmark')).toBe(true);
    expect(isSafeSitePath('/explore-jobs?q=UI%2FUX%20Designer')).toBe(true);
    expect(isSafeReturnPath('/auth/login?redirect=%2Faccount%2Fbookmark')).toBe(false);
  });

  it('still refuses anything that leaves the site or hides a slash in the path', () => {
    for (const path of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '/%2F%2Fevil.example',
      '/%5Cevil',
      '/a%zz',
      'relative',
    ]) {
      expect(isSafeSitePath(path)).toBe(false);
    }
  });
});
