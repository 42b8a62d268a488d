import { z } from 'zod';
import { MESSAGE_KEYS } from './messages';

/** POST /api/refresh: the refresh token the last login or refresh handed out. */
export const refreshTokenSchema = z.object({
  refresh_token: z.string({ error: MESSAGE_KEYS.required }).trim().min(1, { error: MESSAGE_KEYS.required }),
});
