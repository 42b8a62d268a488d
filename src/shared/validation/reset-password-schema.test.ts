import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS as K } from './messages';
import { resetPasswordSchema } from './reset-password-schema';
import { toErrorsMap } from './to-errors-map';

const valid = {
  token: 'b1946ac92492d2347c6235b4d2611184',
  email: 'Dewi@Mail.com',
  password: 'new-secret-1',
  password_confirmation: 'new-secret-1',
};

function errors(input: Record<string, unknown>) {
  const result = resetPasswordSchema.safeParse(input);
  return result.success ? {} : toErrorsMap(result.error, Object.keys(resetPasswordSchema.shape));
}

describe('resetPasswordSchema', () => {
  it('accepts a valid reset', () => {
    expect(resetPasswordSchema.parse(valid)).toEqual({ ...valid, email: 'dewi@mail.com' });
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['missing token (link was cut off)', { ...valid, token: '' }, { token: [K.required] }],
    [
      'short password',
      { ...valid, password: 'short', password_confirmation: 'short' },
      {
        password: [K.password],
      },
    ],
    [
      'confirmation differs',
      { ...valid, password_confirmation: 'new-secret-2' },
      {
        password_confirmation: [K.passwordConfirmation],
      },
    ],
    [
      'confirmation missing',
      { ...valid, password_confirmation: undefined },
      {
        password_confirmation: [K.passwordConfirmation],
      },
    ],
    [
      'everything missing',
      {},
      {
        token: [K.required],
        email: [K.email],
        password: [K.password],
        password_confirmation: [K.passwordConfirmation],
      },
    ],
  ])('%s', (_label, input, expected) => {
    expect(errors(input)).toEqual(expected);
  });
});
