/**
 * The message protocol between a process or thread that owns the database (PGlite can only
 * be opened once) and the request threads that use it. Values travel by structured clone,
 * so Date, bigint and nested JSON survive unchanged.
 */
export type DbRequest =
  | { readonly id: number; readonly op: 'query'; readonly sql: string; readonly params?: unknown[]; readonly tx?: number }
  | { readonly id: number; readonly op: 'exec'; readonly sql: string; readonly tx?: number }
  | { readonly id: number; readonly op: 'begin' }
  | { readonly id: number; readonly op: 'commit' | 'rollback'; readonly tx: number }
  | { readonly id: number; readonly op: 'listen' | 'unlisten'; readonly channel: string }
  | { readonly id: number; readonly op: 'notify'; readonly channel: string; readonly payload: string; readonly tx?: number };

export interface SerializedError {
  readonly message: string;
  readonly name?: string;
  /** PostgreSQL error fields callers branch on (23505 unique violation, constraint names…). */
  readonly code?: string;
  readonly detail?: string;
  readonly constraint?: string;
  readonly table?: string;
  readonly column?: string;
  readonly severity?: string;
}

export type DbResponse =
  | { readonly id: number; readonly ok: true; readonly result?: unknown }
  | { readonly id: number; readonly ok: false; readonly error: SerializedError };

export interface DbNotification {
  readonly event: 'notification';
  readonly channel: string;
  readonly payload: string;
}

export type HostMessage = DbResponse | DbNotification;

/** A two-way pipe: a worker_threads port, a cluster IPC channel, or anything with the same shape. */
export interface Transport<Out, In> {
  send(message: Out): void;
  onMessage(listener: (message: In) => void): void;
  /** The other end is gone for good (thread exited, IPC channel closed): no answer will come. */
  onClose?(listener: (error: Error) => void): void;
}

const PG_FIELDS = ['code', 'detail', 'constraint', 'table', 'column', 'severity'] as const;

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error) };
  const source = error as Error & Partial<Record<(typeof PG_FIELDS)[number], string>>;
  const fields = Object.fromEntries(PG_FIELDS.filter((field) => typeof source[field] === 'string').map((field) => [field, source[field]]));
  return { message: error.message, name: error.name, ...fields };
}

export function deserializeError(error: SerializedError): Error {
  const result = new Error(error.message) as Error & Record<string, unknown>;
  if (error.name) result.name = error.name;
  for (const field of PG_FIELDS) if (error[field] !== undefined) result[field] = error[field];
  return result;
}

export function isNotification(message: HostMessage): message is DbNotification {
  return (message as DbNotification).event === 'notification';
}
