/**
 * Multi-row inserts through unnest(): one statement and one round trip per batch, with
 * every value still a bind parameter. Table and column names come from seed code only.
 */
import type { Db } from '../db/db.js';

export type PgArrayType = 'text' | 'int4' | 'int8' | 'bool' | 'jsonb' | 'timestamptz' | 'date' | 'int2' | 'text[]';

/** An array literal for a text[] value: unnest() cannot take an array of arrays of varying length. */
function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

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
      if (v === undefined || v === null) return null;
      // jsonb[] elements travel as JSON text, text[] values as array literals (cast back below).
      if (columns[n] === 'jsonb') return JSON.stringify(v);
      return columns[n] === 'text[]' ? textArrayLiteral(v as string[]) : v;
    }),
  );
  const unnest = names.map((n, i) => `$${i + 1}::${columns[n] === 'text[]' ? 'text' : columns[n]}[]`).join(', ');
  const select = names.map((n, i) => (columns[n] === 'text[]' ? `c${i}::text[]` : `c${i}`)).join(', ');
  const sql =
    `INSERT INTO ${table} (${names.join(', ')}) SELECT ${select} FROM unnest(${unnest}) AS u(${names.map((_, i) => `c${i}`).join(', ')})` +
    (returning ? ` RETURNING ${returning}` : '');
  const { rows: out } = await db.query<R>(sql, arrays);
  return out;
}

export function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
