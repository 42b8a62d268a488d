/**
 * The parsed form of each search's keywords, as PostgreSQL's own to_tsquery reads them (the
 * in-memory index ranks with it). Asked once per distinct text: bounded by `lru-cache`, least
 * recently used first out, so the keywords people keep typing stay while one-off texts go.
 */
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/db.js';
import { parseTsQuery, type QueryNode } from './ts-text.js';

export function createTsQueryMemo(db: Db, max: number): (text: string) => Promise<QueryNode | null> {
  // lru-cache stores no null: a text that parses to nothing is kept as { node: null }.
  const memo = new LRUCache<string, { node: QueryNode | null }>({ max });
  return async (text) => {
    const hit = memo.get(text);
    if (hit) return hit.node;
    const { rows } = await db.query<{ q: string }>(`SELECT to_tsquery('simple', $1)::text AS q`, [text]);
    const node = parseTsQuery(rows[0]?.q ?? '');
    memo.set(text, { node });
    return node;
  };
}
