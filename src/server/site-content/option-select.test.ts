import { describe, expect, it } from 'vitest';
import type { SiteContent } from '../db/repos/site-content-repo';
import { optionLabel } from './option-select';

const content = {
  option_select: {
    degree: [
      { value: 'bachelor', en: 'Bachelor (S1)', id: 'Sarjana (S1)' },
      { value: 'other', en: 'Other' },
    ],
    broken: 'not a list',
  },
} as unknown as SiteContent;

describe('optionLabel', () => {
  it('names a stored code in the page language', () => {
    expect(optionLabel(content, 'degree', 'bachelor', 'en-US')).toBe('Bachelor (S1)');
    expect(optionLabel(content, 'degree', 'bachelor', 'id-ID')).toBe('Sarjana (S1)');
  });

  it('falls back to English, then to the code itself', () => {
    expect(optionLabel(content, 'degree', 'other', 'id-ID')).toBe('Other');
    expect(optionLabel(content, 'degree', 'S1 Teknik', 'en-US')).toBe('S1 Teknik');
    expect(optionLabel(content, 'broken', 'bachelor', 'en-US')).toBe('bachelor');
    expect(optionLabel(content, 'missing', 'bachelor', 'en-US')).toBe('bachelor');
  });
});
