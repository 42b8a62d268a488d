import { z } from 'zod';
import { emailField } from './fields';

export const forgotPasswordSchema = z.object({
  email: emailField(),
});

export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ForgotPassword = z.output<typeof forgotPasswordSchema>;
