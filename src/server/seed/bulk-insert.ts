/**
 * Multi-row inserts through unnest(): one statement and one round trip per batch, with
 * every value still a bind parameter. Table and column names come from seed code only.
 */
import type { Db } from '../db/db.js';

export type PgArrayType = 'text' | 'int4' | 'int8' | 'bool' | 'jsonb' | 'timestamptz' | 'date' | 'int2';

export async function bulkInsert<R = Record<string, unknown>>(
  db: Db,
  table: string,
  columns: Record<string, PgArrayType>,
  rows: Record<string, unknown>[],
  returning?: string,
): Promise<R[]> {
  if (rows.length === 0) return [];
  const names = Object.keys(columns);
  const arrays = names.map((n) =>
    rows.map((r) => {
      const v = r[n];
      if (v === undefined) return null;
      // jsonb[] elements travel as JSON text.
      return columns[n] === 'jsonb' && v !== null ? JSON.stringify(v) : v;
    }),
  );
  const unnest = names.map((n, i) => `$${i + 1}::${columns[n]}[]`).join(', ');
  const sql =
    `INSERT INTO ${table} (${names.join(', ')}) SELECT * FROM unnest(${unnest})` +
    (returning ? ` RETURNING ${returning}` : '');
  const { rows: out } = await db.query<R>(sql, arrays);
  return out;
}

export function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
