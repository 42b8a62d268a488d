import { z } from 'zod';
import { LIMITS, MESSAGE_KEYS } from './messages';
import { parseMoney } from './money';

/**
 * A rupiah amount as a form posts it ("12,500,000", "Rp 12500000") or a JSON client sends it
 * (12500000), read by the money rule every input shares. A missing optional amount is the same
 * as an empty field.
 */
export function moneyField({ required }: { required: boolean }) {
  return z
    .preprocess(
      (value) => (typeof value === 'number' ? String(value) : (value ?? (required ? value : ''))),
      z.string({ error: required ? MESSAGE_KEYS.required : MESSAGE_KEYS.money }),
    )
    .transform((raw, ctx): number | null => {
      const reading = parseMoney(raw);
      if (reading === null) {
        if (required) ctx.addIssue({ code: 'custom', message: MESSAGE_KEYS.required });
        return null;
      }
      if ('error' in reading)
        ctx.addIssue({ code: 'custom', message: reading.error === 'decimals' ? MESSAGE_KEYS.moneyDecimals : MESSAGE_KEYS.money });
      else if (reading.amount < 1 || reading.amount > LIMITS.moneyMax) ctx.addIssue({ code: 'custom', message: MESSAGE_KEYS.moneyRange });
      else return reading.amount;
      return z.NEVER;
    });
}
