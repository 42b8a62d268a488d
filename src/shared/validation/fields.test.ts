import { describe, expect, it } from 'vitest';
import { type z } from 'zod';
import { agreementField, optionalUrlField, requiredText } from './fields';
import { MESSAGE_KEYS as K } from './messages';

function outcome(schema: z.ZodType, input: unknown): { ok: unknown } | { error: string[] } {
  const result = schema.safeParse(input);
  return result.success ? { ok: result.data } : { error: result.error.issues.map((i) => i.message) };
}

describe('requiredText', () => {
  const field = requiredText(5, 'too_long');
  it.each<[unknown, ReturnType<typeof outcome>]>([
    ['  abc  ', { ok: 'abc' }],
    ['abcde', { ok: 'abcde' }],
    ['abcdef', { error: ['too_long'] }],
    ['   ', { error: [K.required] }],
    [undefined, { error: [K.required] }],
    [null, { error: [K.required] }],
    // A form posts line breaks as CRLF; the field's maxlength counted each as one character.
    ['a\r\nb\r\nc', { ok: 'a\nb\nc' }],
    ['ab\r\n\r\nc', { ok: 'ab\n\nc' }],
    // Control characters no one can type (a NUL made PostgreSQL refuse the row) are dropped.
    ['Bu\u0000di', { ok: 'Budi' }],
    ['a\tb', { ok: 'a\tb' }],
    ['\u0000\u0007', { error: [K.required] }],
  ])('%j → %j', (input, expected) => {
    expect(outcome(field, input)).toEqual(expected);
  });
});

describe('agreementField', () => {
  it.each<[unknown, ReturnType<typeof outcome>]>([
    ['on', { ok: true }],
    ['true', { ok: true }],
    [true, { ok: true }],
    ['off', { error: [K.agreementRequired] }],
    ['', { error: [K.agreementRequired] }],
    [undefined, { error: [K.agreementRequired] }],
  ])('%j → %j', (input, expected) => {
    expect(outcome(agreementField, input)).toEqual(expected);
  });
});

describe('optionalUrlField', () => {
  it.each<[unknown, ReturnType<typeof outcome>]>([
    ['https://linkedin.com/in/someone', { ok: 'https://linkedin.com/in/someone' }],
    [' http://example.co.id/path ', { ok: 'http://example.co.id/path' }],
    ['', { ok: undefined }],
    [undefined, { ok: undefined }],
    ['javascript:alert(1)', { error: [K.invalidUrl] }],
    ['not a url', { error: [K.invalidUrl] }],
    ['ftp://example.com', { error: [K.invalidUrl] }],
  ])('%j → %j', (input, expected) => {
    expect(outcome(optionalUrlField, input)).toEqual(expected);
  });
});
