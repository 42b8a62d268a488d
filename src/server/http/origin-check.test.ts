import { describe, expect, it } from 'vitest';
import { checkOrigin } from './origin-check';

const SITE = 'https://karir.example';

describe('checkOrigin', () => {
  it.each([
    ['same origin', { origin: SITE }, true],
    ['no Origin, same-site fetch metadata', { 'sec-fetch-site': 'same-origin' }, true],
    ['no Origin and no fetch metadata (old client)', {}, true],
    ['foreign origin', { origin: 'https://evil.example' }, false],
    ['same host, other scheme', { origin: 'http://karir.example' }, false],
    ['same host, other port', { origin: 'https://karir.example:8443' }, false],
    ['suffix trick', { origin: 'https://karir.example.evil.example' }, false],
    ['opaque null origin (sandboxed iframe)', { origin: 'null' }, false],
    ['unparsable origin', { origin: 'not a url' }, false],
    ['origin with a path', { origin: `${SITE}/` }, false],
    ['no Origin, cross-site fetch metadata', { 'sec-fetch-site': 'cross-site' }, false],
  ])('%s', (_name, headers, ok) => {
    expect(checkOrigin(headers, SITE).ok).toBe(ok);
  });
});
