import { describe, expect, it } from 'vitest';
import { APPLY_MESSAGE_KEYS as A, applyFormValues, applySchema, type ApplyQuestion } from './apply-schema';
import { MESSAGE_KEYS as K } from './messages';
import { toErrorsMap } from './to-errors-map';

const questions: ApplyQuestion[] = [
  { id: 1, type: 'single_select', options: ['Yes', 'No'], required: true },
  { id: 2, type: 'free_text', options: [], required: true },
  { id: 3, type: 'multi_select', options: ['Excel', 'SAP', 'Jira'], required: false },
  { id: 4, type: 'multi_select', options: ['SIM A', 'SIM C'], required: true },
];

function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
}

function errors(entries: [string, string][], cover: 'none' | 'optional' | 'required' = 'optional') {
  const schema = applySchema(questions, cover);
  const result = schema.safeParse(applyFormValues(questions, form(entries)));
  return result.success ? {} : toErrorsMap(result.error, Object.keys(schema.shape));
}

describe('applySchema', () => {
  it('accepts a complete application', () => {
    const schema = applySchema(questions, 'optional');
    const data = schema.parse(
      applyFormValues(
        questions,
        form([
          ['q_1', 'Yes'],
          ['q_2', ' 9 juta '],
          ['q_3', 'Excel'],
          ['q_3', 'SAP'],
          ['q_4', 'SIM C'],
          ['cover_letter', ''],
          ['agree', 'on'],
        ]),
      ),
    );
    expect(data).toEqual({
      q_1: 'Yes',
      q_2: '9 juta',
      q_3: ['Excel', 'SAP'],
      q_4: ['SIM C'],
      cover_letter: undefined,
      short_description: undefined,
      agree: true,
    });
  });

  it('requires required answers and the agreement, in form order, with the spec texts', () => {
    expect(errors([])).toEqual({ q_1: [K.required], q_2: [K.required], q_4: [K.required], agree: [K.agreementRequired] });
  });

  it('refuses options that were not offered', () => {
    expect(
      errors([
        ['q_1', 'Maybe'],
        ['q_2', 'x'],
        ['q_3', 'Word'],
        ['q_4', 'SIM A'],
        ['agree', 'on'],
      ]),
    ).toEqual({
      q_1: [A.invalidOption],
      q_3: [A.invalidOption],
    });
  });

  it('asks for a cover letter only when the job requires one', () => {
    const ok: [string, string][] = [
      ['q_1', 'No'],
      ['q_2', 'x'],
      ['q_4', 'SIM A'],
      ['agree', 'on'],
    ];
    expect(errors(ok, 'required')).toEqual({ cover_letter: [K.required] });
    expect(errors(ok, 'optional')).toEqual({});
    expect(applySchema(questions, 'none').shape).not.toHaveProperty('cover_letter');
    expect(errors([...ok, ['cover_letter', 'a'.repeat(10001)]], 'optional')).toEqual({ cover_letter: [A.coverLetterTooLong] });
  });
});
