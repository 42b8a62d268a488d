import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError } from './data-dir-lock.js';
import { openPgliteDb } from './pglite-db.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-lock-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('one process per embedded database directory', () => {
  it('refuses a second opener while the first has it, and lets the next one in after close', async () => {
    const dir = path.join(root, 'pglite');
    const first = await openPgliteDb(dir);
    await first.query('CREATE TABLE kept (n int)');
    await first.query('INSERT INTO kept VALUES (1)');
    const second = await openPgliteDb(dir).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(DataDirInUseError);
    expect((second as Error).message).toContain(`in use by process ${process.pid}`);
    await first.close();
    const third = await openPgliteDb(dir);
    expect((await third.query<{ n: number }>('SELECT n FROM kept')).rows).toEqual([{ n: 1 }]);
    await third.close();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  it('takes over the lock of a process that is gone (killed, crashed)', async () => {
    const dir = path.join(root, 'stale');
    // A pid far above any pid_max names no process.
    fs.writeFileSync(`${dir}.lock`, '999999999');
    const db = await openPgliteDb(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    await db.close();
  });
});
