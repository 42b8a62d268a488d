/** PostgreSQL server through a pg Pool; selected when DATABASE_URL is set. */
import pg from 'pg';
import { assertChannelName, type Db, type NotificationListener, type QueryResult } from '../db.js';
import { SESSION_SETTINGS_SQL } from './planner-settings.js';
import { transactionDb } from './transaction-db.js';
import { DATE_OID, INT8_OID, NUMERIC_OID, parseDate, parseInt8, parseNumeric } from './type-parsers.js';
import { logError, logInfo } from '../../../framework/server';

/** Waits between attempts to get the LISTEN session back: from the first to the last, doubling. */
const LISTEN_RETRY_MS = { first: 250, last: 30_000 };

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

/** A pool whose sessions read values as PGlite's do and run with the planner settings; replicas use it too. */
export function createPgPool(url: string, opts: { max?: number | undefined; connectionTimeoutMillis?: number } = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    types: customTypes,
    ...(opts.connectionTimeoutMillis === undefined ? {} : { connectionTimeoutMillis: opts.connectionTimeoutMillis }),
    // Awaited by the pool before it hands the new connection out, so it precedes every query.
    onConnect: async (client) => {
      await client.query(SESSION_SETTINGS_SQL);
    },
  });
  // An idle client dropped by the server must not crash the process.
  pool.on('error', (err) => console.error('[db] idle client error:', err.message));
  return pool;
}

export function toResult<T>(r: pg.QueryResult): QueryResult<T> {
  return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
}

export async function openPostgresDb(url: string, opts: { max?: number | undefined } = {}): Promise<Db> {
  const pool = createPgPool(url, opts);

  // LISTEN needs one long-lived session; pooled clients come and go. When it drops (a server
  // restart, a failover, a network cut) it is opened again, and since whatever changed meanwhile
  // was announced to nobody, every subscriber then hears an empty payload: "anything may have
  // changed". Without this, caches would silently stop hearing about writes.
  const subscribers = new Map<string, Set<NotificationListener>>();
  /** The session, open or opening; `live` once it listens. */
  let session: Promise<pg.Client> | null = null;
  let live: pg.Client | null = null;
  /** A session was lost: the next one to open reports the gap. */
  let missed = false;
  let closed = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryMs = LISTEN_RETRY_MS.first;

  const tellEveryone = (payload: string) => {
    for (const set of subscribers.values()) for (const cb of set) cb(payload);
  };

  async function openSession(): Promise<pg.Client> {
    // keepAlive: a half-open connection (a cut network) is noticed, not listened on for ever.
    const client = new pg.Client({ connectionString: url, types: customTypes, keepAlive: true });
    client.on('notification', (msg) => {
      if (closed || (live !== null && live !== client)) return;
      for (const cb of subscribers.get(msg.channel) ?? []) cb(msg.payload ?? '');
    });
    client.on('error', (err) => {
      // A dropped connection reports an error and then its end: one log line is enough.
      if (client === live) logError('database LISTEN session failed', err);
      lost(client);
    });
    client.on('end', () => lost(client));
    try {
      await client.connect();
      // An operator's idle_session_timeout would otherwise drop this quiet session, and empty
      // every cache, at each interval. Servers before PostgreSQL 14 do not know the setting.
      await client.query('SET idle_session_timeout = 0').catch(() => undefined);
      for (const channel of subscribers.keys()) await client.query(`LISTEN ${channel}`);
      if (closed) throw new Error('The database was closed while its LISTEN session opened');
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    live = client;
    if (missed) {
      missed = false;
      retryMs = LISTEN_RETRY_MS.first;
      logInfo('database LISTEN session back', { channels: [...subscribers.keys()] });
      tellEveryone('');
    }
    return client;
  }

  /**
   * pg runs one statement at a time on a client and deprecates queueing one behind another
   * (pg 9 refuses it): LISTEN and UNLISTEN asked for at once, as at start-up, wait their turn.
   */
  let commands: Promise<unknown> = Promise.resolve();
  function command(client: pg.Client, sql: string): Promise<void> {
    const run = commands.then(() => client.query(sql)).then(() => undefined);
    commands = run.catch(() => undefined);
    return run;
  }

  function listenerClient(): Promise<pg.Client> {
    session ??= openSession().catch((err: unknown) => {
      session = null;
      throw err;
    });
    return session;
  }

  function lost(client: pg.Client): void {
    if (client !== live) return;
    live = null;
    session = null;
    missed = true;
    void client.end().catch(() => undefined);
    if (!closed) reconnectLater();
  }

  function reconnectLater(): void {
    if (retryTimer || closed || subscribers.size === 0) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      // A listen() call may have opened one meanwhile.
      if (live || closed) return;
      listenerClient().catch((err: unknown) => {
        retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MS.last);
        logError('database LISTEN session not back yet', err, { retryInMs: retryMs });
        reconnectLater();
      });
    }, retryMs);
    retryTimer.unref();
  }

  const clientDb = (client: pg.PoolClient): Db =>
    transactionDb({
      engine: 'postgres',
      async query<T>(sql: string, params?: unknown[]) {
        return toResult<T>(await client.query(sql, params));
      },
      async exec(sql: string) {
        await client.query(sql);
      },
      listen: (channel, cb) => db.listen(channel, cb),
      async notify(channel: string, payload: string) {
        await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
      },
    });

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
      if (closed) throw new Error('The database is closed');
      let set = subscribers.get(channel);
      const first = !set;
      if (!set) {
        set = new Set();
        subscribers.set(channel, set);
      }
      set.add(cb);
      try {
        // A session opened from here on LISTENs to every subscribed channel, this one included.
        const client = await listenerClient();
        if (first) await command(client, `LISTEN ${channel}`);
      } catch (err) {
        set.delete(cb);
        if (set.size === 0) subscribers.delete(channel);
        throw err;
      }
      return async () => {
        const current = subscribers.get(channel);
        if (!current) return;
        current.delete(cb);
        if (current.size === 0) {
          subscribers.delete(channel);
          if (live) await command(live, `UNLISTEN ${channel}`).catch(() => undefined);
        }
      };
    },
    async notify(channel: string, payload: string) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      // A session still opening finishes (or fails) first, then goes too.
      const pending = session;
      live = null;
      session = null;
      const client = await pending?.catch(() => null);
      await client?.end().catch(() => undefined);
      await pool.end();
    },
  };

  // Fail fast on a bad URL rather than at the first request.
  await pool.query('SELECT 1');
  return db;
}
