/**
 * The one seam between the app and its database. Everything above this file speaks
 * PostgreSQL SQL through `Db`; whether that runs in-process (PGlite) or on a server
 * (pg Pool) is decided once, here, from configuration.
 */
import path from 'node:path';
import { applyMigrations } from './migrations/migrate.js';
import { loadMigrations } from './migrations/load-migrations.js';

export type Engine = 'pglite' | 'postgres';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export type NotificationListener = (payload: string) => void;

export interface Db {
  readonly engine: Engine;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations, maintenance). */
  exec(sql: string): Promise<void>;
  /** Nested calls use savepoints, so repositories can compose without knowing the caller. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, cb: NotificationListener): Promise<() => Promise<void>>;
  /** Inside a transaction the notification is delivered at commit, as in PostgreSQL. */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDbOptions {
  /** postgres://… selects PostgreSQL; absent selects embedded PGlite. */
  databaseUrl?: string;
  /** PGlite keeps its files in `<dataDir>/pglite`. */
  dataDir: string;
  /** Tests use a throwaway in-memory PGlite; never durable. */
  inMemory?: boolean;
  /** Folder holding NNNN-name.sql files; defaults to src/server/db/migrations under cwd. */
  migrationsDir?: string;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
}

const CHANNEL_PATTERN = /^[a-z_][a-z0-9_]{0,62}$/;

/** LISTEN cannot take a bind parameter, so channel names are restricted to safe identifiers. */
export function assertChannelName(channel: string): void {
  if (!CHANNEL_PATTERN.test(channel)) {
    throw new Error(`Invalid notification channel name: ${JSON.stringify(channel)}`);
  }
}

export async function openDb(opts: OpenDbOptions): Promise<Db> {
  const db = await connect(opts);
  try {
    await applyMigrations(db, loadMigrations(opts.migrationsDir));
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}

/** Opens without migrating; for the migration tests and tools that manage schema themselves. */
export async function connect(opts: OpenDbOptions): Promise<Db> {
  if (opts.databaseUrl) {
    const { openPostgresDb } = await import('./engine/postgres-db.js');
    return openPostgresDb(opts.databaseUrl, { max: opts.maxConnections });
  }
  const { openPgliteDb } = await import('./engine/pglite-db.js');
  return openPgliteDb(opts.inMemory ? null : path.join(opts.dataDir, 'pglite'));
}
