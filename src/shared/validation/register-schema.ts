import { z } from 'zod';
import {
  agreementField,
  emailField,
  newPasswordField,
  passwordConfirmationField,
  passwordsMatch,
  passwordsMatchParams,
  requiredText,
} from './fields';
import { LIMITS, MESSAGE_KEYS } from './messages';

export const registerSchema = z
  .object({
    name: requiredText(LIMITS.nameMax, MESSAGE_KEYS.nameTooLong),
    email: emailField(),
    password: newPasswordField,
    password_confirmation: passwordConfirmationField,
    agree: agreementField,
  })
  .refine(passwordsMatch, passwordsMatchParams);
