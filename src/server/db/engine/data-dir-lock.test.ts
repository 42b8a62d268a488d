import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb, pgliteDir } from '../open-db.js';
import { DataDirInUseError, LOCK_STALE_MS, lockDataDir } from './data-dir-lock.js';
import { openPgliteDb } from './pglite-db.js';
import { openThreadDb } from './thread-db.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-lock-'));
const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(root, { recursive: true, force: true });
});

/**
 * A server stand-in (durability-child.ts: open the database, commit one row per line read),
 * optionally as PID 1 of a PID namespace of its own, as node runs in a container. Resolves
 * once it has committed `message`.
 */
function startHolder(dataDir: string, message: string, { pidNamespace = false } = {}): Promise<ChildProcess> {
  const node = [process.execPath, '--import', 'tsx', path.join(here, 'durability-child.ts'), dataDir];
  // --kill-child: SIGKILL to unshare takes the namespace's PID 1 with it, as a container's end would.
  const [command, ...args] = pidNamespace ? ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child=SIGKILL', ...node] : node;
  const child = spawn(command!, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  children.add(child);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      if (buffer.includes('ready\n') && !buffer.includes('sent')) {
        buffer += 'sent';
        child.stdin.write(`${message}\n`);
      }
      if (buffer.includes('written ')) resolve(child);
    });
    child.on('exit', (code, signal) => reject(new Error(`holder exited (${signal ?? code}) before writing: ${stderr}`)));
  });
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** What a restarted server does first: open the directory and read what the last one committed. */
async function messagesIn(dataDir: string): Promise<string[]> {
  const db = await openDb({ dataDir });
  try {
    return (await db.query<{ message: string }>('SELECT message FROM contact_messages ORDER BY id')).rows.map((row) => row.message);
  } finally {
    await db.close();
  }
}

describe('one process per embedded database directory', () => {
  it('refuses a second opener while the first has it, and lets the next one in after close', async () => {
    // As the server opens it: the lock is renewed by this thread, the database runs in its own.
    const dataDir = path.join(root, 'server');
    const first = await openThreadDb({ dataDir });
    await first.query('INSERT INTO contact_messages (name, email, message) VALUES ($1, $2, $3)', ['Kept', 'kept@example.com', 'kept']);
    const second = await openDb({ dataDir }).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(DataDirInUseError);
    expect((second as Error).message).toContain('in use by another server');
    await first.close();
    expect(await messagesIn(dataDir)).toEqual(['kept']);
    expect(fs.existsSync(`${pgliteDir(dataDir)}.lock`)).toBe(false);
  }, 180_000);

  it('keeps a second server out of a directory a live server holds, however long it has held it', async () => {
    const dataDir = path.join(root, 'live');
    const holder = await startHolder(dataDir, 'held');
    // Longer than the stale time: a live holder keeps renewing its lock.
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    const refused = await openDb({ dataDir }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirInUseError);
    await kill(holder);
  }, 180_000);

  it('restarts after the holder was killed with SIGKILL, keeping what it had committed', async () => {
    const dataDir = path.join(root, 'killed');
    await kill(await startHolder(dataDir, 'before the crash'));
    const started = Date.now();
    expect(await messagesIn(dataDir)).toEqual(['before the crash']);
    // Waiting for the dead holder's lock to go stale, not for ever.
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 180_000);

  it("after a crash waits no longer than the lock's stale time (10 s), says how long, as docs/operations.md does", async () => {
    const dataDir = path.join(root, 'measured');
    const holder = await startHolder(dataDir, 'renewing');
    // Right after a renewal: the longest wait there can be.
    const lockPath = `${pgliteDir(dataDir)}.lock`;
    const renewedAt = fs.statSync(lockPath).mtimeMs;
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (fs.statSync(lockPath).mtimeMs === renewedAt) return;
        clearInterval(poll);
        resolve();
      }, 20);
    });
    await kill(holder);
    const killedAt = Date.now();
    let told: number | null = null;
    const release = await lockDataDir(pgliteDir(dataDir), { onWait: (_lock, waitMs) => (told = waitMs) });
    const waited = Date.now() - killedAt;
    await release();
    expect(told).not.toBeNull();
    // What the log says is what it waits: at most the stale time, and no more than a poll or two past what it said.
    expect(told!).toBeLessThanOrEqual(LOCK_STALE_MS);
    expect(waited).toBeLessThanOrEqual(told! + 1_000);
    expect(waited).toBeLessThanOrEqual(LOCK_STALE_MS + 1_000);
    expect(fs.readFileSync(path.resolve('docs/operations.md'), 'utf8').replace(/\s+/g, ' ')).toContain(
      `at most ${LOCK_STALE_MS / 1000} s after the crash`,
    );
  }, 180_000);

  it('restarts as PID 1 of a new container after the last PID 1 was killed (the pid in a lock names nothing)', async () => {
    const dataDir = path.join(root, 'container');
    await kill(await startHolder(dataDir, 'first life', { pidNamespace: true }));
    // The next server is PID 1 again, the same number the dead one had.
    const second = await startHolder(dataDir, 'second life', { pidNamespace: true });
    await kill(second);
    expect(await messagesIn(dataDir)).toEqual(['first life', 'second life']);
  }, 240_000);

  it('takes over a lock file left by an earlier version of the server', async () => {
    const dir = path.join(root, 'old-format');
    fs.writeFileSync(`${dir}.lock`, '1');
    const db = await openPgliteDb(dir);
    expect(fs.statSync(`${dir}.lock`).isDirectory()).toBe(true);
    await db.close();
  });
});
