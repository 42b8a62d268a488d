import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FORM_ERRORS_KEY, firstMessage, toErrorsMap } from './to-errors-map';

const schema = z
  .object({
    name: z.string().min(1, 'name.required').max(3, 'name.long'),
    password: z.string().min(8, 'password.short').regex(/\d/, 'password.digit'),
    password_confirmation: z.string(),
    jobs: z.array(z.object({ company: z.string().min(1, 'company.required') })),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'confirmation.mismatch',
    path: ['password_confirmation'],
  })
  .refine((v) => v.name !== 'bad', { message: 'form.rejected' });

function mapOf(input: unknown, order?: readonly string[]) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return toErrorsMap(result.error, order);
}

describe('toErrorsMap', () => {
  it('lists every message of a field, in the order the checks ran', () => {
    expect(mapOf({ name: 'ok', password: 'abc', password_confirmation: 'abc', jobs: [] })).toEqual({
      password: ['password.short', 'password.digit'],
    });
  });

  it('joins nested paths with dots, like the server 422 map', () => {
    expect(
      mapOf({ name: 'ok', password: 'abcdefg1', password_confirmation: 'abcdefg1', jobs: [{ company: 'x' }, { company: '' }] }),
    ).toEqual({ 'jobs.1.company': ['company.required'] });
  });

  it('collects field-less issues under the form key', () => {
    expect(mapOf({ name: 'bad', password: 'abcdefg1', password_confirmation: 'abcdefg1', jobs: [] })).toEqual({
      [FORM_ERRORS_KEY]: ['form.rejected'],
    });
  });

  // Zod reports object refinements (password confirmation) after all field checks.
  const lateRefinement = new z.ZodError([
    { code: 'custom', path: ['password'], message: 'password.short', input: 'abc' },
    { code: 'custom', path: ['jobs', 0, 'company'], message: 'company.required', input: '' },
    { code: 'custom', path: ['password_confirmation'], message: 'confirmation.mismatch', input: 'x' },
  ]);

  it.each<[string, readonly string[] | undefined, string[]]>([
    ['issue order without a field order', undefined, ['password', 'jobs.0.company', 'password_confirmation']],
    [
      'schema field order when given',
      ['name', 'password', 'password_confirmation', 'jobs'],
      ['password', 'password_confirmation', 'jobs.0.company'],
    ],
    ['issue order for fields the order does not list', ['jobs'], ['jobs.0.company', 'password', 'password_confirmation']],
  ])('orders fields by %s', (_label, order, expectedFields) => {
    const map = toErrorsMap(lateRefinement, order);
    expect(Object.keys(map)).toEqual(expectedFields);
    expect(firstMessage(map)).toBe(map[expectedFields[0]!]![0]);
  });

  it('does not repeat a message reported twice for the same field', () => {
    const twice = z.object({ a: z.string().min(2, 'short').min(3, 'short') });
    const result = twice.safeParse({ a: '' });
    expect(result.success ? null : toErrorsMap(result.error)).toEqual({ a: ['short'] });
  });
});

describe('firstMessage', () => {
  it.each<[string, Record<string, readonly string[] | string>, string | undefined]>([
    ['first message of the first field', { email: ['taken', 'blocked'], name: ['required'] }, 'taken'],
    ['skips fields with no messages', { email: [], name: ['required'] }, 'required'],
    ['accepts a bare string from the server', { email: 'The email has already been taken.' }, 'The email has already been taken.'],
    ['nothing to show', {}, undefined],
    ['only empty lists', { a: [], b: [] }, undefined],
  ])('%s', (_label, errors, expected) => {
    expect(firstMessage(errors)).toBe(expected);
  });
});
