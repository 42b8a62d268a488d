import { z } from 'zod';
import { emailField, newPasswordField, passwordConfirmationField, passwordsMatch, passwordsMatchParams } from './fields';
import { LIMITS, MESSAGE_KEYS } from './messages';

/** Social-only accounts have no current password, so presence is judged by the server, not here. */
const currentPassword = z
  .string()
  .max(LIMITS.passwordMax, { error: MESSAGE_KEYS.passwordTooLong })
  .optional()
  .transform((value) => value ?? '');

export const changeEmailSchema = z.object({
  email: emailField(),
  current_password: currentPassword,
});

export const changePasswordSchema = z
  .object({
    current_password: currentPassword,
    password: newPasswordField,
    password_confirmation: passwordConfirmationField,
  })
  .refine(passwordsMatch, passwordsMatchParams);

const CONFIRMED = new Set(['on', 'true', '1', 'yes']);

/** Without JavaScript the user ticks a box; with it, the "Are you sure?" dialog fills this in. */
export const deleteAccountSchema = z.object({
  current_password: currentPassword,
  confirm: z
    .string({ error: 'auth:account.delete.confirmRequired' })
    .refine((value) => CONFIRMED.has(value), { error: 'auth:account.delete.confirmRequired' }),
});

/** Asking for a new verification link: the address only matters when nobody is signed in. */
export const resendVerificationSchema = z.object({
  email: emailField(),
});
