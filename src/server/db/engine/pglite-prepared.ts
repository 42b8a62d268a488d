/**
 * Reads on PGlite as named prepared statements, sent in one protocol round trip.
 *
 * PGlite's query() parses, analyses and plans every statement again, and drives the
 * extended protocol one message per call into the WebAssembly module (parse, describe,
 * bind, describe, execute, sync). For the job page's own query that was ~2.9 ms, of
 * which the execution was 0.3 ms. A statement prepared once is bound and run with a single
 * call (bind + describe + execute + sync in one buffer): ~0.8 ms. PostgreSQL keeps the
 * plan (a generic one after five runs when it costs no more than the custom plans, its
 * usual choice for prepared statements; schema changes re-plan on their own).
 *
 * Only SELECT and WITH statements take this path: they are the hot ones, and writes keep
 * PGlite's own path with its file-system sync after each statement outside a transaction.
 * Statements marked PLAN_PER_CALL (plan-per-call.ts) keep it too: with a generic plan the
 * searches ran up to twice as long ("excel" 63 -> 127 ms on the bench set).
 *
 * The statements are kept in an `lru-cache` of MAX_STATEMENTS. Closing one is a protocol
 * round trip that must run under the caller's query lock, and lru-cache's dispose hook is
 * synchronous: the hook only queues what was evicted or forgotten, and the call that caused it
 * closes those before it returns.
 */
import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import { LRUCache } from 'lru-cache';
import { PLAN_PER_CALL } from './plan-per-call.js';

/** Statements kept per database; the least recently used is closed beyond this. */
const MAX_STATEMENTS = 400;

const READ = /^\s*(select|with)\b/i;

/** "cached plan must not change result type": a table the statement reads was recreated. */
export const STALE_PLAN = '0A000';

/** A SELECT or WITH statement not marked PLAN_PER_CALL (which starts it with a comment). */
export function isPreparableRead(sql: string): boolean {
  return READ.test(sql) && !sql.startsWith(PLAN_PER_CALL);
}

function concat(parts: Uint8Array[]): Uint8Array {
  let size = 0;
  for (const part of parts) size += part.length;
  const out = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

interface Prepared {
  readonly name: string;
  /** Parameter type OIDs, as the server inferred them: they pick each value's serializer. */
  readonly paramTypes: number[];
}

export interface PreparedResult<T> {
  rows: T[];
  /** From the command tag ("SELECT 5"), as PGlite's query() reports it. */
  rowCount?: number;
  affectedRows?: number;
}

export class PreparedStatements {
  /** Evicted or forgotten statements, still open on the server until closeDropped() runs. */
  private readonly dropped: Prepared[] = [];
  private readonly statements = new LRUCache<string, Prepared>({
    max: MAX_STATEMENTS,
    dispose: (statement) => {
      this.dropped.push(statement);
    },
  });
  private sequence = 0;

  constructor(private readonly pg: PGlite) {}

  /**
   * Runs `sql` as a prepared statement. The caller holds PGlite's query lock (and, outside
   * a transaction, its transaction lock), exactly as PGlite's own query() does.
   */
  async run<T>(sql: string, params: readonly unknown[]): Promise<PreparedResult<T>> {
    // get() makes it the most recently used; the least recently used is the one evicted.
    const statement = this.statements.get(sql) ?? (await this.prepare(sql));
    const values = params.map((value, i) => this.serialize(value, statement.paramTypes[i]));
    try {
      const messages = await this.pg.execProtocolStream(
        concat([
          protocol.serialize.bind({ statement: statement.name, values }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      );
      const [result] = parse.parseResults(messages, this.pg.parsers);
      return { rows: (result?.rows ?? []) as T[], rowCount: result?.rowCount, affectedRows: result?.affectedRows };
    } catch (err) {
      // A table it reads was recreated with other columns (a reset in tests): forget it, so
      // the next call prepares it again. The caller sees the original error either way.
      if ((err as { code?: string }).code === STALE_PLAN) await this.forget(sql).catch(() => undefined);
      throw err;
    }
  }

  private async prepare(sql: string): Promise<Prepared> {
    const name = `karir_${++this.sequence}`;
    const messages = await this.pg.execProtocolStream(
      concat([protocol.serialize.parse({ name, text: sql }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]),
      { syncToFs: false },
    );
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    // Beyond MAX_STATEMENTS this evicts the least recently used, closed here.
    this.statements.set(sql, prepared);
    await this.closeDropped();
    return prepared;
  }

  private async forget(sql: string): Promise<void> {
    this.statements.delete(sql);
    await this.closeDropped();
  }

  private async closeDropped(): Promise<void> {
    for (let statement = this.dropped.shift(); statement; statement = this.dropped.shift()) {
      await this.pg.execProtocolStream(concat([protocol.serialize.close({ type: 'S', name: statement.name }), protocol.serialize.sync()]), {
        syncToFs: false,
      });
    }
  }

  /** As PGlite's query() does: the type's serializer (including ours for dates), else text. */
  private serialize(value: unknown, type: number | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serializer = type === undefined ? undefined : this.pg.serializers[type];
    return serializer ? serializer(value) : String(value);
  }
}
