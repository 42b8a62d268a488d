/** The numbers that define both tests: one home, read by the pages, the draw, the server functions and the API. */

export type Assessment = 'english' | 'personality';

export const ENGLISH_RULES = {
  /** Items drawn per skill and CEFR level: 3 skills × 6 levels × 2 = 36 items. */
  perCell: 2,
  pageSize: 6,
  minutes: 30,
  /** Days between the end of one attempt and the start of the next. */
  retakeWaitDays: 14,
} as const;

const PERSONALITY_RULES = {
  pageSize: 10,
  /** Untimed (WCAG 2.2.1) and nothing to learn by retaking it, so no waiting period. */
  retakeWaitDays: 0,
} as const;

/** A level counts as reached when at least this share of its items was answered right. */
export const LEVEL_PASS_SHARE = 2 / 3;

export function pageSizeOf(assessment: Assessment): number {
  return assessment === 'english' ? ENGLISH_RULES.pageSize : PERSONALITY_RULES.pageSize;
}

export function retakeWaitDaysOf(assessment: Assessment): number {
  return assessment === 'english' ? ENGLISH_RULES.retakeWaitDays : PERSONALITY_RULES.retakeWaitDays;
}
