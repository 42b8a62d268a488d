import { afterEach, describe, expect, it, vi } from 'vitest';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { IncomingMessage } from 'node:http';
import { addressOf } from '../request/page-address';
import type { PageCookies } from '../request/page-cookies';
import { cacheKeyOf, sessionCookieOf } from './cache-key';
import { bodyWithNonce, encodedBody, etagMatches, PageCache, pickEncoding } from './page-cache';

describe('PageCache', () => {
  // Ages and clear() are read from Date.now(): the tests move a fake clock, never wait.
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the nonce a page was rendered with, and its bytes as they were', () => {
    const cache = new PageCache();
    const body = Buffer.from('<script nonce="AAA">1</script><p>text</p><script nonce="AAA">2</script>');
    cache.set('/x', body, 'AAA', { contentType: 'text/html', routeName: 'explore-jobs' });
    const entry = cache.get('/x')!;
    expect(entry.nonce).toBe('AAA');
    expect(entry.body.toString()).toBe(body.toString());
    expect(entry.routeName).toBe('explore-jobs');
  });

  it('gives every hit its own nonce, in the body and in compressed copies made once per encoding', async () => {
    const cache = new PageCache();
    const rendered = 'Zq3vYp0bWm8xR1tK5nL2cA==';
    const html = (nonce: string) =>
      `<!doctype html><script nonce="${nonce}" src="/a.js"></script><main>${'<article class="job-card">Staf Akuntansi – Jakarta</article>'.repeat(200)}</main><script nonce="${nonce}">push("x")</script>`;
    const entry = cache.set('/jobs', Buffer.from(html(rendered)), rendered, { contentType: 'text/html' })!;
    const first = 'AAAAAAAAAAAAAAAAAAAAAA==';
    const second = 'BBBBBBBBBBBBBBBBBBBBBB==';
    const br1 = await encodedBody(entry, 'br', first);
    const br2 = await encodedBody(entry, 'br', second);
    const template = entry.encoded.get('br');
    expect(br1.length).toBeLessThan(html(rendered).length / 10);
    expect(zlib.brotliDecompressSync(br1).toString()).toBe(html(first));
    expect(zlib.brotliDecompressSync(br2).toString()).toBe(html(second));
    expect(zlib.gunzipSync(await encodedBody(entry, 'gzip', first)).toString()).toBe(html(first));
    expect(bodyWithNonce(entry, second).toString()).toBe(html(second));
    // One template per encoding, filled per hit: no compression per response.
    await encodedBody(entry, 'br', 'CCCCCCCCCCCCCCCCCCCCCC==');
    expect(entry.encoded.get('br')).toBe(template);
  });

  it('keeps the same ETag for the same page whatever the nonce was', () => {
    const cache = new PageCache();
    const a = cache.set('/a', Buffer.from('<script nonce="n1">x</script>'), 'n1', { contentType: 'text/html' })!;
    const b = cache.set('/b', Buffer.from('<script nonce="n2">x</script>'), 'n2', { contentType: 'text/html' })!;
    const c = cache.set('/c', Buffer.from('<script nonce="n3">y</script>'), 'n3', { contentType: 'text/html' })!;
    expect(a.etag).toBe(b.etag);
    expect(c.etag).not.toBe(a.etag);
  });

  it('evicts the least recently used entries beyond its limits', () => {
    const cache = new PageCache({ maxEntries: 2 });
    cache.set('/1', Buffer.from('1'), 'n', { contentType: 'text/html' });
    cache.set('/2', Buffer.from('2'), 'n', { contentType: 'text/html' });
    cache.get('/1');
    cache.set('/3', Buffer.from('3'), 'n', { contentType: 'text/html' });
    expect(cache.get('/2')).toBeUndefined();
    expect(cache.get('/1')).toBeDefined();
    expect(cache.get('/3')).toBeDefined();
    const bySize = new PageCache({ maxBytes: 10 });
    bySize.set('/a', Buffer.alloc(6), 'n', { contentType: 'x' });
    bySize.set('/b', Buffer.alloc(6), 'n', { contentType: 'x' });
    expect(bySize.size).toBe(1);
  });

  it('evicts the least recently used pages by bytes, and stores no page larger than its whole budget', () => {
    const cache = new PageCache({ maxBytes: 10 });
    cache.set('/a', Buffer.alloc(4), 'n', { contentType: 'x' });
    cache.set('/b', Buffer.alloc(4), 'n', { contentType: 'x' });
    cache.get('/a');
    // A payload counts with its page: 2 + 2 bytes more than fit, so /b (used longest ago) goes.
    cache.set('/c', Buffer.alloc(2), 'n', { contentType: 'x', payload: Buffer.alloc(2) });
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/c')).toBeDefined();
    const huge = cache.set('/huge', Buffer.alloc(11), 'n', { contentType: 'x' });
    expect(huge?.size).toBe(11);
    expect(cache.get('/huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('counts the compressed copies its hits made in its byte bound, not its bodies alone', async () => {
    // Random text compresses little: each page's brotli copy is most of its size again.
    const page = () => Buffer.from(`<main>${crypto.randomBytes(1500).toString('hex')}</main>`);
    const cache = new PageCache({ maxBytes: 7000 });
    const first = cache.set('/a', page(), 'NONCE', { contentType: 'text/html' })!;
    const compressed = await encodedBody(first, 'br', 'OTHER');
    expect(cache.bytes).toBe(first.size + compressed.length);
    // Two bodies fit the bound; two bodies and the first one's compressed copy do not.
    cache.set('/b', page(), 'NONCE', { contentType: 'text/html' });
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/b')).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(7000);
  });

  it('forgets entries older than its maximum age', () => {
    vi.useFakeTimers();
    const cache = new PageCache({ maxAgeMs: 20 });
    cache.set('/x', Buffer.from('x'), 'n', { contentType: 'text/html' });
    vi.advanceTimersByTime(19);
    expect(cache.get('/x')).toBeDefined();
    vi.advanceTimersByTime(2);
    expect(cache.get('/x')).toBeUndefined();
  });

  it('lets go of old pages nobody asks for again once new ones come in, before its byte bound is reached', () => {
    vi.useFakeTimers();
    const cache = new PageCache({ maxAgeMs: 20, maxBytes: 1000 });
    for (const job of ['/job/a', '/job/b', '/job/c']) cache.set(job, Buffer.alloc(100), 'n', { contentType: 'text/html' });
    expect(cache.size).toBe(3);
    vi.advanceTimersByTime(21);
    cache.set('/job/d', Buffer.alloc(100), 'n', { contentType: 'text/html' });
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(100);
  });

  it('ages a copy from when its content was rendered, not from when it was stored', () => {
    vi.useFakeTimers();
    const cache = new PageCache({ maxAgeMs: 20 });
    const renderedAt = Date.now();
    vi.advanceTimersByTime(15);
    cache.set('/copy', Buffer.from('x'), 'n', { contentType: 'text/html', storedAt: renderedAt });
    vi.advanceTimersByTime(4);
    expect(cache.get('/copy')).toBeDefined();
    vi.advanceTimersByTime(2);
    expect(cache.get('/copy')).toBeUndefined();
  });

  it('is emptied by clear()', () => {
    const cache = new PageCache();
    cache.set('/x', Buffer.from('x'), 'n', { contentType: 'text/html' });
    cache.clear();
    expect(cache.get('/x')).toBeUndefined();
  });

  it('does not store a page whose render began before the last clear(): it may show data that has changed since', () => {
    vi.useFakeTimers();
    const cache = new PageCache();
    const renderStartedAt = Date.now();
    vi.advanceTimersByTime(5);
    cache.clear();
    expect(cache.set('/job/a', Buffer.from('old title'), 'n', { contentType: 'text/html', renderStartedAt })).toBeNull();
    expect(cache.get('/job/a')).toBeUndefined();
    vi.advanceTimersByTime(5);
    expect(cache.set('/job/a', Buffer.from('new title'), 'n', { contentType: 'text/html', renderStartedAt: Date.now() })).not.toBeNull();
    expect(cache.get('/job/a')?.body.toString()).toBe('new title');
  });
});

