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
  return isAnd && entries.length >= 2 ? finishAndRank(rankAnd(entries)) : rankOr(entries);
}

/** calc_rank's last step for the "and" form: no pair found is a negative, lifted to 1e-20. */
export function finishAndRank(res: number): number {
  return res < 0 ? f(1e-20) : res;
}

function rankOr(entries: readonly (readonly Positions[])[]): number {
  let res = 0;
  for (const found of entries) for (const positions of found) res = orRankStep(res, positions, 0, positions.length);
  return finishOrRank(res, entries.length);
}

/** calc_rank_or's figure for one matching lexeme (positions[start, end)), added to `res`. */
function orRankStep(res: number, positions: Positions, start: number, end: number): number {
  return f(res + orFigure(positions, start, end));
}

/** What orRankStep adds before rounding: a function of the positions' weights alone (not of where they stand). */
export function orFigure(positions: Positions, start: number, end: number): number {
  let resj = 0;
  let wjm = -1;
  let jm = 0;
  const bare = end === start;
  const n = bare ? 1 : end - start;
  for (let j = 0; j < n; j++) {
    // Without positions PostgreSQL uses one position 0 of weight D.
    const w = bare ? WEIGHTS[0] : weightOf(positions[start + j] as number);
    resj = f(resj + f(w / ((j + 1) * (j + 1))));
    if (w > wjm) {
      wjm = w;
      jm = j;
    }
  }
  const inner = f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1))));
  return inner / 1.64493406685;
}

/**
 * orFigure of every list of 1 to 3 positions, by count and weights: OR_FIGURES[OR_FIGURE_BASE[n] + key],
 * key holding the i-th weight in bits 2i and 2i + 1. 96% of postings hold 1 to 3 positions, so a
 * broad keyword's ranks are mostly looked up.
 */
export const OR_FIGURE_BASE = [0, 0, 4, 20] as const;
export const OR_FIGURES = Float64Array.from({ length: 84 }, (_, i) => {
  const count = i < 4 ? 1 : i < 20 ? 2 : 3;
  const key = i - (OR_FIGURE_BASE[count] as number);
  const positions = Array.from({ length: count }, (_, j) => (key >> (2 * j)) & 3);
  return orFigure(positions, 0, count);
});

/** The "or" rank from its sum over `operandCount` distinct operands (calc_rank then lifts a negative). */
export function finishOrRank(sum: number, operandCount: number): number {
  const res = operandCount > 0 ? f(sum / operandCount) : sum;
  return res < 0 ? f(1e-20) : res;
}

/** Lexemes stored without positions stand at the last position with weight D, and count at distance 0. */
const NO_POSITIONS = [((MAX_ENTRY_POS - 1) << 2) | 0];

/**
 * A document's matching lexemes, per operand, as linked lists over flat arrays, so that
 * ranking thousands of documents allocates nothing per document. Entry e's positions are
 * source[e] from start[e] to end[e] (start = end: stored without positions).
 */
export interface RankEntries {
  /** First entry of operand k at head[headBase + k], -1 for none. */
  head: Int32Array;
  next: Int32Array;
  source: Positions[];
  start: Int32Array;
  end: Int32Array;
}

/** calc_rank_and over `operands` operands; `last` is scratch of at least that length. */
export function rankAndEntries(operands: number, headBase: number, e: RankEntries, last: Int32Array): number {
  let res = -1;
  // The last entry seen per operand, as PostgreSQL keeps it (pos[k] is overwritten per entry).
  last.fill(-1, 0, operands);
  for (let i = 0; i < operands; i++) {
    for (let x = e.head[headBase + i] as number; x !== -1; x = e.next[x] as number) {
      last[i] = x;
      const xBare = e.start[x] === e.end[x];
      const post = xBare ? NO_POSITIONS : (e.source[x] as Positions);
      const l0 = xBare ? 0 : (e.start[x] as number);
      const l1 = xBare ? 1 : (e.end[x] as number);
      for (let k = 0; k < i; k++) {
        const y = last[k] as number;
        if (y === -1) continue;
        const yBare = e.start[y] === e.end[y];
        const ct = yBare ? NO_POSITIONS : (e.source[y] as Positions);
        const p0 = yBare ? 0 : (e.start[y] as number);
        const p1 = yBare ? 1 : (e.end[y] as number);
        res = addPairs(res, post, l0, l1, xBare, ct, p0, p1, yBare);
      }
    }
  }
  return res;
}

/** calc_rank_and's step for one entry (post[l0, l1)) against an earlier operand's last entry (ct[p0, p1)). */
function addPairs(
  res: number,
  post: Positions,
  l0: number,
  l1: number,
  xBare: boolean,
  ct: Positions,
  p0: number,
  p1: number,
  yBare: boolean,
): number {
  for (let l = l0; l < l1; l++) {
    for (let p = p0; p < p1; p++) {
      let dist = Math.abs(posOf(post[l] as number) - posOf(ct[p] as number));
      if (dist || xBare || yBare) {
        if (!dist) dist = MAX_ENTRY_POS;
        const curw = f(Math.sqrt(f(f(weightOf(post[l] as number) * weightOf(ct[p] as number)) * wordDistance(dist))));
        res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
      }
    }
  }
  return res;
}

/**
 * rankAndEntries for two operands of one entry each (two plain words: a document holds a lexeme
 * once), without the linked lists: the first operand's positions are a[a0, a1), the second's
 * b[b0, b1) (start = end: stored without positions); -1 when either is absent, as there.
 */
export function rankAndPair(a: Positions, a0: number, a1: number, b: Positions, b0: number, b1: number): number {
  if (a0 < 0 || b0 < 0) return -1;
  const aBare = a0 === a1;
  const bBare = b0 === b1;
  return addPairs(
    -1,
    bBare ? NO_POSITIONS : b,
    bBare ? 0 : b0,
    bBare ? 1 : b1,
    bBare,
    aBare ? NO_POSITIONS : a,
    aBare ? 0 : a0,
    aBare ? 1 : a1,
    aBare,
  );
}

function rankAnd(entries: readonly (readonly Positions[])[]): number {
  const total = entries.reduce((n, found) => n + found.length, 0);
  const e: RankEntries = {
    head: new Int32Array(entries.length).fill(-1),
    next: new Int32Array(total).fill(-1),
    source: [],
    start: new Int32Array(total),
    end: new Int32Array(total),
  };
  let x = 0;
  entries.forEach((found, k) => {
    let prev = -1;
    for (const positions of found) {
      e.source[x] = positions;
      e.end[x] = positions.length;
      if (prev === -1) e.head[k] = x;
      else e.next[prev] = x;
      prev = x++;
    }
  });
  return rankAndEntries(entries.length, 0, e, new Int32Array(entries.length));
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
