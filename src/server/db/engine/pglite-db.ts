/**
 * PGlite (Postgres compiled to WASM) in this process. Kept in its own module so the
 * performance work can move it behind a worker thread without touching callers.
 */
import fs from 'node:fs';
import { lockDataDir } from './data-dir-lock.js';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { assertChannelName, type Db, type NotificationListener, type QueryResult } from '../db.js';
import { transactionDb } from './transaction-db.js';
import { isPreparableRead, PreparedStatements, STALE_PLAN } from './pglite-prepared.js';
import { SESSION_SETTINGS_SQL } from './planner-settings.js';
import { DATE_OID, INT8_OID, NUMERIC_OID, parseDate, parseInt8, parseNumeric } from './type-parsers.js';

interface PgliteResults<T> {
  rows: T[];
  rowCount?: number;
  affectedRows?: number;
}

function toResult<T>(r: PgliteResults<T>): QueryResult<T> {
  return { rows: r.rows, rowCount: r.rowCount ?? r.affectedRows ?? r.rows.length };
}

export interface PgliteOpenOptions {
  /** The caller already holds the directory's lock (thread-db.ts takes it in the thread that renews it). */
  readonly lockHeld?: boolean;
}

/** `dataDir` null means in-memory (tests). */
export async function openPgliteDb(dataDir: string | null, options: PgliteOpenOptions = {}): Promise<Db> {
  // PGlite creates only the last path segment; a fresh checkout has no ./data yet.
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir && !options.lockHeld ? await lockDataDir(dataDir) : async () => {};
  let pg: PGlite;
  try {
    pg = await openPglite(dataDir);
  } catch (error) {
    await unlock();
    throw error;
  }
  return wrapPglite(pg, unlock);
}

function openPglite(dataDir: string | null): Promise<PGlite> {
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    // A commit must reach the data directory before the call returns; relaxed mode would
    // acknowledge writes that a crash right afterwards could still lose.
    relaxedDurability: false,
    parsers: {
      [INT8_OID]: parseInt8,
      [NUMERIC_OID]: parseNumeric,
      [DATE_OID]: parseDate,
    },
    serializers: {
      // Dates bound to `date` columns arrive as JS Date in some callers; send ISO text.
      [types.DATE]: (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v)),
    },
  });
}

async function wrapPglite(pg: PGlite, unlock: () => Promise<void>): Promise<Db> {
  await pg.exec(SESSION_SETTINGS_SQL);

  const prepared = new PreparedStatements(pg);
  /**
   * A read through a prepared statement, under the same locks PGlite's query() takes: the
   * query lock always, and outside a transaction the transaction lock too, so a read never
   * runs inside another caller's open transaction.
   */
  const read = async <T>(sql: string, params: unknown[] | undefined, inTransaction: boolean): Promise<QueryResult<T>> => {
    // As PGlite's query() does before anything reaches the WebAssembly module.
    if (pg.closed) throw new Error('PGlite is closed');
    const run = () => pg._runExclusiveQuery(() => prepared.run<T>(sql, params ?? []));
    if (inTransaction) return toResult<T>(await run());
    const result = await pg._runExclusiveTransaction(async () => {
      try {
        return await run();
      } catch (err) {
        // A statement PostgreSQL refused as stale (see PreparedStatements.run) is prepared
        // afresh once, as PGlite's own path would have planned it anew.
        if ((err as { code?: string }).code !== STALE_PLAN) throw err;
        return run();
      }
    });
    await pg.syncToFs();
    return toResult<T>(result);
  };

  const txDb = (tx: Transaction): Db =>
    transactionDb({
      engine: 'pglite',
      async query<T>(sql: string, params?: unknown[]) {
        if (isPreparableRead(sql)) {
          // PGlite's tx.query() refuses a finished transaction; a read must not slip into the next one.
          if (tx.closed) throw new Error('Transaction is closed');
          return read<T>(sql, params, true);
        }
        return toResult<T>(await tx.query<T>(sql, params));
      },
      async exec(sql: string) {
        await tx.exec(sql);
      },
      listen: (channel, cb) => db.listen(channel, cb),
      async notify(channel: string, payload: string) {
        await tx.query('SELECT pg_notify($1, $2)', [channel, payload]);
      },
    });

  const db: Db = {
    engine: 'pglite',
    async query<T>(sql: string, params?: unknown[]) {
      if (isPreparableRead(sql)) return read<T>(sql, params, false);
      return toResult<T>(await pg.query<T>(sql, params));
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      return pg.transaction((tx) => fn(txDb(tx)));
    },
    async listen(channel: string, cb: NotificationListener) {
      assertChannelName(channel);
      const unsubscribe = await pg.listen(channel, cb);
      return async () => {
        await unsubscribe();
      };
    },
    async notify(channel: string, payload: string) {
      await pg.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      if (!pg.closed) await pg.close();
      await unlock();
    },
  };
  return db;
}
