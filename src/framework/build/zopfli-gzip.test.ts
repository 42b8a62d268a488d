import fs from 'node:fs';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { zopfliGzip } from './zopfli-gzip.ts';

const compress = promisify((input: Buffer, callback: (error: Error | null, result: Uint8Array) => void) =>
  zopfliGzip(input, undefined, callback),
);

describe('zopfliGzip', () => {
  it('writes gzip any browser decodes, back to the same bytes, smaller than zlib at its best', async () => {
    // A real script of the size the build compresses.
    const input = fs.readFileSync('node_modules/react/cjs/react.development.js');
    const output = Buffer.from(await compress(input));
    expect(output.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(zlib.gunzipSync(output).equals(input)).toBe(true);
    expect(output.length).toBeLessThan(zlib.gzipSync(input, { level: 9 }).length);
  });

  it('compresses an empty file', async () => {
    expect(zlib.gunzipSync(Buffer.from(await compress(Buffer.alloc(0)))).length).toBe(0);
  });
});
