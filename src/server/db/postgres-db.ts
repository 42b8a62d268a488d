/** PostgreSQL server through a pg Pool; selected when DATABASE_URL is set. */
import pg from 'pg';
import { assertChannelName, type Db, type NotificationListener, type QueryResult } from './db.js';
import { SESSION_SETTINGS_SQL } from './planner-settings.js';
import { DATE_OID, INT8_OID, NUMERIC_OID, parseDate, parseInt8, parseNumeric } from './type-parsers.js';

// Per-pool parsers, so we never change pg's process-wide defaults for other code.
const customTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (format !== 'binary') {
      if (oid === INT8_OID) return parseInt8;
      if (oid === NUMERIC_OID) return parseNumeric;
      if (oid === DATE_OID) return parseDate;
    }
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

function toResult<T>(r: pg.QueryResult): QueryResult<T> {
  return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
}

export async function openPostgresDb(url: string, opts: { max?: number | undefined } = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    types: customTypes,
    // Awaited by the pool before it hands the new connection out, so it precedes every query.
    onConnect: async (client) => {
      await client.query(SESSION_SETTINGS_SQL);
    },
  });
  // An idle client dropped by the server must not crash the process.
  pool.on('error', (err) => console.error('[db] idle client error:', err.message));

  // LISTEN needs one long-lived session; pooled clients come and go.
  let listener: pg.Client | null = null;
  const subscribers = new Map<string, Set<NotificationListener>>();

  async function listenerClient(): Promise<pg.Client> {
    if (listener) return listener;
    const client = new pg.Client({ connectionString: url, types: customTypes });
    await client.connect();
    client.on('notification', (msg) => {
      for (const cb of subscribers.get(msg.channel) ?? []) cb(msg.payload ?? '');
    });
    client.on('error', (err) => console.error('[db] listener error:', err.message));
    listener = client;
    return client;
  }

  let savepointSeq = 0;

  const clientDb = (client: pg.PoolClient): Db => {
    const self: Db = {
      engine: 'postgres',
      async query<T>(sql: string, params?: unknown[]) {
        return toResult<T>(await client.query(sql, params));
      },
      async exec(sql: string) {
        await client.query(sql);
      },
      async transaction<T>(fn: (inner: Db) => Promise<T>): Promise<T> {
        const name = `sp_${++savepointSeq}`;
        await client.query(`SAVEPOINT ${name}`);
        try {
          const out = await fn(self);
          await client.query(`RELEASE SAVEPOINT ${name}`);
          return out;
        } catch (err) {
          await client.query(`ROLLBACK TO SAVEPOINT ${name}`);
          throw err;
        }
      },
      listen: (channel, cb) => db.listen(channel, cb),
      async notify(channel: string, payload: string) {
        await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
      },
      async close() {
        throw new Error('close() is not allowed inside a transaction');
      },
    };
    return self;
  };

  const db: Db = {
    engine: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      return toResult<T>(await pool.query(sql, params));
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn(clientDb(client));
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async listen(channel: string, cb: NotificationListener) {
      assertChannelName(channel);
      const client = await listenerClient();
      let set = subscribers.get(channel);
      if (!set) {
        set = new Set();
        subscribers.set(channel, set);
        await client.query(`LISTEN ${channel}`);
      }
      set.add(cb);
      return async () => {
        const current = subscribers.get(channel);
        if (!current) return;
        current.delete(cb);
        if (current.size === 0) {
          subscribers.delete(channel);
          await client.query(`UNLISTEN ${channel}`);
        }
      };
    },
    async notify(channel: string, payload: string) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      if (listener) {
        await listener.end().catch(() => undefined);
        listener = null;
      }
      await pool.end();
    },
  };

  // Fail fast on a bad URL rather than at the first request.
  await pool.query('SELECT 1');
  return db;
}
