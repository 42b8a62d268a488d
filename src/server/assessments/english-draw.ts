import { CEFR_LEVELS, ENGLISH_SKILLS, type EnglishItem } from './bank-types';
import { ENGLISH_RULES } from './assessment-rules';

/** A random number in [0, 1): injectable so tests can fix the draw. */
export type Random = () => number;

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * One attempt's items: the same number from every skill × level cell of the bank (so every
 * candidate meets every skill at every level), ordered from easy to hard, skills mixed within
 * a level. Returns item keys in the order they are asked.
 */
export function drawEnglishItems(
  bank: readonly EnglishItem[],
  random: Random = Math.random,
  perCell: number = ENGLISH_RULES.perCell,
): string[] {
  return CEFR_LEVELS.flatMap((level) => {
    const picked = ENGLISH_SKILLS.flatMap((skill) => {
      const cell = bank.filter((item) => item.level === level && item.skill === skill);
      if (cell.length < perCell) throw new Error(`The bank has ${cell.length} ${skill} items at ${level}, fewer than ${perCell}`);
      return shuffled(cell, random).slice(0, perCell);
    });
    return shuffled(picked, random).map((item) => item.key);
  });
}
