/**
 * Time spent per SQL statement (its text, whitespace folded), for a bench's --profile: the
 * returned Db passes every call through, transactions included, and adds up each statement's
 * calls and milliseconds.
 */
import type { Db } from '../../src/server/db/db.js';

export type QueryTimes = Map<string, { calls: number; ms: number }>;

export function timeQueries(inner: Db): { db: Db; times: QueryTimes } {
  const times: QueryTimes = new Map();
  const wrap = (db: Db): Db => ({
    engine: db.engine,
    async query(sql, params) {
      const t0 = performance.now();
      try {
        return await db.query(sql, params);
      } finally {
        const key = sql
          .replace(/\/\*.*?\*\//gs, '')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 110);
        const entry = times.get(key) ?? { calls: 0, ms: 0 };
        entry.calls += 1;
        entry.ms += performance.now() - t0;
        times.set(key, entry);
      }
    },
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    listen: (channel, cb) => db.listen(channel, cb),
    notify: (channel, payload) => db.notify(channel, payload),
    close: () => db.close(),
  });
  return { db: wrap(inner), times };
}
