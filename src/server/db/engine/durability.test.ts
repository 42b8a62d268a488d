/** PGlite must keep every acknowledged commit when the process is killed without warning. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../open-db.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const dirs: string[] = [];

afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function runChildAndKill(dataDir: string, messages: string[]): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'durability-child.ts'), dataDir], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const acknowledged: number[] = [];
    let buffer = '';
    let sent = 0;
    child.on('error', reject);
    child.on('exit', (_code, signal) => {
      if (signal === 'SIGKILL') resolve(acknowledged);
      else reject(new Error(`child exited on its own (${signal ?? _code}) before being killed`));
    });
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        if (line.startsWith('written ')) acknowledged.push(Number(line.slice(8)));
        if (sent < messages.length) child.stdin.write(`${messages[sent++]}\n`);
        // Kill the instant the last write is acknowledged: no graceful close, no flush.
        else child.kill('SIGKILL');
      }
    });
  });
}

describe('PGlite durability', () => {
  it('keeps acknowledged writes after SIGKILL', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karir-durability-'));
    dirs.push(dataDir);
    const messages = ['first', 'second', 'third'];
    const acknowledged = await runChildAndKill(dataDir, messages);
    expect(acknowledged).toHaveLength(messages.length);

    const db = await openDb({ dataDir });
    try {
      const { rows } = await db.query<{ id: number; message: string }>('SELECT id, message FROM contact_messages ORDER BY id');
      expect(rows.map((r) => r.id)).toEqual(acknowledged);
      expect(rows.map((r) => r.message)).toEqual(messages);
    } finally {
      await db.close();
    }
  }, 120_000);
});
