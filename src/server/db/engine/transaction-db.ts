import type { Db } from '../db.js';

/** How one engine runs statements inside one open transaction. */
export type TransactionStatements = Pick<Db, 'engine' | 'query' | 'exec' | 'notify' | 'listen'>;

/**
 * A `Db` bound to one open transaction, the same for every engine: a nested `transaction()`
 * is a savepoint, rolled back on its own when its function throws, so repositories compose
 * without knowing whether a caller already opened one.
 */
export function transactionDb(statements: TransactionStatements): Db {
  let savepoints = 0;
  const self: Db = {
    engine: statements.engine,
    query: (sql, params) => statements.query(sql, params),
    exec: (sql) => statements.exec(sql),
    async transaction<T>(fn: (inner: Db) => Promise<T>): Promise<T> {
      const name = `sp_${++savepoints}`;
      await statements.exec(`SAVEPOINT ${name}`);
      try {
        const out = await fn(self);
        await statements.exec(`RELEASE SAVEPOINT ${name}`);
        return out;
      } catch (error) {
        await statements.exec(`ROLLBACK TO SAVEPOINT ${name}`);
        throw error;
      }
    },
    listen: (channel, cb) => statements.listen(channel, cb),
    notify: (channel, payload) => statements.notify(channel, payload),
    async close() {
      throw new Error('close() is not allowed inside a transaction');
    },
  };
  return self;
}
