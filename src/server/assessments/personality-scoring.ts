import { BIG_FIVE, type BigFiveFactor, type PersonalityStatement } from './bank-types';

export type Band = 'low' | 'average' | 'high';

export interface FactorScore {
  /** Sum over the factor's statements after reversing, 10–50 for ten statements. */
  readonly raw: number;
  /** raw rescaled to 0–100 (the lowest possible sum is 0, the highest 100). */
  readonly percent: number;
  readonly band: Band;
}

/** Bands on the 0–100 scale: below 35 low, above 65 high. */
export function bandOf(percent: number): Band {
  return percent < 35 ? 'low' : percent > 65 ? 'high' : 'average';
}

/**
 * Scores a complete answer sheet (answers '1'–'5' keyed by statement); reverse-keyed
 * statements count 6 − answer. Returns null while any statement is unanswered: a factor
 * from part of its statements would not be comparable.
 */
export function scorePersonality(
  statements: readonly PersonalityStatement[],
  answers: ReadonlyMap<string, string>,
): Record<BigFiveFactor, FactorScore> | null {
  const values = new Map<string, number>();
  for (const statement of statements) {
    const value = Number(answers.get(statement.key));
    if (!Number.isInteger(value) || value < 1 || value > 5) return null;
    values.set(statement.key, statement.reverse ? 6 - value : value);
  }
  return Object.fromEntries(
    BIG_FIVE.map((factor) => {
      const own = statements.filter((statement) => statement.factor === factor);
      const raw = own.reduce((sum, statement) => sum + (values.get(statement.key) ?? 0), 0);
      const percent = own.length === 0 ? 0 : Math.round((100 * (raw - own.length)) / (4 * own.length));
      return [factor, { raw, percent, band: bandOf(percent) }];
    }),
  ) as Record<BigFiveFactor, FactorScore>;
}
