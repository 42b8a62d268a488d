import { z } from 'zod';
import { LIMITS, MESSAGE_KEYS } from './messages';

/**
 * Field schemas shared by the form schemas. Inputs are FormData-like strings; a missing
 * field (undefined) reports the same key as an empty one, never zod's English default.
 */

/**
 * Text as the visitor meant it: line breaks as one character each (a form posts CRLF, while
 * the field's own maxlength counted one), and without the invisible control characters no
 * one can type (a NUL is refused by PostgreSQL, which turned a paste into a 500).
 */
export function cleanText(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
}

export function requiredText(max: number, tooLongKey: string) {
  return z
    .string({ error: MESSAGE_KEYS.required })
    .overwrite(cleanText)
    .trim()
    .min(1, { error: MESSAGE_KEYS.required })
    .max(max, { error: tooLongKey });
}

/**
 * Trimmed and lowercased before checking, so " Jane@Example.COM " is accepted as
 * jane@example.com. Auth forms use the single email text for empty and malformed
 * input; other forms pass the generic pair ("Required field!" / "Invalid email address").
 */
export function emailField(emptyKey: string = MESSAGE_KEYS.email, malformedKey: string = MESSAGE_KEYS.email) {
  return z
    .string({ error: emptyKey })
    .trim()
    .toLowerCase()
    .min(1, { error: emptyKey })
    .max(LIMITS.emailMax, { error: MESSAGE_KEYS.emailTooLong })
    .pipe(z.email({ error: malformedKey }));
}

/** Not trimmed: spaces are legitimate password characters and must reach the server as typed. */
export const newPasswordField = z
  .string({ error: MESSAGE_KEYS.password })
  .min(LIMITS.passwordMin, { error: MESSAGE_KEYS.password })
  .max(LIMITS.passwordMax, { error: MESSAGE_KEYS.passwordTooLong });

/** Login only checks presence: accounts created under older rules must still get in. */
export const currentPasswordField = z
  .string({ error: MESSAGE_KEYS.required })
  .min(1, { error: MESSAGE_KEYS.required })
  .max(LIMITS.passwordMax, { error: MESSAGE_KEYS.passwordTooLong });

export const passwordConfirmationField = z.string({ error: MESSAGE_KEYS.passwordConfirmation });

const CHECKED_VALUES = new Set(['on', 'true', '1']);

/** A checked checkbox posts "on" (browser default) or "true"; unchecked posts nothing. */
export const agreementField = z
  .union([z.string(), z.boolean()], { error: MESSAGE_KEYS.agreementRequired })
  .refine((value) => value === true || (typeof value === 'string' && CHECKED_VALUES.has(value)), {
    error: MESSAGE_KEYS.agreementRequired,
  })
  .transform((): true => true);

/** Generic URL rule: http(s) only, so javascript: links never get stored. */
export const optionalUrlField = z
  .string({ error: MESSAGE_KEYS.invalidUrl })
  .trim()
  .pipe(z.union([z.literal(''), z.url({ protocol: /^https?$/, error: MESSAGE_KEYS.invalidUrl })]))
  .transform((value) => (value === '' ? undefined : value))
  .optional();

type WithPasswords = { password: string; password_confirmation: string };

export function passwordsMatch(value: WithPasswords): boolean {
  return value.password === value.password_confirmation;
}

/**
 * Zod skips object refinements when any field failed; running this one whenever the
 * confirmation is a string lets the user see "must be equal" together with, say, a
 * too-short password, instead of discovering one error per submit.
 */
export const passwordsMatchParams = {
  error: MESSAGE_KEYS.passwordConfirmation,
  path: ['password_confirmation'],
  when: (payload: { value: unknown }): boolean => {
    const input = payload.value as Partial<Record<string, unknown>> | undefined;
    return typeof input?.password_confirmation === 'string';
  },
};
