import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { newNonce } from '../request/nonce';
import { compressTemplate, fillTemplate, joinWithNonce, splitAtNonce } from './nonce-template';

/** A page shaped like ours: nonces in the head, after the HTML, and around a large inline payload that repeats its text. */
function page(nonce: string, seed: number): Buffer {
  const random = crypto.createHash('sha256').update(String(seed)).digest('hex');
  const cards = Array.from(
    { length: 120 },
    (_, i) =>
      `<article class="job-card"><h3>Staf Akuntansi ${i} – Jakarta Selatan</h3><p>Rp 8.500.000 · ${random.slice(i % 40, (i % 40) + 16)}</p></article>`,
  ).join('');
  const head = Array.from({ length: 6 }, (_, i) => `<script src="/assets/${i}.js" async="" nonce="${nonce}"></script>`).join('');
  const payload = JSON.stringify(cards.replaceAll('<', '\\u003c'));
  return Buffer.from(
    `<!DOCTYPE html><html><head>${head}</head><body>${cards}<script nonce="${nonce}">push(${payload})</script><script nonce="${nonce}">push(null)</script></body></html>`,
  );
}

describe.each(['br', 'gzip'] as const)('nonce templates (%s)', (encoding) => {
  it('decode to the page with each fresh nonce in every place the stored one was', async () => {
    for (let seed = 0; seed < 5; seed += 1) {
      const rendered = newNonce();
      const body = page(rendered, seed);
      const parts = splitAtNonce(body, rendered);
      expect(parts).toHaveLength(9);
      const template = await compressTemplate(parts, rendered.length, encoding);
      expect(template, `seed ${seed}`).not.toBeNull();
      for (let hit = 0; hit < 5; hit += 1) {
        const fresh = newNonce();
        const filled = fillTemplate(template!, parts, fresh);
        const decoded = encoding === 'br' ? zlib.brotliDecompressSync(filled) : zlib.gunzipSync(filled);
        expect(decoded.equals(page(fresh, seed))).toBe(true);
        expect(decoded.includes(rendered)).toBe(false);
      }
    }
  });

  it('cost little more than compressing the page whole', async () => {
    const rendered = newNonce();
    const body = page(rendered, 1);
    const template = await compressTemplate(splitAtNonce(body, rendered), rendered.length, encoding);
    const filled = fillTemplate(template!, splitAtNonce(body, rendered), newNonce());
    const whole =
      encoding === 'br'
        ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } })
        : zlib.gzipSync(body, { level: 6 });
    // A flush and an uncompressed nonce at each of the 8 places, a few dozen bytes each.
    expect(filled.length).toBeLessThan(whole.length * 1.05 + 8 * 40);
  });

  it('leave a page without a nonce as it is', async () => {
    const body = Buffer.from('0:{"a":1}\n'.repeat(300));
    const parts = splitAtNonce(body, newNonce());
    expect(joinWithNonce(parts, newNonce()).equals(body)).toBe(true);
    const template = await compressTemplate(parts, 24, encoding);
    const filled = fillTemplate(template!, parts, newNonce());
    expect((encoding === 'br' ? zlib.brotliDecompressSync(filled) : zlib.gunzipSync(filled)).equals(body)).toBe(true);
  });
});
