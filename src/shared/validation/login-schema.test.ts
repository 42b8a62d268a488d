import { describe, expect, it } from 'vitest';
import { loginSchema } from './login-schema';
import { MESSAGE_KEYS as K } from './messages';
import { toErrorsMap } from './to-errors-map';

function errors(input: Record<string, unknown>) {
  const result = loginSchema.safeParse(input);
  return result.success ? {} : toErrorsMap(result.error, Object.keys(loginSchema.shape));
}

describe('loginSchema', () => {
  it('normalises the email and leaves the password as typed', () => {
    expect(loginSchema.parse({ email: ' Ana@Mail.COM ', password: ' pw ' })).toEqual({
      email: 'ana@mail.com',
      password: ' pw ',
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['empty submission', {}, { email: [K.email], password: [K.required] }],
    ['empty strings', { email: '', password: '' }, { email: [K.email], password: [K.required] }],
    ['malformed email', { email: 'ana.mail.com', password: 'secret' }, { email: [K.email] }],
    // Older accounts may have shorter passwords; the server decides.
    ['short password is allowed', { email: 'ana@mail.com', password: 'abc' }, {}],
    [
      'absurdly long password',
      { email: 'ana@mail.com', password: 'x'.repeat(129) },
      {
        password: [K.passwordTooLong],
      },
    ],
  ])('%s', (_label, input, expected) => {
    expect(errors(input)).toEqual(expected);
  });
});
