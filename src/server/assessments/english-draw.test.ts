import { describe, expect, it } from 'vitest';
import { CEFR_LEVELS, ENGLISH_SKILLS, OPTION_KEYS } from './bank-types';
import { drawEnglishItems } from './english-draw';
import { ENGLISH_BANK, ENGLISH_BY_KEY } from './items/english-bank';

describe('the English bank and its draw', () => {
  it('holds at least 120 unique items, 7 in every skill × level cell', () => {
    expect(ENGLISH_BANK.length).toBeGreaterThanOrEqual(120);
    expect(ENGLISH_BY_KEY.size).toBe(ENGLISH_BANK.length);
    for (const skill of ENGLISH_SKILLS)
      for (const level of CEFR_LEVELS) expect(ENGLISH_BANK.filter((i) => i.skill === skill && i.level === level)).toHaveLength(7);
  });

  it('spreads the right answers over every option position', () => {
    for (const key of OPTION_KEYS) expect(ENGLISH_BANK.filter((i) => i.answer === key).length).toBeGreaterThan(20);
  });

  it('draws 36 distinct items: 2 per skill and level, easy to hard', () => {
    for (let run = 0; run < 20; run += 1) {
      const keys = drawEnglishItems(ENGLISH_BANK);
      expect(new Set(keys).size).toBe(36);
      const items = keys.map((key) => ENGLISH_BY_KEY.get(key)!);
      for (const skill of ENGLISH_SKILLS)
        for (const level of CEFR_LEVELS) expect(items.filter((i) => i.skill === skill && i.level === level)).toHaveLength(2);
      const order = items.map((i) => CEFR_LEVELS.indexOf(i.level));
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
  });

  it('draws differently with a different random source', () => {
    let seed = 1;
    const seeded = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const first = drawEnglishItems(ENGLISH_BANK, seeded);
    expect(drawEnglishItems(ENGLISH_BANK, () => 0)).not.toEqual(first);
  });

  it('refuses a bank too small for a balanced draw', () => {
    expect(() => drawEnglishItems(ENGLISH_BANK.filter((i) => i.skill !== 'reading'))).toThrow(/reading/);
  });
});
