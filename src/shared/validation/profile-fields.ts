import { z } from 'zod';
import { cleanText } from './fields';
import { MESSAGE_KEYS } from './messages';
import { moneyField } from './money-field';

/**
 * Field schemas of the profile editor's sections. They take what a form posts (strings, a
 * repeated name as a list) and what a JSON client sends (numbers, booleans, arrays) alike, and
 * never answer with zod's own English: every message is a key of validation.json or profile.json.
 */

export const PROFILE_ERRORS = {
  choice: 'profile:errors.choice',
  tooLong: 'profile:errors.tooLong',
  number: 'profile:errors.number',
  year: 'profile:errors.year',
  month: 'profile:errors.month',
  date: 'profile:errors.date',
  dateFuture: 'profile:errors.dateFuture',
  tooYoung: 'profile:errors.tooYoung',
  endBeforeStart: 'profile:errors.endBeforeStart',
  startInFuture: 'profile:errors.startInFuture',
  tooMany: 'profile:errors.tooMany',
  postCode: 'profile:errors.postCode',
  country: 'profile:errors.country',
  skill: 'profile:errors.skill',
} as const;

/** A scalar as the text a form would have posted: JSON numbers and booleans read like typed ones. */
function asText(value: unknown): unknown {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'true' : '';
  if (value === null) return '';
  return value;
}

/** Optional text: '' and a missing field become null; too long names the limit. */
export function optionalText(max: number) {
  return z.preprocess(
    (value) => asText(value ?? ''),
    z
      .string({ error: PROFILE_ERRORS.tooLong })
      .overwrite(cleanText)
      .trim()
      .max(max, { error: PROFILE_ERRORS.tooLong })
      .transform((value) => (value === '' ? null : value)),
  );
}

export function requiredProfileText(max: number) {
  return z.preprocess(
    (value) => asText(value ?? ''),
    z
      .string({ error: MESSAGE_KEYS.required })
      .overwrite(cleanText)
      .trim()
      .min(1, { error: MESSAGE_KEYS.required })
      .max(max, { error: PROFILE_ERRORS.tooLong }),
  );
}

/** One of a fixed list of codes, or nothing chosen (null). */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(
    (value) => asText(value ?? ''),
    z.union([z.literal('').transform(() => null), z.enum(values, { error: PROFILE_ERRORS.choice })], { error: PROFILE_ERRORS.choice }),
  );
}

export function requiredChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(
    (value) => asText(value ?? ''),
    z
      .string({ error: MESSAGE_KEYS.required })
      .min(1, { error: MESSAGE_KEYS.required })
      .pipe(z.enum(values, { error: PROFILE_ERRORS.choice })),
  );
}

/** A database id chosen from a list (province, city, category): digits, or nothing. */
export const optionalId = z.preprocess(
  (value) => asText(value ?? ''),
  z
    .string({ error: PROFILE_ERRORS.choice })
    .trim()
    .regex(/^(\d{1,9})?$/, { error: PROFILE_ERRORS.choice })
    .transform((value) => (value === '' ? null : Number(value))),
);

function whole(min: number, max: number, error: string, required: boolean) {
  return z.preprocess(
    (value) => asText(value ?? ''),
    z
      .string({ error })
      .trim()
      .refine((value) => !required || value !== '', { error: MESSAGE_KEYS.required, abort: true })
      .refine((value) => value === '' || (/^\d{1,4}$/.test(value) && Number(value) >= min && Number(value) <= max), { error })
      .transform((value) => (value === '' ? null : Number(value))),
  );
}

const MIN_YEAR = 1950;
const MAX_YEAR = 2100;
export const requiredMonth = whole(1, 12, PROFILE_ERRORS.month, true);
export const optionalMonth = whole(1, 12, PROFILE_ERRORS.month, false);
export const requiredYear = whole(MIN_YEAR, MAX_YEAR, PROFILE_ERRORS.year, true);
export const optionalYear = whole(MIN_YEAR, MAX_YEAR, PROFILE_ERRORS.year, false);

/** A ticked checkbox posts "on" (or "true", "1"); JSON sends true. Anything else is unticked. */
export const checkbox = z.preprocess(
  (value) => asText(value),
  z.unknown().transform((value) => typeof value === 'string' && ['on', 'true', '1', 'yes'].includes(value)),
);

/** Yes / no / not said, as a pair of radios posts it. */
export const optionalYesNo = z.preprocess(
  (value) => asText(value ?? ''),
  z.enum(['', 'yes', 'no', 'true'], { error: PROFILE_ERRORS.choice }).transform((value) => (value === '' ? null : value !== 'no')),
);

/** Current and expected salary: whole rupiah, read by the one money rule (money.ts). */
export const optionalMoney = moneyField({ required: false });

/** What a list field was sent as: repeated form fields, a JSON array, or a single value. */
function asList(value: unknown, splitText: boolean): unknown[] {
  if (Array.isArray(value)) return value.map(asText);
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'string' && splitText) return value.split(/[,\n]/);
  return [asText(value)];
}

/** Keeps the first spelling of each item (case-insensitive), in order. */
function unique<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A list field. A bad item is reported on the field itself (not as `field.3`), since the form
 * shows one place for the whole list.
 */
function listOf<T>(
  splitText: boolean,
  maxItems: number,
  item: (raw: unknown) => T | undefined,
  itemError: string,
  keyOf: (item: T) => string,
) {
  return z.preprocess(
    (value) => asList(value, splitText),
    z.array(z.unknown()).transform((raw, ctx) => {
      const items: T[] = [];
      for (const entry of raw) {
        const parsed = item(entry);
        if (parsed === undefined) {
          ctx.issues.push({ code: 'custom', message: itemError, input: entry });
          return z.NEVER;
        }
        if (parsed !== null && parsed !== '') items.push(parsed);
      }
      const distinct = unique(items, keyOf);
      if (distinct.length > maxItems) {
        ctx.issues.push({ code: 'custom', message: PROFILE_ERRORS.tooMany, input: raw });
        return z.NEVER;
      }
      return distinct;
    }),
  );
}

/** A list posted as repeated fields, an array, or one text separated by commas or lines. */
export function textList(maxItems: number, maxLength: number, itemError: string = PROFILE_ERRORS.tooLong) {
  return listOf<string>(
    true,
    maxItems,
    (raw) => {
      if (typeof raw !== 'string') return undefined;
      const text = cleanText(raw).trim();
      return text.length <= maxLength ? text : undefined;
    },
    itemError,
    (item) => item.toLowerCase(),
  );
}

/** Several codes picked from a list (repeated fields or an array). */
export function choiceList<const T extends readonly [string, ...string[]]>(values: T, maxItems: number) {
  return listOf<T[number]>(
    false,
    maxItems,
    (raw) => (typeof raw === 'string' && (values as readonly string[]).includes(raw) ? raw : undefined),
    PROFILE_ERRORS.choice,
    (item) => item,
  );
}

/** Several ids picked from a list. */
export function idList(maxItems: number) {
  return listOf<number>(
    false,
    maxItems,
    (raw) => (typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined),
    PROFILE_ERRORS.choice,
    String,
  );
}

/** An item of a list section (a work experience…), as its edit and delete forms name it. */
export const itemId = z.preprocess(
  (value) => asText(value ?? ''),
  z
    .string({ error: MESSAGE_KEYS.required })
    .regex(/^\d{1,15}$/, { error: MESSAGE_KEYS.required })
    .transform(Number),
);
