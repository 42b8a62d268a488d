import { describe, expect, it } from 'vitest';
import type { EnglishItem } from './bank-types';
import { scoreEnglish, skillPercents } from './english-scoring';

const item = (key: string, skill: EnglishItem['skill'], level: EnglishItem['level'], answer: EnglishItem['answer']): EnglishItem => ({
  key,
  skill,
  level,
  prompt: key,
  options: ['w', 'x', 'y', 'z'],
  answer,
});

// Hand-made sheet: 3 items per level for A1–B1 (one per skill), answers chosen by hand.
const ITEMS = [
  item('g1', 'grammar', 'A1', 'a'),
  item('v1', 'vocabulary', 'A1', 'b'),
  item('r1', 'reading', 'A1', 'c'),
  item('g2', 'grammar', 'A2', 'd'),
  item('v2', 'vocabulary', 'A2', 'a'),
  item('r2', 'reading', 'A2', 'b'),
  item('g3', 'grammar', 'B1', 'c'),
  item('v3', 'vocabulary', 'B1', 'd'),
  item('r3', 'reading', 'B1', 'a'),
];

describe('scoreEnglish', () => {
  it('scores a hand-computed sheet: 6 right of 9, level A2, per-skill tallies', () => {
    // A1: 3/3 right. A2: g2 right, v2 right, r2 wrong → 2/3 (reaches 2/3). B1: g3 right, v3 unanswered, r3 wrong → 1/3.
    const answers = new Map([
      ['g1', 'a'],
      ['v1', 'b'],
      ['r1', 'c'],
      ['g2', 'd'],
      ['v2', 'a'],
      ['r2', 'c'],
      ['g3', 'c'],
      ['r3', 'b'],
    ]);
    const result = scoreEnglish(ITEMS, answers);
    expect(result).toMatchObject({ correct: 6, total: 9, answered: 8, score: 67, level: 'A2' });
    expect(result.skills).toEqual({
      grammar: { correct: 3, total: 3 },
      vocabulary: { correct: 2, total: 3 },
      reading: { correct: 1, total: 3 },
    });
    expect(skillPercents(result)).toEqual({ grammar: 100, vocabulary: 67, reading: 33 });
  });

  it('does not let right answers at a higher level lift a level missed below it', () => {
    // A1 only 1/3 right, but B1 all right: the level stays A1.
    const answers = new Map([
      ['g1', 'a'],
      ['g3', 'c'],
      ['v3', 'd'],
      ['r3', 'a'],
    ]);
    expect(scoreEnglish(ITEMS, answers)).toMatchObject({ correct: 4, score: 44, level: 'A1' });
  });

  it('counts an empty sheet as zero at A1', () => {
    expect(scoreEnglish(ITEMS, new Map())).toMatchObject({ correct: 0, answered: 0, score: 0, level: 'A1' });
  });

  it('reaches the top level with every level passed', () => {
    const answers = new Map(ITEMS.map((i) => [i.key, i.answer]));
    expect(scoreEnglish(ITEMS, answers)).toMatchObject({ score: 100, level: 'B1' });
  });
});
