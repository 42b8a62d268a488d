import type { Db } from '../db.js';
import { currentRequestContext } from '../../rsc/request-context.js';

/**
 * Adds each query's wall time to the request being served (for the Server-Timing header and
 * the database-time histogram). Transactions are timed as a whole by their statements.
 */
export function timedDb(db: Db, observe: (seconds: number) => void = () => {}): Db {
  const time = async <T>(run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await run();
    } finally {
      const ms = performance.now() - started;
      observe(ms / 1000);
      const context = currentRequestContext();
      if (context) {
        context.timing.db += ms;
        context.timing.queries += 1;
      }
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
