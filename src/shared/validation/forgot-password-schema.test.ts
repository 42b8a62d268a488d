import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema } from './forgot-password-schema';
import { MESSAGE_KEYS as K } from './messages';
import { toErrorsMap } from './to-errors-map';

describe('forgotPasswordSchema', () => {
  it.each<[unknown, { email: string } | Record<string, string[]>]>([
    [{ email: ' Rina@Kantor.co.id ' }, { email: 'rina@kantor.co.id' }],
    [{}, { email: [K.email] }],
    [{ email: 'rina' }, { email: [K.email] }],
    [{ email: `${'a'.repeat(250)}@x.co` }, { email: [K.emailTooLong] }],
  ])('%j → %j', (input, expected) => {
    const result = forgotPasswordSchema.safeParse(input);
    expect(result.success ? result.data : toErrorsMap(result.error)).toEqual(expected);
  });
});
