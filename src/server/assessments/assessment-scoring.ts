import type { AttemptItemRow } from '../db/repos/assessments-repo';
import type { Assessment } from './assessment-rules';
import type { EnglishItem, PersonalityStatement } from './bank-types';
import { scoreEnglish, skillPercents } from './english-scoring';
import { ENGLISH_BY_KEY } from './items/english-bank';
import { PERSONALITY_BY_KEY } from './items/personality-statements';
import { scorePersonality } from './personality-scoring';

export interface StoredScore {
  readonly score: number;
  readonly level: string | null;
  readonly traits: Record<string, number>;
}

const answersOf = (items: readonly AttemptItemRow[]) =>
  new Map(items.flatMap((item) => (item.answerKey === null ? [] : [[item.itemKey, item.answerKey] as const])));

/**
 * What an attempt's answers add up to, in the shape assessment_results keeps. English: the
 * percentage right, the CEFR level, per-skill percentages and the counts. Personality: a
 * percentage per factor (score = share of statements answered); null while incomplete.
 */
export function scoreAttempt(assessment: Assessment, items: readonly AttemptItemRow[]): StoredScore | null {
  const answers = answersOf(items);
  if (assessment === 'english') {
    const bank = items.map((item) => ENGLISH_BY_KEY.get(item.itemKey)).filter((item): item is EnglishItem => item !== undefined);
    const result = scoreEnglish(bank, answers);
    return {
      score: result.score,
      level: result.level,
      traits: { ...skillPercents(result), correct: result.correct, answered: result.answered, total: result.total },
    };
  }
  const statements = items.map((item) => PERSONALITY_BY_KEY.get(item.itemKey)).filter((s): s is PersonalityStatement => s !== undefined);
  const factors = scorePersonality(statements, answers);
  if (!factors) return null;
  return { score: 100, level: null, traits: Object.fromEntries(Object.entries(factors).map(([factor, value]) => [factor, value.percent])) };
}
