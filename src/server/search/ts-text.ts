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

/** Weight letters as PostgreSQL stores them: D (no letter) 0, C 1, B 2, A 3. */
const WEIGHT_CODE: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

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
  let i = 0;
  while (i < text.length) {
    if (text[i] === ' ') {
      i += 1;
      continue;
    }
    const [lexeme, after] = readQuoted(text, i);
    i = after;
    const positions: number[] = [];
    if (text[i] === ':') {
      i += 1;
      for (;;) {
        let n = 0;
        while (i < text.length && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) n = n * 10 + text.charCodeAt(i++) - 48;
        const weight = WEIGHT_CODE[text[i] ?? ''];
        if (weight !== undefined) i += 1;
        positions.push((n << 2) | (weight ?? 0));
        if (text[i] !== ',') break;
        i += 1;
      }
    }
    entries.push({ lexeme, positions });
  }
  return entries;
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
