import { createRateLimiter } from '../http/rate-limit';

/** Contact form: 5 stored messages per client IP per 10 minutes. */
export const CONTACT_LIMIT = 5;
export const CONTACT_WINDOW_MS = 10 * 60 * 1000;

export const contactRateLimiter = createRateLimiter({ limit: CONTACT_LIMIT, windowMs: CONTACT_WINDOW_MS });
