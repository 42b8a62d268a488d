/** How responses travel: static assets cached for good and compressed at build time, pages compressed as they stream. */
import fs from 'node:fs';
import path from 'node:path';
import { BROWSER_HEADERS } from '../load-tests/lib/options.js';
import { expect, test } from './fixtures';
import { decoded, decodedBytes, get } from './raw-http';

const browser = { 'user-agent': BROWSER_HEADERS['User-Agent'] };
const assetsDir = path.join(process.env.DIST_DIR ?? 'dist', 'client/assets');

test('hashed scripts are cached for a year as immutable and sent as compressed at build time', async () => {
  const page = await get('/explore-jobs', browser);
  const scripts = [...decoded(page).matchAll(/<script src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  let compressed = 0;
  for (const src of scripts) {
    const file = path.join(assetsDir, path.basename(src));
    const plain = await get(src, { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(fs.readFileSync(file))).toBe(true);
    for (const [accepted, encoding, suffix] of [
      ['br, gzip, deflate', 'br', '.br'],
      ['gzip, deflate', 'gzip', '.gz'],
    ] as const) {
      const sent = await get(src, { 'accept-encoding': accepted });
      expect(sent.headers['cache-control']).toMatch(/max-age=31536000/);
      expect(sent.headers['cache-control']).toMatch(/immutable/);
      expect(decodedBytes(sent).equals(plain.body)).toBe(true);
      // The build leaves out scripts too small to gain from compression; those go as they are.
      if (!fs.existsSync(file + suffix)) {
        expect(sent.headers['content-encoding']).toBeUndefined();
        expect(plain.body.length).toBeLessThan(1500);
        continue;
      }
      compressed += 1;
      expect(sent.headers['content-encoding']).toBe(encoding);
      expect(sent.headers.vary).toMatch(/Accept-Encoding/i);
      // The very bytes the build wrote next to the script: nothing is compressed per request.
      expect(sent.body.equals(fs.readFileSync(file + suffix))).toBe(true);
    }
  }
  // React and the router alone are tens of kilobytes: those must have gone compressed.
  expect(compressed).toBeGreaterThanOrEqual(2);
});

test('a freshly rendered page is compressed as it streams and says where its time went', async () => {
  for (const [accepted, encoding] of [
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
  ] as const) {
    const url = `/explore-jobs?category=sales&delivery-test=${encoding}-${Date.now()}`;
    const fresh = await get(url, { ...browser, 'accept-encoding': accepted });
    expect(fresh.status).toBe(200);
    expect(fresh.headers['x-cache']).toBe('MISS');
    expect(fresh.headers['content-encoding']).toBe(encoding);
    expect(decoded(fresh)).toContain('explore-results');
    const timing = String(fresh.headers['server-timing']);
    expect(timing).toMatch(/\bdb;dur=\d+(\.\d+)?;desc="\d+ queries, summed"/);
    expect(timing).toMatch(/\brender;dur=\d+(\.\d+)?/);
    // Later visitors get the stored page, and the header says so instead of repeating old figures.
    await expect
      .poll(async () => (await get(url, { ...browser, 'accept-encoding': accepted })).headers['server-timing'])
      .toBe('cache;desc="hit"');
  }
});
