/** The shapes of the item banks (kept in code, see items/): shared by the draw, the scoring and the pages. */

export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];

export const ENGLISH_SKILLS = ['grammar', 'vocabulary', 'reading'] as const;
export type EnglishSkill = (typeof ENGLISH_SKILLS)[number];

/** Option keys in the order shown; the stored answer is one of them. */
export const OPTION_KEYS = ['a', 'b', 'c', 'd'] as const;
type OptionKey = (typeof OPTION_KEYS)[number];

export interface EnglishItem {
  /** Stable across releases: attempts store it. */
  readonly key: string;
  readonly skill: EnglishSkill;
  readonly level: CefrLevel;
  /** Reading items: the short text the question is about. */
  readonly passage?: string;
  readonly prompt: string;
  readonly options: readonly [string, string, string, string];
  /** Server only: never rendered, never sent. */
  readonly answer: OptionKey;
}

export const BIG_FIVE = ['openness', 'conscientiousness', 'extraversion', 'agreeableness', 'stability'] as const;
export type BigFiveFactor = (typeof BIG_FIVE)[number];

export interface PersonalityStatement {
  readonly key: string;
  readonly factor: BigFiveFactor;
  /** Agreeing means *less* of the factor: scored 6 − answer. */
  readonly reverse: boolean;
  readonly text: { readonly en: string; readonly id: string };
}

/** The five-point agreement scale, 1 = strongly disagree … 5 = strongly agree. */
export const LIKERT_KEYS = ['1', '2', '3', '4', '5'] as const;
type Options = readonly [string, string, string, string];

/** Compact authoring: [key suffix, level, prompt, options, index of the right option]. */
export function englishItems(
  skill: EnglishSkill,
  rows: readonly (readonly [string, CefrLevel, string, Options, 0 | 1 | 2 | 3])[],
): EnglishItem[] {
  return rows.map(([key, level, prompt, options, right], index) => ({
    key: `${skill[0]}-${key}`,
    skill,
    level,
    prompt,
    ...rotated(options, right, index),
  }));
}

/** Reading authoring: [key suffix, level, passage, question, options, index of the right option]. */
export function readingItems(rows: readonly (readonly [string, CefrLevel, string, string, Options, 0 | 1 | 2 | 3])[]): EnglishItem[] {
  return rows.map(([key, level, passage, prompt, options, right], index) => ({
    key: `r-${key}`,
    skill: 'reading',
    level,
    passage,
    prompt,
    ...rotated(options, right, index),
  }));
}

/**
 * Authors tend to put the right option in the same place; rotating each item's options by its
 * row number spreads the right answers evenly over a–d, so position gives nothing away.
 */
function rotated(options: Options, right: number, index: number): { options: Options; answer: OptionKey } {
  const shift = index % 4;
  const at = (j: number) => options[(j + shift) % 4]!;
  return { options: [at(0), at(1), at(2), at(3)], answer: OPTION_KEYS[(right - shift + 4) % 4]! };
}
