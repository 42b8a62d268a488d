import { describe, expect, it } from 'vitest';
import type { ScreeningQuestion } from '../../db/repos/jobs-repo';
import { questionForPage } from './question-language';

const shift: ScreeningQuestion = {
  id: 1,
  type: 'single_select',
  prompt: 'Apakah Anda bersedia bekerja shift?',
  options: ['Ya', 'Tidak'],
  required: true,
  lang: 'id',
  translation: { lang: 'en', prompt: 'Are you willing to work shifts?', options: ['Yes', 'No'] },
};

describe('a screening question on a page', () => {
  it('is asked in the page language where the employer gave a translation, its options sending the original words', () => {
    expect(questionForPage(shift, 'en-US')).toEqual({
      prompt: 'Are you willing to work shifts?',
      labels: { Ya: 'Yes', Tidak: 'No' },
      foreignLang: undefined,
    });
    expect(questionForPage(shift, 'id-ID')).toEqual({ prompt: 'Apakah Anda bersedia bekerja shift?', labels: {}, foreignLang: undefined });
  });

  it('is shown as written, marked with its language, where there is no translation', () => {
    expect(questionForPage({ ...shift, translation: null }, 'en-US')).toEqual({
      prompt: 'Apakah Anda bersedia bekerja shift?',
      labels: {},
      foreignLang: 'id',
    });
    expect(questionForPage({ ...shift, lang: null, translation: null }, 'en-US').foreignLang).toBeUndefined();
  });
});
