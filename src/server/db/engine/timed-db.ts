import type { Db } from '../db.js';

/**
 * Reports each statement's wall time in milliseconds (the app adds it to the request being
 * served for Server-Timing, and to the database-time histogram). A transaction is timed by
 * its statements.
 */
export function timedDb(db: Db, observe: (ms: number) => void): Db {
  const time = async <T>(run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await run();
    } finally {
      observe(performance.now() - started);
    }
  };
  const wrap = (inner: Db): Db => ({
    engine: inner.engine,
    query: (sql, params) => time(() => inner.query(sql, params)),
    exec: (sql) => time(() => inner.exec(sql)),
    transaction: (fn) => inner.transaction((tx) => fn(wrap(tx))),
    listen: (channel, cb) => inner.listen(channel, cb),
    notify: (channel, payload) => inner.notify(channel, payload),
    close: () => inner.close(),
  });
  return wrap(db);
}
