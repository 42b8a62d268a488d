/**
 * The search for what an erased account left behind: every column of every table in every
 * schema (the site's, pg-boss's, and any table added later, found in the catalog rather than
 * listed here), for the account's email, name and file keys as text, and for its id where a
 * column or a JSON field names a user; and the storage, for each file key. The erasure tests
 * (vitest and e2e, through a test page) run it after deleting a busy account.
 */
import type { Db } from '../db/db';
import type { FileStorage } from '../storage/file-storage';

export interface AccountFingerprint {
  readonly id: number;
  readonly email: string;
  readonly name: string;
  /** Every stored object the account had (profile files, application copies, exports, review photos). */
  readonly fileKeys: readonly string[];
}

export interface Leftover {
  /** schema.table.column, or "storage" for an object still stored. */
  readonly where: string;
  /** What was found there: "id", "email", "name" or "file key". */
  readonly what: string;
  readonly value: string;
}

interface Column {
  schema: string;
  table: string;
  column: string;
  type: string;
  refersToUsers: boolean;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Columns whose number is a user's id by name, when no foreign key says so (a job's data, a log). */
const USER_ID_COLUMN = /^(user_id|candidate_id|account_id|author_user_id|changed_by|owner_id)$|_user_id$/;
const INTEGER_TYPES = new Set(['int2', 'int4', 'int8', 'numeric']);
const NON_TEXT_TYPES = new Set([
  'bool',
  'int2',
  'int4',
  'int8',
  'numeric',
  'float4',
  'float8',
  'date',
  'timestamp',
  'timestamptz',
  'interval',
  'uuid',
  'oid',
  'xid',
  'xid8',
  'bytea',
  'tsvector',
  'time',
]);

async function columns(db: Db): Promise<Column[]> {
  const { rows } = await db.query<{ schema: string; table: string; column: string; type: string; refers: boolean }>(
    `SELECT n.nspname AS schema, c.relname AS table, a.attname AS column, t.typname AS type,
            EXISTS (SELECT 1 FROM pg_constraint f WHERE f.contype = 'f' AND f.conrelid = c.oid AND a.attnum = ANY (f.conkey)
                      AND f.confrelid = 'public.users'::regclass) AS refers
     FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
     JOIN pg_type t ON t.oid = a.atttypid
     WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
       AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%' AND n.nspname NOT LIKE 'pg_temp%'
     ORDER BY 1, 2, a.attnum`,
  );
  return rows.map((r) => ({ schema: r.schema, table: r.table, column: r.column, type: r.type, refersToUsers: r.refers }));
}

/** Leftovers of the account in the database and the storage; empty when the erasure reached every copy. */
export async function searchLeftovers(db: Db, storage: FileStorage | null, account: AccountFingerprint): Promise<Leftover[]> {
  const found: Leftover[] = [];
  const needles: { what: string; value: string }[] = [
    { what: 'email', value: account.email.toLowerCase() },
    { what: 'name', value: account.name.toLowerCase() },
    ...account.fileKeys.map((key) => ({ what: 'file key', value: key.toLowerCase() })),
  ];
  // A JSON field or a text naming the user by id: "userId": 12, "user_id":"12", …
  const idPattern = `"(user_?id|candidate_?id|account_?id)"\\s*:\\s*"?${account.id}([^0-9]|$)`;
  for (const col of await columns(db)) {
    const where = `${col.schema}.${col.table}.${col.column}`;
    const target = `${ident(col.schema)}.${ident(col.table)}`;
    const value = `${ident(col.column)}`;
    if (INTEGER_TYPES.has(col.type)) {
      const isUserId =
        col.refersToUsers || USER_ID_COLUMN.test(col.column) || (col.schema === 'public' && col.table === 'users' && col.column === 'id');
      if (!isUserId) continue;
      const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${target} WHERE ${value} = $1`, [account.id]);
      if (Number(rows[0]!.n) > 0) found.push({ where, what: 'id', value: String(account.id) });
      continue;
    }
    if (NON_TEXT_TYPES.has(col.type)) continue;
    const { rows } = await db.query<{ text: string }>(
      `SELECT lower(${value}::text) AS text FROM ${target}
       WHERE ${value} IS NOT NULL
         AND (lower(${value}::text) ~ $2 OR EXISTS (SELECT 1 FROM unnest($1::text[]) AS needle WHERE strpos(lower(${value}::text), needle) > 0))`,
      [needles.map((n) => n.value), idPattern],
    );
    for (const row of rows) {
      for (const needle of needles) if (row.text.includes(needle.value)) found.push({ where, what: needle.what, value: needle.value });
      if (new RegExp(idPattern).test(row.text)) found.push({ where, what: 'id', value: String(account.id) });
    }
  }
  if (storage) {
    for (const key of account.fileKeys) if (await storage.head(key)) found.push({ where: 'storage', what: 'file key', value: key });
  }
  return dedupe(found);
}

function dedupe(list: readonly Leftover[]): Leftover[] {
  const seen = new Map<string, Leftover>();
  for (const item of list) seen.set(`${item.where}\u0000${item.what}\u0000${item.value}`, item);
  return [...seen.values()];
}
