/**
 * Test harness for the files API: the real API router on a real socket over an in-memory
 * database, with files in a directory or in an S3-protocol server started for the test.
 * Candidates are made directly in the database and signed in with a bearer token or a sealed
 * session cookie, as the site would seal it.
 */
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { sealData } from 'iron-session';
import { issueApiTokens } from '../auth/accounts';
import { loadConfig, type AppConfig } from '../config';
import type { Db } from '../db/db';
import { createUser } from '../db/repos/users-repo';
import { testEngines, type TestDb } from '../db/test-db';
import { SESSION_COOKIE, sessionOptions } from '../http/session';
import { createI18n } from '../i18n/i18n';
import type { FileStorage } from '../storage/file-storage';
import { createLocalStorage } from '../storage/local-storage';
import { createS3Storage } from '../storage/s3-storage';
import { startTestS3Server } from '../storage/test-s3-server';
import { uploadTmpDir } from '../uploads/upload-tmp-dir';
import { createApiRouter } from './router';

export type StorageBackend = 'local directory' | 'S3-protocol server';

export interface Candidate {
  readonly id: number;
  readonly token: string;
  /** Authorization header with the bearer token. */
  readonly auth: Record<string, string>;
  /** Cookie header with a session as the site seals it. */
  readonly cookie: Record<string, string>;
}

export interface FilesApi {
  readonly base: string;
  readonly port: number;
  readonly origin: string;
  readonly db: Db;
  readonly storage: FileStorage;
  readonly config: AppConfig;
  candidate(name: string): Promise<Candidate>;
  /** Files waiting in the upload folder (should be none between requests). */
  leftoverUploads(): string[];
  stop(): Promise<void>;
}

let count = 0;

/** `env` replaces the configuration's variables (say, NODE_ENV and PORT to be `npm start`); with a PORT the API listens there. */
export async function startFilesApi(
  backend: StorageBackend,
  storageOverride?: FileStorage,
  env: Record<string, string> = { PUBLIC_BASE_URL: 'http://site.test' },
): Promise<FilesApi> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'files-api-'));
  const s3 = backend === 'S3-protocol server' && !storageOverride ? await startTestS3Server() : null;
  const storage = storageOverride ?? (s3 ? createS3Storage(s3.settings) : createLocalStorage(path.join(dataDir, 'files')));
  const testDb: TestDb = await testEngines()[0]!.open();
  const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'files-api-test-secret-'.repeat(2), ...env });
  const app = express();
  app.use('/api', createApiRouter({ config, db: testDb.db, i18n: await createI18n(path.resolve('locales')), storage }));
  const server: Server = app.listen(env.PORT ? config.port : 0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;
  const options = sessionOptions(config);
  return {
    base: `http://127.0.0.1:${port}/api`,
    port,
    origin: new URL(config.publicBaseUrl).origin,
    db: testDb.db,
    storage,
    config,
    async candidate(name) {
      count += 1;
      const user = await createUser(testDb.db, { email: `candidate${count}-${Date.now()}@example.com`, name, passwordHash: null });
      const id = Number(user.id);
      const { token } = await issueApiTokens(testDb.db, id);
      const sealed = await sealData({ userId: id, sessionVersion: 1 }, { password: options.password });
      return { id, token, auth: { Authorization: `Bearer ${token}` }, cookie: { Cookie: `${SESSION_COOKIE}=${sealed}` } };
    },
    leftoverUploads() {
      const dir = uploadTmpDir(config);
      return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await testDb.cleanup();
      await s3?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A multipart form with one file, as a browser's FormData sends it. */
export function fileForm(bytes: Buffer | string, name: string, type: string, field = 'file', extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  form.append(field, new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), name);
  return form;
}
