import { describe, expect, it } from 'vitest';
import { etagMatches, isAnonymous, PageCache, renderCached } from './page-cache';

describe('PageCache', () => {
  it('gives every hit its own nonce in each place the stored one stood', () => {
    const cache = new PageCache();
    const body = Buffer.from('<script nonce="AAA">1</script><p>AAA-free?</p><script nonce="AAA">2</script>');
    cache.set('/x', body, 'AAA', 'text/html');
    const entry = cache.get('/x')!;
    expect(renderCached(entry, 'BBB').toString()).toBe('<script nonce="BBB">1</script><p>BBB-free?</p><script nonce="BBB">2</script>');
    expect(renderCached(entry, 'CCC').toString()).not.toContain('BBB');
  });

  it('keeps the same ETag for the same page whatever the nonce was', () => {
    const cache = new PageCache();
    const a = cache.set('/a', Buffer.from('<script nonce="n1">x</script>'), 'n1', 'text/html');
    const b = cache.set('/b', Buffer.from('<script nonce="n2">x</script>'), 'n2', 'text/html');
    const c = cache.set('/c', Buffer.from('<script nonce="n3">y</script>'), 'n3', 'text/html');
    expect(a.etag).toBe(b.etag);
    expect(c.etag).not.toBe(a.etag);
  });

  it('evicts the least recently used entries beyond its limits', () => {
    const cache = new PageCache({ maxEntries: 2 });
    cache.set('/1', Buffer.from('1'), 'n', 'text/html');
    cache.set('/2', Buffer.from('2'), 'n', 'text/html');
    cache.get('/1');
    cache.set('/3', Buffer.from('3'), 'n', 'text/html');
    expect(cache.get('/2')).toBeUndefined();
    expect(cache.get('/1')).toBeDefined();
    expect(cache.get('/3')).toBeDefined();
    const bySize = new PageCache({ maxBytes: 10 });
    bySize.set('/a', Buffer.alloc(6), 'n', 'x');
    bySize.set('/b', Buffer.alloc(6), 'n', 'x');
    expect(bySize.size).toBe(1);
  });

  it('forgets entries older than its maximum age', async () => {
    const cache = new PageCache({ maxAgeMs: 20 });
    cache.set('/x', Buffer.from('x'), 'n', 'text/html');
    expect(cache.get('/x')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(cache.get('/x')).toBeUndefined();
  });

  it('is emptied by clear()', () => {
    const cache = new PageCache();
    cache.set('/x', Buffer.from('x'), 'n', 'text/html');
    cache.clear();
    expect(cache.get('/x')).toBeUndefined();
  });
});

describe('isAnonymous', () => {
  it('treats a session cookie or a bearer token as personal', () => {
    expect(isAnonymous({})).toBe(true);
    expect(isAnonymous({ cookie: 'i18n_redirected=id-ID' })).toBe(true);
    expect(isAnonymous({ cookie: 'a=1; karir_session=xyz' })).toBe(false);
    expect(isAnonymous({ authorization: 'Bearer t' })).toBe(false);
  });
});

describe('etagMatches', () => {
  it('matches one of several tags', () => {
    expect(etagMatches({ 'if-none-match': 'W/"a", W/"b"' }, 'W/"b"')).toBe(true);
    expect(etagMatches({ 'if-none-match': 'W/"a"' }, 'W/"b"')).toBe(false);
    expect(etagMatches({}, 'W/"b"')).toBe(false);
  });
});
