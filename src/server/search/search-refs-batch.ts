/**
 * The ids many saved searches' slugs and keywords stand for, resolved together: what
 * resolveSearchRefs (job-search.ts) answers for one search, with one statement per kind of
 * reference for a whole batch instead of one or two round trips per search. Each answer is
 * kept for the resolver's life (a round), so the next batch asks only for what is new.
 */
import type { Db } from '../db/db.js';
import { keywordParts, MAX_PREFIX_EXPANSION, prefixUpperBound } from './keyword-query.js';
import type { JobSearchParams } from './search-params.js';
import type { ResolvedRefs } from './sql-search.js';

type Location = { id: number; kind: 'city' | 'province' };

export interface SearchRefsResolver {
  /** `db` is the caller's (its transaction's): the answers are the same through any connection. */
  resolve(db: Db, searches: readonly JobSearchParams[]): Promise<ResolvedRefs[]>;
}

/** Slugs not yet looked up, each once. */
function missing(values: (string | null | undefined)[], known: Map<string, unknown>): string[] {
  return [...new Set(values.filter((v): v is string => !!v && !known.has(v)))];
}

export function searchRefsResolver(): SearchRefsResolver {
  const locations = new Map<string, Location | null>();
  const categories = new Map<string, number | null>();
  const companies = new Map<string, number | null>();
  // A prefix's lexemes, or null where there are too many to list (the :* form is searched).
  const prefixes = new Map<string, string[] | null>();

  async function lookUp<T>(
    db: Db,
    slugs: string[],
    known: Map<string, T | null>,
    sql: string,
    value: (row: Record<string, unknown>) => T,
  ): Promise<void> {
    if (slugs.length === 0) return;
    const { rows } = await db.query<Record<string, unknown>>(sql, [slugs]);
    for (const slug of slugs) known.set(slug, null);
    for (const row of rows) known.set(String(row.slug), value(row));
  }

  async function lookUpPrefixes(db: Db, wanted: string[]): Promise<void> {
    if (wanted.length === 0) return;
    // The same range and limit as resolvePrefix (job-search.ts), for every prefix in one statement.
    const { rows } = await db.query<{ prefix: string; lexemes: string[] }>(
      `SELECT p.prefix, ARRAY(SELECT l.lexeme FROM job_search_lexemes l WHERE l.lexeme >= p.prefix AND l.lexeme < p.upper
                               ORDER BY l.lexeme LIMIT ${MAX_PREFIX_EXPANSION + 1}) AS lexemes
       FROM unnest($1::text[], $2::text[]) AS p (prefix, upper)`,
      [wanted, wanted.map(prefixUpperBound)],
    );
    for (const row of rows) prefixes.set(row.prefix, row.lexemes.length > MAX_PREFIX_EXPANSION ? null : row.lexemes);
  }

  return {
    async resolve(db, searches) {
      const prefixOf = (p: JobSearchParams) => (p.q ? keywordParts(p.q)?.expandablePrefix : null);
      // One after another: `db` may be a transaction's one connection.
      await lookUp(
        db,
        missing(
          searches.map((p) => p.location),
          locations,
        ),
        locations,
        'SELECT slug, id, kind FROM locations WHERE slug = ANY($1::text[])',
        (r) => ({ id: Number(r.id), kind: r.kind as Location['kind'] }),
      );
      await lookUp(
        db,
        missing(
          searches.map((p) => p.category),
          categories,
        ),
        categories,
        'SELECT slug, id FROM job_categories WHERE slug = ANY($1::text[])',
        (r) => Number(r.id),
      );
      await lookUp(
        db,
        missing(
          searches.map((p) => p.company),
          companies,
        ),
        companies,
        'SELECT slug, id FROM companies WHERE slug = ANY($1::text[])',
        (r) => Number(r.id),
      );
      await lookUpPrefixes(db, missing(searches.map(prefixOf), prefixes));
      return searches.map((p) => {
        const refs: ResolvedRefs = {};
        // Unknown slugs are ignored like any other stale filter.
        const location = p.location ? locations.get(p.location) : null;
        if (location) refs.location = location;
        const categoryId = p.category ? categories.get(p.category) : null;
        if (categoryId != null) refs.categoryId = categoryId;
        const companyId = p.company ? companies.get(p.company) : null;
        if (companyId != null) refs.companyId = companyId;
        const prefix = prefixOf(p);
        const lexemes = prefix ? prefixes.get(prefix) : null;
        if (lexemes) refs.prefixLexemes = lexemes;
        return refs;
      });
    },
  };
}
