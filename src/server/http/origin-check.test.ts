import { describe, expect, it } from 'vitest';
import { checkOrigin, siteOrigins } from './origin-check';

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

describe('siteOrigins', () => {
  const machine = { hostname: 'dev-box', addresses: ['127.0.0.1', '192.168.1.20', '::1'] };
  it("accepts the server's own address in every spelling in development", () => {
    const origins = siteOrigins({ env: 'development', publicBaseUrl: 'http://localhost:3000', host: '0.0.0.0', port: 3000 }, machine);
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://dev-box:3000',
      'http://192.168.1.20:3000',
    ]) {
      expect(checkOrigin({ origin }, origins).ok, origin).toBe(true);
    }
    expect(checkOrigin({ origin: 'http://127.0.0.1:4000' }, origins).ok).toBe(false);
    expect(checkOrigin({ origin: 'https://evil.example' }, origins).ok).toBe(false);
  });

  it('accepts only PUBLIC_BASE_URL in production', () => {
    const origins = siteOrigins({ env: 'production', publicBaseUrl: 'https://karir.example', host: '0.0.0.0', port: 3000 }, machine);
    expect([...origins]).toEqual(['https://karir.example']);
  });
});
