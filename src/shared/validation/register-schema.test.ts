import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS as K } from './messages';
import { registerSchema } from './register-schema';
import { toErrorsMap } from './to-errors-map';

const valid = {
  name: ' Budi Santoso ',
  email: ' Budi@Mail.com',
  password: 'rahasia 123',
  password_confirmation: 'rahasia 123',
  agree: 'on',
};

function errors(input: Record<string, unknown>) {
  const result = registerSchema.safeParse(input);
  return result.success ? {} : toErrorsMap(result.error, Object.keys(registerSchema.shape));
}

describe('registerSchema', () => {
  it('accepts a valid registration; the password keeps its spaces', () => {
    expect(registerSchema.parse(valid)).toEqual({
      name: 'Budi Santoso',
      email: 'budi@mail.com',
      password: 'rahasia 123',
      password_confirmation: 'rahasia 123',
      agree: true,
    });
  });

  it.each([['on'], ['true'], ['1'], [true]])('treats agree=%j as agreed', (agree) => {
    expect(errors({ ...valid, agree })).toEqual({});
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    [
      'empty submission',
      {},
      {
        name: [K.required],
        email: [K.email],
        password: [K.password],
        password_confirmation: [K.passwordConfirmation],
        agree: [K.agreementRequired],
      },
    ],
    ['unchecked agreement', { ...valid, agree: undefined }, { agree: [K.agreementRequired] }],
    ['agreement "false"', { ...valid, agree: 'false' }, { agree: [K.agreementRequired] }],
    ['agreement false', { ...valid, agree: false }, { agree: [K.agreementRequired] }],
    ['invalid email', { ...valid, email: 'budi@mail' }, { email: [K.email] }],
    ['empty email', { ...valid, email: '   ' }, { email: [K.email] }],
    [
      '7-character password',
      { ...valid, password: '1234567', password_confirmation: '1234567' },
      {
        password: [K.password],
      },
    ],
    [
      'confirmation differs',
      { ...valid, password_confirmation: 'rahasia 124' },
      {
        password_confirmation: [K.passwordConfirmation],
      },
    ],
    [
      'confirmation differs only by trailing space',
      { ...valid, password_confirmation: 'rahasia 123 ' },
      {
        password_confirmation: [K.passwordConfirmation],
      },
    ],
    [
      'short password and mismatch are reported together',
      {
        ...valid,
        password: 'short',
        password_confirmation: 'other',
      },
      { password: [K.password], password_confirmation: [K.passwordConfirmation] },
    ],
    [
      'mismatch is listed after earlier fields',
      {
        ...valid,
        name: '',
        password_confirmation: 'nope',
      },
      { name: [K.required], password_confirmation: [K.passwordConfirmation] },
    ],
  ])('%s', (_label, input, expected) => {
    const actual = errors(input);
    expect(actual).toEqual(expected);
    // Order matters: the dialog shows the first field's message.
    expect(Object.keys(actual)).toEqual(Object.keys(expected));
  });

  it('accepts exactly 8 characters', () => {
    expect(errors({ ...valid, password: '12345678', password_confirmation: '12345678' })).toEqual({});
  });
});
