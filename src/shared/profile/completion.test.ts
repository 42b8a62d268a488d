import { describe, expect, it } from 'vitest';
import { COMPLETION_SECTIONS, COMPLETION_WEIGHTS, completionOf, SECTION_ANCHORS } from './completion';

const none = Object.fromEntries(COMPLETION_SECTIONS.map((s) => [s, false])) as Record<(typeof COMPLETION_SECTIONS)[number], boolean>;

describe('profile completion rules', () => {
  it('weighs the sections to exactly 100', () => {
    expect(Object.values(COMPLETION_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    expect(Object.keys(COMPLETION_WEIGHTS).sort()).toEqual([...COMPLETION_SECTIONS].sort());
  });

  it('is 0 with everything missing, heaviest first', () => {
    const result = completionOf(none);
    expect(result.percent).toBe(0);
    expect(result.missing).toHaveLength(COMPLETION_SECTIONS.length);
    expect(result.missing.slice(0, 2)).toEqual(['basicInfo', 'workExperience']);
    expect(result.missing.at(-1)).toBe('awards');
  });

  it('adds the weight of each filled section', () => {
    expect(completionOf({ ...none, basicInfo: true }).percent).toBe(15);
    expect(completionOf({ ...none, basicInfo: true, aboutMe: true, skills: true }).percent).toBe(35);
    const result = completionOf({ ...none, workExperience: true });
    expect(result.missing).not.toContain('workExperience');
  });

  it('is 100 with nothing missing; unknown or missing flags count as not filled', () => {
    const all = Object.fromEntries(COMPLETION_SECTIONS.map((s) => [s, true]));
    expect(completionOf(all)).toEqual({ percent: 100, missing: [] });
    expect(completionOf({ aboutMe: true }).percent).toBe(10);
  });

  it('gives every section an anchor of its own', () => {
    expect(new Set(Object.values(SECTION_ANCHORS)).size).toBe(COMPLETION_SECTIONS.length);
  });
});
