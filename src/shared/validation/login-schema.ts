import { z } from 'zod';
import { currentPasswordField, emailField } from './fields';

export const loginSchema = z.object({
  email: emailField(),
  password: currentPasswordField,
});

export type LoginInput = z.input<typeof loginSchema>;
export type Login = z.output<typeof loginSchema>;
