import { CEFR_LEVELS, ENGLISH_SKILLS, type CefrLevel, type EnglishItem, type EnglishSkill } from './bank-types';
import { LEVEL_PASS_SHARE } from './assessment-rules';

interface Tally {
  readonly correct: number;
  readonly total: number;
}

export interface EnglishScore {
  /** Right answers out of all items drawn, 0–100 (an unanswered item counts as wrong). */
  readonly score: number;
  readonly correct: number;
  readonly answered: number;
  readonly total: number;
  readonly level: CefrLevel;
  readonly skills: Readonly<Record<EnglishSkill, Tally>>;
  readonly levels: Readonly<Record<CefrLevel, Tally>>;
}

const percent = (tally: Tally) => (tally.total === 0 ? 0 : Math.round((100 * tally.correct) / tally.total));

/**
 * Scores an attempt's items against the answers given. The indicative level is the highest
 * level reached with every level below it reached too (LEVEL_PASS_SHARE of its items right):
 * lucky guesses at C1 do not lift someone who missed most of B1. Below A1 still reads as A1.
 */
export function scoreEnglish(items: readonly EnglishItem[], answers: ReadonlyMap<string, string>): EnglishScore {
  const count = (filter: (item: EnglishItem) => boolean): Tally => {
    const chosen = items.filter(filter);
    return { correct: chosen.filter((item) => answers.get(item.key) === item.answer).length, total: chosen.length };
  };
  const skills = Object.fromEntries(ENGLISH_SKILLS.map((skill) => [skill, count((item) => item.skill === skill)])) as Record<
    EnglishSkill,
    Tally
  >;
  const levels = Object.fromEntries(CEFR_LEVELS.map((level) => [level, count((item) => item.level === level)])) as Record<CefrLevel, Tally>;
  const all = count(() => true);
  let level: CefrLevel = 'A1';
  for (const candidate of CEFR_LEVELS) {
    const tally = levels[candidate];
    if (tally.total === 0 || tally.correct < tally.total * LEVEL_PASS_SHARE) break;
    level = candidate;
  }
  const answered = items.filter((item) => answers.has(item.key)).length;
  return { score: percent(all), correct: all.correct, answered, total: all.total, level, skills, levels };
}

/** Per-skill percentages, as stored in assessment_results.traits and shown on profiles. */
export function skillPercents(score: EnglishScore): Record<EnglishSkill, number> {
  return Object.fromEntries(ENGLISH_SKILLS.map((skill) => [skill, percent(score.skills[skill])])) as Record<EnglishSkill, number>;
}
