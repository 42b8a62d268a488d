import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedBody, PageCache } from './page-cache';
import { sharePageCache, type PeerChannel } from './page-cache-sharing';

/**
 * Two workers' caches joined like the cluster primary joins them: what one sends, the other
 * receives, after a structured clone (Buffers arrive as plain Uint8Arrays, as over IPC).
 */
function pairedChannels(): [PeerChannel, PeerChannel, () => Promise<void>] {
  const listeners: [((message: unknown) => void)[], ((message: unknown) => void)[]] = [[], []];
  let inFlight: Promise<void> = Promise.resolve();
  const channel = (self: 0 | 1): PeerChannel => ({
    send(message) {
      const copy = structuredClone(message);
      inFlight = inFlight.then(() => new Promise<void>((resolve) => setImmediate(() => {
        for (const listener of listeners[self === 0 ? 1 : 0]) listener(copy);
        resolve();
      })));
    },
    onMessage(listener) {
      listeners[self].push(listener);
      return () => listeners[self].splice(listeners[self].indexOf(listener), 1);
    },
  });
  return [channel(0), channel(1), () => inFlight];
}

const page = (title: string) => Buffer.from(`<!doctype html><title>${title}</title><main>${'<article class="job-card">Staf Akuntansi</article>'.repeat(50)}</main><script nonce="N1">x</script>`);

describe('sharePageCache', () => {
  it('serves a page rendered by one worker from the other worker, with its headers, nonce and ETag', async () => {
    const [a, b] = [new PageCache(), new PageCache()];
    const [channelA, channelB, delivered] = pairedChannels();
    sharePageCache(a, channelA);
    sharePageCache(b, channelB);
    const stored = a.set('html /explore-jobs?q=sales', page('Sales jobs'), 'N1', {
      contentType: 'text/html; charset=utf-8',
      routeName: 'explore-jobs',
      headers: { 'content-security-policy': "script-src 'nonce-N1'" },
      renderStartedAt: Date.now(),
    })!;
    await delivered();
    const copy = b.get('html /explore-jobs?q=sales');
    expect(copy?.body.toString()).toBe(page('Sales jobs').toString());
    expect(copy?.nonce).toBe('N1');
    expect(copy?.etag).toBe(stored.etag);
    expect(copy?.routeName).toBe('explore-jobs');
    expect(copy?.headers['content-security-policy']).toBe("script-src 'nonce-N1'");
    // Received pages are not sent back: A still holds its own entry, not a second copy.
    expect(a.get('html /explore-jobs?q=sales')).toBe(stored);
  });

  it('passes on compressed copies, so the other worker does not compress the page again', async () => {
    const [a, b] = [new PageCache(), new PageCache()];
    const [channelA, channelB, delivered] = pairedChannels();
    sharePageCache(a, channelA);
    sharePageCache(b, channelB);
    const entry = a.set('html /job/x', page('Job X'), 'N1', { contentType: 'text/html', renderStartedAt: Date.now() })!;
    await delivered();
    const br = await encodedBody(entry, 'br', (body) => a.compressed(entry, 'br', body));
    await delivered();
    const copy = b.get('html /job/x')!;
    expect(copy.encoded.has('br')).toBe(true);
    const received = await encodedBody(copy, 'br');
    expect(Buffer.compare(received, br)).toBe(0);
    expect(zlib.brotliDecompressSync(received).toString()).toBe(page('Job X').toString());
  });

  it('refuses a page whose render began before the receiving worker was invalidated', async () => {
    const [a, b] = [new PageCache(), new PageCache()];
    const [channelA, channelB, delivered] = pairedChannels();
    sharePageCache(a, channelA);
    sharePageCache(b, channelB);
    const renderStartedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 5));
    // B heard of a write (LISTEN/NOTIFY) while A was still rendering with the old data.
    b.clear();
    a.set('html /company/pt-maju', page('Old name'), 'N1', { contentType: 'text/html', renderStartedAt });
    await delivered();
    expect(b.get('html /company/pt-maju')).toBeUndefined();
  });

  it('stops sharing when disconnected', async () => {
    const [a, b] = [new PageCache(), new PageCache()];
    const [channelA, channelB, delivered] = pairedChannels();
    const stop = sharePageCache(a, channelA);
    sharePageCache(b, channelB);
    stop();
    a.set('html /about', page('About'), 'N1', { contentType: 'text/html', renderStartedAt: Date.now() });
    await delivered();
    expect(b.get('html /about')).toBeUndefined();
  });
});
