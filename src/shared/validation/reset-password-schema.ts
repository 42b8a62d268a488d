import { z } from 'zod';
import { emailField, newPasswordField, passwordConfirmationField, passwordsMatch, passwordsMatchParams } from './fields';
import { MESSAGE_KEYS } from './messages';

/**
 * The token comes from the /auth/reset-password/{token} link and is posted back in a
 * hidden field; the email identifies the account the token was issued for.
 */
export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: MESSAGE_KEYS.required })
      .trim()
      .min(1, { error: MESSAGE_KEYS.required })
      .max(512, { error: MESSAGE_KEYS.required }),
    email: emailField(),
    password: newPasswordField,
    password_confirmation: passwordConfirmationField,
  })
  .refine(passwordsMatch, passwordsMatchParams);
