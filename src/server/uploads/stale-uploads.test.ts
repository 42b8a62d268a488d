import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeStaleUploads } from './stale-uploads';

describe('removeStaleUploads', () => {
  it('removes upload files older than an hour and nothing else', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stale-uploads-'));
    const old = Date.now() / 1000 - 2 * 3600;
    for (const name of ['upload-old', 'upload-new', 'keep-me']) fs.writeFileSync(path.join(dir, name), 'x');
    fs.utimesSync(path.join(dir, 'upload-old'), old, old);
    fs.utimesSync(path.join(dir, 'keep-me'), old, old);
    expect(await removeStaleUploads(dir)).toBe(1);
    expect(fs.readdirSync(dir).sort()).toEqual(['keep-me', 'upload-new']);
    expect(await removeStaleUploads(path.join(dir, 'missing'))).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
