/**
 * pg-boss speaks to the database through `executeSql(text, values)`; this gives it the app's
 * own `Db` (PGlite, the PGlite thread, a cluster worker's IPC proxy, a pg Pool, or one open
 * transaction), so the queue needs no connection of its own and runs on every engine.
 */
import type PgBoss from 'pg-boss';
import type { Db } from '../db/db';

/**
 * pg-boss sends its schema scripts as one `BEGIN; …; COMMIT;` string. Run through the Db as
 * a transaction instead: a pool would run a later statement on another connection, and a
 * script that failed half-way must roll back rather than leave PGlite's one session aborted.
 */
const SCRIPT = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/;

export function bossDb(db: Db): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const script = SCRIPT.exec(text);
      if (script && !values?.length) {
        await db.transaction((tx) => tx.exec(script[1]!));
        return { rows: [] };
      }
      return db.query(text, values ?? []);
    },
  };
}