describe('cacheKeyOf', () => {
  // The product names its cookies (src/server/http/page-cookies.ts): any names do here.
  const cookies: PageCookies = { session: 'sid', language: { name: 'lang', redirectingValues: ['id-ID'] } };
  const request = (headers: Record<string, string>, url = '/about') => ({ method: 'GET', url, headers }) as unknown as IncomingMessage;
  const key = (headers: Record<string, string>, url = '/about') =>
    cacheKeyOf(request(headers, url), addressOf(request(headers, url)), false, cookies);

  it('keeps a bearer token personal, and leaves a session cookie to the live-session check', () => {
    expect(key({})).toBe('html /about');
    expect(key({ cookie: 'lang=id-ID' })).toBe('html /about');
    expect(key({ authorization: 'Bearer t' })).toBeNull();
    // Whether this cookie is a sign-in is decided by opening it (http/live-session.ts), not by its presence.
    expect(key({ cookie: 'a=1; sid=xyz' })).toBe('html /about');
    expect(sessionCookieOf({ cookie: 'a=1; sid=xyz' }, cookies)).toBe('xyz');
    expect(sessionCookieOf({ cookie: 'a=1; karir_session=xyz' }, cookies)).toBeUndefined();
  });

  it('never shares `/` with a visitor whose language cookie sends it to another language', () => {
    expect(key({}, '/')).toBe('html /');
    expect(key({ cookie: 'lang=en-US' }, '/')).toBe('html /');
    expect(key({ cookie: 'lang=id-ID' }, '/')).toBeNull();
    expect(key({ cookie: 'i18n_redirected=id-ID' }, '/')).toBe('html /');
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, falls back to gzip, and respects refusals and small bodies', () => {
    expect(pickEncoding('gzip, deflate, br, zstd', 5000)).toBe('br');
    expect(pickEncoding('gzip, deflate', 5000)).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip', 5000)).toBe('gzip');
    expect(pickEncoding('br;q=0.0, gzip;q=0', 5000)).toBeNull();
    expect(pickEncoding('*', 5000)).toBe('gzip');
    expect(pickEncoding('identity', 5000)).toBeNull();
    expect(pickEncoding(undefined, 5000)).toBeNull();
    expect(pickEncoding('br', 200)).toBeNull();
  });
});

describe('etagMatches', () => {
  it('matches one of several tags', () => {
    expect(etagMatches({ 'if-none-match': 'W/"a", W/"b"' }, 'W/"b"')).toBe(true);
    expect(etagMatches({ 'if-none-match': 'W/"a"' }, 'W/"b"')).toBe(false);
    expect(etagMatches({}, 'W/"b"')).toBe(false);
  });
});
