/**
 * The one seam between the app and its database. Everything above this file speaks
 * PostgreSQL SQL through `Db`; whether that runs in-process (PGlite) or on a server
 * (pg Pool) is decided once, in open-db.ts, from configuration.
 */

export type Engine = 'pglite' | 'postgres';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export type NotificationListener = (payload: string) => void;

export interface Db {
  readonly engine: Engine;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations, maintenance). */
  exec(sql: string): Promise<void>;
  /** Nested calls use savepoints, so repositories can compose without knowing the caller. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, cb: NotificationListener): Promise<() => Promise<void>>;
  /** Inside a transaction the notification is delivered at commit, as in PostgreSQL. */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL_PATTERN = /^[a-z_][a-z0-9_]{0,62}$/;

/** LISTEN cannot take a bind parameter, so channel names are restricted to safe identifiers. */
export function assertChannelName(channel: string): void {
  if (!CHANNEL_PATTERN.test(channel)) {
    throw new Error(`Invalid notification channel name: ${JSON.stringify(channel)}`);
  }
}
