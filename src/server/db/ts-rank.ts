/**
 * PostgreSQL's ts_rank(vector, query) with the default weights and no normalisation,
 * computed the way PostgreSQL computes it (single-precision steps where its C code uses
 * float, double where it uses double), so that the in-memory index orders relevance ties
 * exactly as the SQL search does. Behaviour follows src/backend/utils/adt/tsrank.c
 * (calc_rank, calc_rank_or, calc_rank_and); the code is ours.
 */
const f = Math.fround;

/** D, C, B, A (the weight code is the index). */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1.0)] as const;
const MAX_ENTRY_POS = 1 << 14;

/** Positions as PostgreSQL packs them (pos << 2 | weight); an empty list is a lexeme stored without positions. */
export type Positions = ArrayLike<number>;

const weightOf = (packed: number) => WEIGHTS[packed & 3] as number;
const posOf = (packed: number) => packed >> 2;

function computeWordDistance(w: number): number {
  if (w > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(f(w) / 1.5 - 2)));
}

/** Distances 0..101 looked up (every longer one weighs the same); exp was most of an "and" rank's time. */
const WORD_DISTANCE = Float64Array.from({ length: 102 }, (_, w) => computeWordDistance(w));
const wordDistance = (w: number) => (w <= 101 ? (WORD_DISTANCE[w] as number) : (WORD_DISTANCE[101] as number));

/**
 * `entries[i]` holds, for the i-th distinct operand of the query in PostgreSQL's operand
 * order (see rankOperandOrder), the position lists of the document's lexemes it matches,
 * in the vector's lexeme order (several for a prefix, none when absent).
 */
export function tsRank(isAnd: boolean, entries: readonly (readonly Positions[])[]): number {
  let res = isAnd && entries.length >= 2 ? rankAnd(entries) : rankOr(entries);
  if (res < 0) res = f(1e-20);
  return res;
}

function rankOr(entries: readonly (readonly Positions[])[]): number {
  let res = 0;
  for (const found of entries) for (const positions of found) res = orRankStep(res, positions, 0, positions.length);
  return finishOrRank(res, entries.length);
}

/** calc_rank_or's figure for one matching lexeme (positions[start, end)), added to `res`. */
export function orRankStep(res: number, positions: Positions, start: number, end: number): number {
  let resj = 0;
  let wjm = -1;
  let jm = 0;
  const bare = end === start;
  const n = bare ? 1 : end - start;
  for (let j = 0; j < n; j++) {
    // Without positions PostgreSQL uses one position 0 of weight D.
    const w = bare ? (WEIGHTS[0] as number) : weightOf(positions[start + j] as number);
    resj = f(resj + f(w / ((j + 1) * (j + 1))));
    if (w > wjm) {
      wjm = w;
      jm = j;
    }
  }
  const inner = f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1))));
  return f(res + inner / 1.64493406685);
}

/** The "or" rank from its sum over `operandCount` distinct operands (calc_rank then lifts a negative). */
export function finishOrRank(sum: number, operandCount: number): number {
  const res = operandCount > 0 ? f(sum / operandCount) : sum;
  return res < 0 ? f(1e-20) : res;
}

/** Lexemes stored without positions stand at the last position with weight D, and count at distance 0. */
const NO_POSITIONS = [((MAX_ENTRY_POS - 1) << 2) | 0];

function rankAnd(entries: readonly (readonly Positions[])[]): number {
  let res = -1;
  // The last entry seen per operand, as PostgreSQL keeps it (pos[k] is overwritten per entry).
  const last: (Positions | null)[] = entries.map(() => null);
  const bare: boolean[] = entries.map(() => false);
  for (let i = 0; i < entries.length; i++) {
    for (const stored of entries[i] as readonly Positions[]) {
      const isBare = stored.length === 0;
      const post = isBare ? NO_POSITIONS : stored;
      last[i] = post;
      bare[i] = isBare;
      for (let k = 0; k < i; k++) {
        const ct = last[k];
        if (!ct) continue;
        for (let l = 0; l < post.length; l++) {
          for (let p = 0; p < ct.length; p++) {
            let dist = Math.abs(posOf(post[l] as number) - posOf(ct[p] as number));
            if (dist || isBare || bare[k]) {
              if (!dist) dist = MAX_ENTRY_POS;
              const curw = f(Math.sqrt(f(f(weightOf(post[l] as number) * weightOf(ct[p] as number)) * wordDistance(dist))));
              res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
            }
          }
        }
      }
    }
  }
  return res;
}

const utf8 = (s: string) => Buffer.from(s, 'utf8');

/** PostgreSQL's lexeme order (tsCompareString: bytes, then length). */
export function compareLexemes(a: string, b: string): number {
  return Buffer.compare(utf8(a), utf8(b));
}

/**
 * The query's distinct operands in the order ts_rank visits them (sorted by lexeme,
 * duplicates dropped), or null when two operands share a lexeme but not the prefix flag:
 * PostgreSQL keeps one of them arbitrarily, so such a query is left to SQL.
 */
export function rankOperandOrder(terms: readonly { lexeme: string; prefix: boolean }[]): { lexeme: string; prefix: boolean }[] | null {
  const sorted = [...terms].sort((a, b) => compareLexemes(a.lexeme, b.lexeme));
  const out: { lexeme: string; prefix: boolean }[] = [];
  for (const t of sorted) {
    const prev = out.at(-1);
    if (prev && prev.lexeme === t.lexeme) {
      if (prev.prefix !== t.prefix) return null;
      continue;
    }
    out.push(t);
  }
  return out;
}
