/**
 * The employer API as its route tests use it: the real router on a real port of this machine,
 * over a test database, and keys made the way the operator's command makes them. Tests only.
 */
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { loadConfig } from '../../config';
import type { Db } from '../../db/db';
import { createEmployerKey } from '../../employer/api-keys';
import { createI18n } from '../../i18n/i18n';
import type { FileStorage } from '../../storage/file-storage';
import { createLocalStorage } from '../../storage/local-storage';
import { createEmployerRouter } from './employer-router';

export const EMPLOYER_API_PATH = '/api/employer/v1';

/** The settings every route test starts from; a test adds or overrides its own. */
const BASE_ENV: Readonly<Record<string, string>> = {
  DATA_DIR: '/tmp',
  SESSION_SECRET: 'x'.repeat(40),
  PUBLIC_BASE_URL: 'http://site.test',
  EMPLOYER_API_RATE_LIMIT: '10000',
};

/** A province with one city (`jakarta-selatan`) for jobs to be placed in. */
export const JAKARTA_SQL = `
  INSERT INTO locations (kind, slug, name_id, name_en) VALUES ('province', 'dki-jakarta', 'DKI Jakarta', 'Jakarta');
  INSERT INTO locations (kind, parent_id, slug, name_id, name_en)
    SELECT 'city', id, 'jakarta-selatan', 'Jakarta Selatan', 'South Jakarta' FROM locations WHERE slug = 'dki-jakarta';
`;

export interface EmployerApiServer {
  /** The API's base URL at `mount` (the first mount when not named). */
  url(mount?: string): string;
  close(): Promise<void>;
}

/**
 * Listens on 127.0.0.1 with one router per mount, each with its own settings over the base ones
 * (two mounts stand for two configurations, or for two workers sharing one database).
 */
export async function listenEmployerApi(
  db: Db,
  options: { readonly mounts?: Readonly<Record<string, Readonly<Record<string, string>>>>; readonly storage?: FileStorage } = {},
): Promise<EmployerApiServer> {
  const mounts = options.mounts ?? { [EMPLOYER_API_PATH]: {} };
  const i18n = await createI18n(path.resolve('locales'));
  const storage = options.storage ?? createLocalStorage(os.tmpdir());
  const app = express();
  for (const [mount, env] of Object.entries(mounts)) {
    app.use(mount, createEmployerRouter({ config: loadConfig({ ...BASE_ENV, ...env }), db, i18n, storage }));
  }
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const first = Object.keys(mounts)[0]!;
  return {
    url: (mount = first) => `${origin}${mount}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A new key for the company, as `npm run employer -- create-key` makes it. */
export async function makeEmployerKey(db: Db, companySlug: string, scopes: readonly string[]): Promise<{ key: string; id: number }> {
  const made = await createEmployerKey(db, { companySlug, scopes: [...scopes] });
  if (!made.ok) throw new Error(`no key for ${companySlug}: ${made.reason}`);
  return { key: made.key, id: Number(made.row.id) };
}
