import { z } from 'zod';
import { currentPasswordField, emailField } from './fields';

export const loginSchema = z.object({
  email: emailField(),
  password: currentPasswordField,
});
