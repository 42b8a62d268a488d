/** Opens the database configuration names (PGlite or PostgreSQL) and brings its schema up to date. */
import path from 'node:path';
import type { Db } from './db.js';
import { applyMigrations } from './migrations/migrate.js';
import { loadMigrations } from './migrations/load-migrations.js';

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
  /** PGlite: the caller holds the data directory's lock already (see data-dir-lock.ts). */
  lockHeld?: boolean;
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
  return openPgliteDb(opts.inMemory ? null : pgliteDir(opts.dataDir), { lockHeld: opts.lockHeld });
}

/** Where PGlite keeps its files under DATA_DIR. */
export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}
