import { z } from 'zod';
import { emailField, requiredText } from './fields';
import { LIMITS, MESSAGE_KEYS } from './messages';

/**
 * Indonesian numbers as people type them: +62 812-3456-7890, 62812…, 0812 3456 7890,
 * (021) 555-1234, and the common "+62 (0)812…" mix. The national part after 0 / 62 is
 * 8–12 digits and never starts with 0. Foreign candidates may write an international
 * +<country> number (E.164, 8–15 digits); +62 numbers must follow the Indonesian rule.
 */
const SEPARATORS = /[\s().-]/g;
const INDONESIAN = /^(?:\+?62)?0?([1-9]\d{7,11})$/;
const INTERNATIONAL = /^\+(?!62)[1-9]\d{7,14}$/;

/** Normalised to E.164 (+6281234567890) so the office can dial or message it directly. */
export function normalisePhone(raw: string): string | null {
  const compact = raw.replace(SEPARATORS, '');
  // A bare national number must start with 0, otherwise "812345678" could be anything.
  const local = /^(?:\+?62|0)/.test(compact) ? INDONESIAN.exec(compact) : null;
  if (local) return `+62${local[1]}`;
  return INTERNATIONAL.test(compact) ? compact : null;
}

const phoneField = z
  .string({ error: MESSAGE_KEYS.required })
  .trim()
  .min(1, { error: MESSAGE_KEYS.required })
  .max(32, { error: MESSAGE_KEYS.phone })
  .transform((value, ctx) => {
    const phone = normalisePhone(value);
    if (phone === null) {
      ctx.issues.push({ code: 'custom', message: MESSAGE_KEYS.phone, input: value });
      return z.NEVER;
    }
    return phone;
  });

/** Contact form: name, email, phone, message; all required. */
export const contactSchema = z.object({
  name: requiredText(LIMITS.nameMax, MESSAGE_KEYS.nameTooLong),
  email: emailField(MESSAGE_KEYS.required, MESSAGE_KEYS.invalidEmail),
  phone: phoneField,
  message: requiredText(LIMITS.messageMax, MESSAGE_KEYS.messageTooLong),
});
