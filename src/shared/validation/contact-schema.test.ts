import { describe, expect, it } from 'vitest';
import { contactSchema, normalisePhone } from './contact-schema';
import { MESSAGE_KEYS as K } from './messages';
import { toErrorsMap } from './to-errors-map';

const valid = {
  name: '  Siti Rahma ',
  email: ' Siti@Example.CO.ID ',
  phone: '+62 812-3456-7890',
  message: ' Saya ingin bertanya tentang lowongan. ',
};

function errors(input: Record<string, unknown>) {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : toErrorsMap(result.error, Object.keys(contactSchema.shape));
}

describe('contactSchema', () => {
  it('accepts a filled form, trimming text, lowercasing email and normalising the phone', () => {
    expect(contactSchema.parse(valid)).toEqual({
      name: 'Siti Rahma',
      email: 'siti@example.co.id',
      phone: '+6281234567890',
      message: 'Saya ingin bertanya tentang lowongan.',
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    [
      'empty submission',
      {},
      {
        name: [K.required],
        email: [K.required],
        phone: [K.required],
        message: [K.required],
      },
    ],
    [
      'whitespace only',
      { name: '  ', email: ' ', phone: ' ', message: '\n' },
      {
        name: [K.required],
        email: [K.required],
        phone: [K.required],
        message: [K.required],
      },
    ],
    ['malformed email', { ...valid, email: 'siti@' }, { email: [K.invalidEmail] }],
    ['malformed phone', { ...valid, phone: '12345' }, { phone: [K.phone] }],
    ['letters in phone', { ...valid, phone: '0812-CALL-ME' }, { phone: [K.phone] }],
    ['name too long', { ...valid, name: 'a'.repeat(101) }, { name: [K.nameTooLong] }],
    ['message too long', { ...valid, message: 'a'.repeat(2001) }, { message: [K.messageTooLong] }],
    ['non-string values', { ...valid, name: 42, phone: ['0812'] }, { name: [K.required], phone: [K.required] }],
  ])('%s', (_label, input, expected) => {
    expect(errors(input)).toEqual(expected);
  });

  it('accepts text exactly at the limits', () => {
    expect(errors({ ...valid, name: 'a'.repeat(100), message: 'a'.repeat(2000) })).toEqual({});
  });
});

describe('normalisePhone', () => {
  it.each<[string, string | null]>([
    ['+62 812-3456-7890', '+6281234567890'],
    ['0812 3456 7890', '+6281234567890'],
    ['081234567890', '+6281234567890'],
    ['6281234567890', '+6281234567890'],
    ['(021) 555-1234', '+62215551234'],
    ['0274.123456', '+62274123456'],
    ['+65 6123 4567', '+6561234567'],
    ['+1 (415) 555-2671', '+14155552671'],
    ['0812', null],
    ['+62 (0)812 3456 7890', '+6281234567890'],
    ['(+62) 812 3456 7890', '+6281234567890'],
    ['812 3456 7890', null],
    ['+62 812', null],
    ['+62 0 0812 3456 7890', null],
    ['00812345678', null],
    ['08123456789012345', null],
    ['+0 123 456 789', null],
    ['', null],
  ])('%j → %j', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });
});
