import type { Db } from '../db.js';
import type { Migration } from './load-migrations.js';

/** Arbitrary constant: serialises migration runs when several instances start at once. */
const MIGRATION_LOCK_KEY = 7_301_001;

export class MigrationError extends Error {
  constructor(
    readonly migration: string,
    cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Migration ${migration} failed: ${reason}`, { cause });
    this.name = 'MigrationError';
  }
}

/**
 * Applies, in file order, every migration not yet recorded. Each one runs in its own
 * transaction together with its bookkeeping row, so a failure leaves the database exactly
 * as the previous migration left it.
 */
export interface ApplyOptions {
  /**
   * Lets a lower number run after a higher one. Only for tests that stage an old database
   * filled by today's seed, which needs a few later columns first; never at start-up.
   */
  readonly outOfOrder?: 'allow';
}

export async function applyMigrations(db: Db, migrations: Migration[], options: ApplyOptions = {}): Promise<string[]> {
  await db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  if (options.outOfOrder !== 'allow') await refuseNumbersBelowApplied(db, migrations);
  const applied: string[] = [];
  for (const m of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const existing = await tx.query<{ checksum: string }>('SELECT checksum FROM schema_migrations WHERE name = $1', [m.name]);
      const row = existing.rows[0];
      if (row) {
        if (row.checksum !== m.checksum) {
          throw new MigrationError(m.name, new Error('file changed after it was applied; add a new migration instead'));
        }
        return false;
      }
      try {
        await tx.exec(m.sql);
      } catch (err) {
        throw new MigrationError(m.name, err);
      }
      await tx.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [m.name, m.checksum]);
      return true;
    });
    if (ran) applied.push(m.name);
  }
  return applied;
}

/**
 * A new migration numbered below one already applied would run after it on this database but
 * before it on a new one, so the two could end with different schemas. Refused before anything runs.
 */
async function refuseNumbersBelowApplied(db: Db, migrations: Migration[]): Promise<void> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
  const done = new Set(rows.map((r) => r.name));
  const highest = [...done].sort().at(-1);
  if (!highest) return;
  const late = migrations.find((m) => !done.has(m.name) && m.name < highest);
  if (late) {
    throw new MigrationError(
      late.name,
      new Error(`numbered below ${highest}, which this database has already applied; give it the next free number instead`),
    );
  }
}
