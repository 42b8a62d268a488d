/**
 * Retention: each rule removes what has outlived its period and keeps what is a minute short of
 * it (or still in use), and a run is recorded for /metrics, per task.
 */
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { createUser } from '../db/repos/users-repo';
import { testEngines, type TestDb } from '../db/test-db';
import { reportRetention } from '../metrics/retention-metrics';
import { registry } from '../metrics/registry';
import type { FileStorage } from '../storage/file-storage';
import { createLocalStorage } from '../storage/local-storage';
import { newStorageKey } from '../storage/storage-keys';
import { runRetention } from './retention-job';
import {
  removeAbandonedAttempts,
  removeExpiredTokens,
  removeFinishedExports,
  removeStaleUploadFiles,
  removeUnverifiedAccounts,
  type RetentionDeps,
} from './retention-tasks';

/** Just past a period, and a minute short of it. */
const PAST = (days: number) => `now() - interval '${days} days 1 minute'`;
const SHORT = (days: number) => `now() - interval '${days} days' + interval '1 minute'`;

describe.each(testEngines())('retention on $engine', ({ open }) => {
  let t: TestDb;
  let db: Db;
  let dir: string;
  let storage: FileStorage;
  let deps: RetentionDeps;

  const user = async (email: string, verified: boolean, createdAt: string): Promise<number> => {
    const id = (await createUser(db, { email, name: email, passwordHash: null })).id;
    await db.query(`UPDATE users SET created_at = ${createdAt}, email_verified_at = ${verified ? 'now()' : 'NULL'} WHERE id = $1`, [id]);
    return id;
  };
  const exists = async (sql: string, params: unknown[]) => (await db.query(sql, params)).rows.length > 0;

  beforeAll(async () => {
    t = await open();
    db = t.db;
    dir = await mkdtemp(path.join(tmpdir(), 'retention-test-'));
    storage = createLocalStorage(path.join(dir, 'files'));
    deps = { db, storage, uploadTmpDir: path.join(dir, 'upload-tmp') };
  });

  afterAll(async () => {
    await t?.cleanup();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('erases unverified accounts older than 30 days, with their files; keeps younger and verified ones', async () => {
    const old = await user('old.unverified@example.test', false, PAST(30));
    const young = await user('young.unverified@example.test', false, SHORT(30));
    const verified = await user('old.verified@example.test', true, PAST(300));
    const key = newStorageKey('resumes', 'pdf');
    await storage.put(key, { bytes: Buffer.from('%PDF old') });
    await db.query(
      `INSERT INTO candidate_profiles (user_id, identifier, resume_storage_key, resume_file_name, resume_size_bytes, resume_mime) VALUES ($1, 'old-unverified', $2, 'cv.pdf', 8, 'application/pdf')`,
      [old, key],
    );

    expect(await removeUnverifiedAccounts(deps)).toBe(1);
    const left = await db.query<{ id: string }>('SELECT id FROM users ORDER BY id');
    expect(left.rows.map((r) => Number(r.id))).toEqual([young, verified]);
    expect(await storage.head(key)).toBeNull();
  });

  it('removes expired email links and fully expired API sign-ins; keeps those still usable', async () => {
    const id = await user('tokens@example.test', true, 'now()');
    await db.query(
      `INSERT INTO email_tokens (user_id, purpose, token_hash, expires_at) VALUES
         ($1, 'verify', repeat('1', 64), now() - interval '1 minute'), ($1, 'reset', repeat('2', 64), now() + interval '1 minute')`,
      [id],
    );
    await db.query(
      `INSERT INTO api_tokens (user_id, token_hash, expires_at, refresh_hash, refresh_expires_at) VALUES
         ($1, repeat('3', 64), now() - interval '2 hours', repeat('4', 64), now() - interval '1 minute'),
         ($1, repeat('5', 64), now() - interval '2 hours', repeat('6', 64), now() + interval '1 minute'),
         ($1, repeat('7', 64), now() + interval '1 minute', NULL, NULL),
         ($1, repeat('8', 64), now() - interval '1 minute', NULL, NULL)`,
      [id],
    );
    expect(await removeExpiredTokens(deps)).toBe(3);
    expect((await db.query<{ purpose: string }>('SELECT purpose FROM email_tokens WHERE user_id = $1', [id])).rows).toEqual([
      { purpose: 'reset' },
    ]);
    const api = await db.query<{ token_hash: string }>('SELECT token_hash FROM api_tokens WHERE user_id = $1 ORDER BY token_hash', [id]);
    // The one whose refresh token still works stays, and so does the one not yet expired.
    expect(api.rows.map((r) => r.token_hash[0])).toEqual(['5', '7']);
  });

  it('deletes a ready export past its 24 hours (file too), and finished rows after 30 days', async () => {
    const id = await user('exports@example.test', true, 'now()');
    const expiredKey = newStorageKey('data-exports', 'zip');
    const liveKey = newStorageKey('data-exports', 'zip');
    await storage.put(expiredKey, { bytes: Buffer.from('zip 1') });
    await storage.put(liveKey, { bytes: Buffer.from('zip 2') });
    await db.query(
      `INSERT INTO data_exports (user_id, status, storage_key, ready_at, expires_at, deleted_at) VALUES
         ($1, 'ready', $2, now() - interval '25 hours', now() - interval '1 minute', NULL),
         ($1, 'ready', $3, now(), now() + interval '1 minute', NULL),
         ($1, 'deleted', NULL, NULL, ${PAST(31)}, ${PAST(30)}),
         ($1, 'deleted', NULL, NULL, ${SHORT(29)}, ${SHORT(30)})`,
      [id, expiredKey, liveKey],
    );
    // One file deleted (its row now 'deleted', kept), one old row removed.
    expect(await removeFinishedExports(deps)).toBe(2);
    expect(await storage.head(expiredKey)).toBeNull();
    expect(await storage.head(liveKey)).not.toBeNull();
    const rows = await db.query<{ status: string; storage_key: string | null }>(
      'SELECT status, storage_key FROM data_exports WHERE user_id = $1 ORDER BY id',
      [id],
    );
    expect(rows.rows).toEqual([
      { status: 'deleted', storage_key: null },
      { status: 'ready', storage_key: liveKey },
      { status: 'deleted', storage_key: null },
    ]);
  });

  it('removes temporary upload files older than an hour; keeps younger ones and other files', async () => {
    await rm(deps.uploadTmpDir, { recursive: true, force: true });
    const { mkdir } = await import('node:fs/promises');
    await mkdir(deps.uploadTmpDir, { recursive: true });
    const now = Date.now();
    const file = (name: string) => path.join(deps.uploadTmpDir, name);
    for (const [name, ageMs] of [
      ['upload-old', 60 * 60_000 + 60_000],
      ['upload-young', 60 * 60_000 - 60_000],
      ['not-an-upload', 5 * 60 * 60_000],
    ] as const) {
      await writeFile(file(name), 'x');
      const at = new Date(now - ageMs);
      await utimes(file(name), at, at);
    }
    expect(await removeStaleUploadFiles(deps, now)).toBe(1);
    expect([existsSync(file('upload-old')), existsSync(file('upload-young')), existsSync(file('not-an-upload'))]).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('removes attempts without a result untouched for 30 days; keeps results, recent answers and younger attempts', async () => {
    const id = await user('attempts@example.test', true, 'now()');
    const attempt = async (assessment: string, status: string, startedAt: string) =>
      Number(
        (
          await db.query<{ id: string }>(
            `INSERT INTO assessment_attempts (user_id, assessment, status, started_at, ended_at, submitted_at) VALUES ($1, $2, $3, ${startedAt},
               ${status === 'in_progress' ? 'NULL' : startedAt}, ${status === 'submitted' ? startedAt : 'NULL'}) RETURNING id`,
            [id, assessment, status],
          )
        ).rows[0]!.id,
      );
    const abandoned = await attempt('english', 'expired', PAST(30));
    const young = await attempt('english', 'expired', SHORT(30));
    const answeredLately = await attempt('personality', 'in_progress', PAST(60));
    await db.query(
      `INSERT INTO assessment_attempt_items (attempt_id, position, item_key, answer_key, answered_at) VALUES ($1, 0, 'p-1', 'a', ${SHORT(30)})`,
      [answeredLately],
    );
    const submitted = await attempt('personality', 'submitted', PAST(400));
    await db.query(`INSERT INTO assessment_results (attempt_id, user_id, assessment, score) VALUES ($1, $2, 'personality', 50)`, [
      submitted,
      id,
    ]);

    expect(await removeAbandonedAttempts(deps)).toBe(1);
    const left = await db.query<{ id: string }>('SELECT id FROM assessment_attempts WHERE user_id = $1 ORDER BY id', [id]);
    expect(left.rows.map((r) => Number(r.id))).toEqual([young, answeredLately, submitted]);
    expect(await exists('SELECT 1 FROM assessment_attempts WHERE id = $1', [abandoned])).toBe(false);
  });

  it("records each task's run, shown in /metrics", async () => {
    await user('metrics.unverified@example.test', false, PAST(31));
    const removed = await runRetention(deps);
    expect(removed).toEqual({
      'unverified-accounts': 1,
      'expired-tokens': 0,
      'finished-exports': 0,
      'stale-uploads': 0,
      'abandoned-assessments': 0,
    });
    reportRetention(db);
    const text = await registry.metrics();
    expect(text).toContain('karir_retention_last_removed{task="unverified-accounts"} 1');
    expect(text).toContain('karir_retention_removed_total{task="unverified-accounts"} 1');
    expect(text).toContain('karir_retention_last_run_failed{task="stale-uploads"} 0');
    const stamp = Number(/karir_retention_last_run_timestamp_seconds\{task="abandoned-assessments"\} (\d+)/.exec(text)?.[1]);
    expect(Math.abs(stamp - Date.now() / 1000)).toBeLessThan(120);
  });
});
