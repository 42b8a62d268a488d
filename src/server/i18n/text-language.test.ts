import { describe, expect, it } from 'vitest';
import { foreignLang, textLanguage } from './text-language';

describe('textLanguage', () => {
  it('tells Indonesian from English in what employers and reviewers write', () => {
    expect(textLanguage('We are looking for a Software Engineer to build and maintain our payment services.')).toBe('en');
    expect(textLanguage('Kami mencari Staf Akuntansi yang teliti untuk mengelola laporan keuangan bulanan perusahaan.')).toBe('id');
    // Indonesian with English job words in it is still Indonesian.
    expect(textLanguage('Gaji dibayar tepat waktu, tim solid, dan ada budget training untuk software engineer.')).toBe('id');
  });

  it('leaves a text too short to tell unmarked', () => {
    expect(textLanguage('Oke')).toBeNull();
    expect(foreignLang('Bagus', 'en-US')).toBeUndefined();
  });

  it('marks a text only where it is not in the page language', () => {
    const english = 'The interview had three rounds and the feedback came within a week.';
    expect(foreignLang(english, 'id-ID')).toBe('en');
    expect(foreignLang(english, 'en-US')).toBeUndefined();
  });
});
