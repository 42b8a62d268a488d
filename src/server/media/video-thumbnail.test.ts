import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyVideo } from '../../shared/video-url';
import { createThumbnailResolver } from './video-thumbnail';

/** A stand-in provider on 127.0.0.1: /hang never answers, /error answers 500, /vimeo answers oEmbed JSON. */
let server: http.Server;
let base = '';
const hits: Record<string, number> = {};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    hits[path] = (hits[path] ?? 0) + 1;
    if (path === '/hang') return; // keeps the socket open, answers nothing
    if (path === '/error') {
      res.writeHead(500).end('boom');
      return;
    }
    if (path === '/vimeo') {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ thumbnail_url: 'https://i.vimeocdn.com/video/42_640.jpg' }));
      return;
    }
    if (path === '/vimeo-evil') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ thumbnail_url: 'javascript:alert(1)' }));
      return;
    }
    if (path === '/yt.jpg' || path.startsWith('/yt/')) {
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end('jpeg');
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const vimeo = classifyVideo('https://vimeo.com/1084537');
const youtube = classifyVideo('https://youtu.be/aqz-KE-bpKQ');

describe('video thumbnail lookup', () => {
  it('gives up on a provider that hangs after the timeout and uses the fallback', async () => {
    const resolver = createThumbnailResolver({ timeoutMs: 200, lookupUrl: () => `${base}/hang` });
    const started = Date.now();
    expect(await resolver.resolve(vimeo, '/images/gallery/photo-5.jpg')).toBe('/images/gallery/photo-5.jpg');
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(150);
    expect(elapsed).toBeLessThan(1500);
  });

  it('falls back on an error answer and caches the failure briefly', async () => {
    let clock = 0;
    const resolver = createThumbnailResolver({ timeoutMs: 500, failureTtlMs: 60_000, now: () => clock, lookupUrl: () => `${base}/error` });
    const before = hits['/error'] ?? 0;
    expect(await resolver.resolve(vimeo, '/fallback.jpg')).toBe('/fallback.jpg');
    expect(await resolver.resolve(vimeo, '/fallback.jpg')).toBe('/fallback.jpg');
    expect(hits['/error']! - before).toBe(1);
    clock = 61_000;
    expect(await resolver.resolve(vimeo, '/fallback.jpg')).toBe('/fallback.jpg');
    expect(hits['/error']! - before).toBe(2);
  });

  it('a cached hang is not waited for again', async () => {
    const resolver = createThumbnailResolver({ timeoutMs: 200, lookupUrl: () => `${base}/hang` });
    await resolver.resolve(vimeo, '/f.jpg');
    const started = Date.now();
    expect(await resolver.resolve(vimeo, '/f.jpg')).toBe('/f.jpg');
    expect(Date.now() - started).toBeLessThan(50);
  });

  it('reads Vimeo oEmbed thumbnail_url and caches the success', async () => {
    const resolver = createThumbnailResolver({ lookupUrl: () => `${base}/vimeo` });
    const before = hits['/vimeo'] ?? 0;
    expect(await resolver.resolve(vimeo, '/f.jpg')).toBe('https://i.vimeocdn.com/video/42_640.jpg');
    expect(await resolver.resolve(vimeo, '/f.jpg')).toBe('https://i.vimeocdn.com/video/42_640.jpg');
    expect(hits['/vimeo']! - before).toBe(1);
  });

  it('rejects a thumbnail_url that is not a Vimeo CDN https address', async () => {
    const resolver = createThumbnailResolver({ lookupUrl: () => `${base}/vimeo-evil` });
    expect(await resolver.resolve(vimeo, '/f.jpg')).toBe('/f.jpg');
  });

  it('uses the YouTube image address when it answers with an image', async () => {
    const resolver = createThumbnailResolver({ lookupUrl: () => `${base}/yt.jpg` });
    expect(await resolver.resolve(youtube, '/f.jpg')).toBe(`${base}/yt.jpg`);
  });

  it('keeps the posters in use when full: the least recently used one is looked up again, not the oldest', async () => {
    const resolver = createThumbnailResolver({
      maxEntries: 2,
      lookupUrl: (video) => `${base}/yt/${video.kind === 'youtube' ? video.id : ''}`,
    });
    const video = (id: string) => classifyVideo(`https://youtu.be/${id}`);
    const hitsOf = (id: string) => hits[`/yt/${id}`] ?? 0;
    const [a, b, c] = ['lruAAAAAAAA', 'lruBBBBBBBB', 'lruCCCCCCCC'];
    await resolver.resolve(video(a), '/f.jpg');
    await resolver.resolve(video(b), '/f.jpg');
    await resolver.resolve(video(a), '/f.jpg'); // a is in use again: b is now the least recent
    await resolver.resolve(video(c), '/f.jpg'); // full: one of a, b must go
    await resolver.resolve(video(a), '/f.jpg');
    expect(hitsOf(a)).toBe(1);
    await resolver.resolve(video(b), '/f.jpg');
    expect(hitsOf(b)).toBe(2);
  });

  it('a refused connection and files / images need no lookup', async () => {
    const resolver = createThumbnailResolver({ timeoutMs: 500, lookupUrl: () => 'http://127.0.0.1:1/none' });
    expect(await resolver.resolve(youtube, '/f.jpg')).toBe('/f.jpg');
    const plain = createThumbnailResolver();
    expect(await plain.resolve(classifyVideo('/videos/a.mp4'), '/poster.jpg')).toBe('/poster.jpg');
  });
});
