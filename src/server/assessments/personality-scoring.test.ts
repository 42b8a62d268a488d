import { describe, expect, it } from 'vitest';
import { BIG_FIVE, type PersonalityStatement } from './bank-types';
import { PERSONALITY_STATEMENTS } from './items/personality-statements';
import { bandOf, scorePersonality } from './personality-scoring';

describe('scorePersonality', () => {
  it('scores a hand-computed sheet with reverse-keyed statements', () => {
    // Two factors' worth, written out: openness with 2 keyed + 2 reversed statements.
    const statements: PersonalityStatement[] = [
      { key: 'o1', factor: 'openness', reverse: false, text: { en: '', id: '' } },
      { key: 'o2', factor: 'openness', reverse: false, text: { en: '', id: '' } },
      { key: 'o3', factor: 'openness', reverse: true, text: { en: '', id: '' } },
      { key: 'o4', factor: 'openness', reverse: true, text: { en: '', id: '' } },
    ];
    // Keyed 5 + 4, reversed answers 1 → 5 and 2 → 4: raw 18 of 4..20 → (18 − 4) / 16 = 87.5 → 88, high.
    const result = scorePersonality(
      statements,
      new Map([
        ['o1', '5'],
        ['o2', '4'],
        ['o3', '1'],
        ['o4', '2'],
      ]),
    );
    expect(result?.openness).toEqual({ raw: 18, percent: 88, band: 'high' });
  });

  it('scores the real questionnaire: all "agree" is the middle of every factor', () => {
    // Five keyed statements at 4 (=20) and five reversed at 6 − 4 = 2 (=10): raw 30 of 10..50 → 50 %, average.
    const answers = new Map(PERSONALITY_STATEMENTS.map((s) => [s.key, '4']));
    const result = scorePersonality(PERSONALITY_STATEMENTS, answers);
    for (const factor of BIG_FIVE) expect(result?.[factor]).toEqual({ raw: 30, percent: 50, band: 'average' });
  });

  it('scores the real questionnaire: agreeing with keyed and disagreeing with reversed is the top', () => {
    const answers = new Map(PERSONALITY_STATEMENTS.map((s) => [s.key, s.reverse ? '1' : '5']));
    const result = scorePersonality(PERSONALITY_STATEMENTS, answers);
    expect(result?.stability).toEqual({ raw: 50, percent: 100, band: 'high' });
    // Conscientiousness the other way round: keyed 2, reversed 5 → 10 + 5 = 15 → (15 − 10) / 40 = 12.5 → 13, low.
    for (const s of PERSONALITY_STATEMENTS.filter((s) => s.factor === 'conscientiousness')) answers.set(s.key, s.reverse ? '5' : '2');
    expect(scorePersonality(PERSONALITY_STATEMENTS, answers)?.conscientiousness).toEqual({ raw: 15, percent: 13, band: 'low' });
  });

  it('refuses an incomplete or out-of-scale sheet', () => {
    const answers = new Map(PERSONALITY_STATEMENTS.slice(1).map((s) => [s.key, '3']));
    expect(scorePersonality(PERSONALITY_STATEMENTS, answers)).toBeNull();
    answers.set(PERSONALITY_STATEMENTS[0]!.key, '6');
    expect(scorePersonality(PERSONALITY_STATEMENTS, answers)).toBeNull();
  });

  it('has ten statements per factor, half reverse-keyed', () => {
    for (const factor of BIG_FIVE) {
      const own = PERSONALITY_STATEMENTS.filter((s) => s.factor === factor);
      expect(own).toHaveLength(10);
      expect(own.filter((s) => s.reverse)).toHaveLength(5);
    }
  });

  it('bands at 35 and 65', () => {
    expect([bandOf(34), bandOf(35), bandOf(65), bandOf(66)]).toEqual(['low', 'average', 'average', 'high']);
  });
});
