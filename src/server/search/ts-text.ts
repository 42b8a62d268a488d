/**
 * Readers of PostgreSQL's text forms of tsvector and tsquery, for the in-memory keyword
 * index (memory-index.ts). Only what PostgreSQL itself prints is read: the
 * lexemes are PostgreSQL's, never re-derived from the visitor's words here.
 */

/** One lexeme of a tsvector: its positions packed as PostgreSQL's WordEntryPos (pos << 2 | weight). */
export interface VectorEntry {
  lexeme: string;
  /** Empty when the lexeme was stored without positions. */
  positions: number[];
}

/** Reads a quoted lexeme starting at `i` (at the opening quote); returns it and the index after the closing quote. */
function readQuoted(text: string, i: number): [string, number] {
  let out = '';
  let j = i + 1;
  for (;;) {
    const c = text[j];
    if (c === undefined) throw new Error('unterminated lexeme');
    if (c === '\\') {
      out += text[j + 1] ?? '';
      j += 2;
    } else if (c === "'") {
      if (text[j + 1] === "'") {
        out += "'";
        j += 2;
      } else {
        return [out, j + 1];
      }
    } else {
      out += c;
      j += 1;
    }
  }
}

/** `'excel':3,17B 'sales':1A` → entries in the order printed (PostgreSQL's sorted order). */
export function parseTsVector(text: string): VectorEntry[] {
  const entries: VectorEntry[] = [];
  readTsVector(text, (lexeme, positions, count) => entries.push({ lexeme, positions: Array.from(positions.subarray(0, count)) }));
  return entries;
}

/** Room for PostgreSQL's most positions per lexeme (256). */
const scratch = new Uint16Array(256);

/**
 * parseTsVector without an object per lexeme: `visit` gets each lexeme and its first `count`
 * positions in a buffer reused for the next one. A load reads ~60 lexemes per job, a million
 * jobs at a time, so this is most of its time.
 */
export function readTsVector(text: string, visit: (lexeme: string, positions: Uint16Array, count: number) => void): void {
  const n = text.length;
  // A backslash anywhere (an escaped character, rare) sends every lexeme of this vector the slow way.
  const plain = !text.includes('\\');
  let i = 0;
  while (i < n) {
    if (text.charCodeAt(i) === 32) {
      i += 1;
      continue;
    }
    // Most lexemes hold neither a backslash nor a doubled quote: cut them out in one slice.
    const close = text.indexOf("'", i + 1);
    let lexeme: string;
    if (plain && close > 0 && text.charCodeAt(close + 1) !== 39) {
      lexeme = text.slice(i + 1, close);
      i = close + 1;
    } else {
      [lexeme, i] = readQuoted(text, i);
    }
    let count = 0;
    if (text.charCodeAt(i) === 58) {
      i += 1;
      for (;;) {
        let pos = 0;
        let c = text.charCodeAt(i);
        while (c >= 48 && c <= 57) {
          pos = pos * 10 + c - 48;
          c = text.charCodeAt(++i);
        }
        // Weight letters as PostgreSQL stores them: D (no letter) 0, C 1, B 2, A 3.
        let weight = 0;
        if (c >= 65 && c <= 68) {
          weight = 68 - c;
          i += 1;
        }
        if (count < scratch.length) scratch[count++] = (pos << 2) | weight;
        if (text.charCodeAt(i) !== 44) break;
        i += 1;
      }
    }
    visit(lexeme, scratch, count);
  }
}

export type QueryNode = { kind: 'term'; lexeme: string; prefix: boolean } | { kind: 'and' | 'or'; left: QueryNode; right: QueryNode };

/**
 * `'software' & 'engineer':*` → a tree of and/or over terms. Null for anything else
 * PostgreSQL may print (phrase <->, negation !, weight-restricted terms, an empty query):
 * those searches are answered by SQL instead.
 */
export function parseTsQuery(text: string): QueryNode | null {
  let i = 0;
  const skip = () => {
    while (text[i] === ' ') i += 1;
  };
  const fail = (): never => {
    throw new Unsupported();
  };
  const primary = (): QueryNode => {
    skip();
    if (text[i] === '(') {
      i += 1;
      const inner = orExpr();
      skip();
      if (text[i] !== ')') fail();
      i += 1;
      return inner;
    }
    if (text[i] !== "'") fail();
    const [lexeme, after] = readQuoted(text, i);
    i = after;
    let prefix = false;
    if (text[i] === ':') {
      i += 1;
      if (text[i] !== '*') fail();
      i += 1;
      prefix = true;
      // A weight restriction ('x':*A) changes what matches: not handled here.
      if (/[A-D]/.test(text[i] ?? '')) fail();
    }
    return { kind: 'term', lexeme, prefix };
  };
  /** operand (op operand)*, left-associative; & binds tighter than |, as PostgreSQL prints it. */
  const chain = (op: '&' | '|', kind: 'and' | 'or', operand: () => QueryNode) => (): QueryNode => {
    let left = operand();
    for (;;) {
      skip();
      if (text[i] !== op) return left;
      i += 1;
      left = { kind, left, right: operand() };
    }
  };
  const andExpr = chain('&', 'and', primary);
  const orExpr = chain('|', 'or', andExpr);
  try {
    if (text.trim() === '') return null;
    const tree = orExpr();
    skip();
    return i === text.length ? tree : null;
  } catch (err) {
    if (err instanceof Unsupported) return null;
    throw err;
  }
}

class Unsupported extends Error {}

/** The operands of a query, left to right. */
export function queryTerms(node: QueryNode): { lexeme: string; prefix: boolean }[] {
  return node.kind === 'term' ? [node] : [...queryTerms(node.left), ...queryTerms(node.right)];
}
