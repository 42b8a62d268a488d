/**
 * Display formatting. Pure and deterministic so the server render and the
 * client hydration produce the same text: fixed time zone, explicit fraction digits,
 * and the same spaces whatever the ICU version emits.
 */

export type FormatLocale = 'en-US' | 'id-ID';

const DEFAULT_TIME_ZONE = 'Asia/Jakarta';

// ICU 72/73 put U+202F before "AM"/"PM"; later ICU and patched browsers went back to a
// plain space. Server and browser may differ here, which breaks hydration, so settle on
// the plain space. The U+00A0 in "Rp 8.000.000" is stable across engines and is kept.
function normaliseSpaces(text: string): string {
  return text.replace(/[\u2009\u202f]/g, ' ');
}

// Building an Intl formatter costs far more than using one (tens of microseconds, measured
// as a quarter of a job list's render time), so each locale/options pair is built once.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions, name = JSON.stringify(options)): Intl.NumberFormat {
  return cached(`n|${locale}|${name}`, () => new Intl.NumberFormat(locale, options));
}

function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions, name = JSON.stringify(options)): Intl.DateTimeFormat {
  return cached(`d|${locale}|${name}`, () => new Intl.DateTimeFormat(locale, options));
}

/** `numeric` is its only option: the key need not be built from the options each time (cards format several dates). */
function relativeTimeFormat(locale: string, numeric: 'auto' | 'always'): Intl.RelativeTimeFormat {
  return cached(`r|${locale}|${numeric}`, () => new Intl.RelativeTimeFormat(locale, { numeric }));
}

export function currencyDigits(currency: string): number {
  return currency.toUpperCase() === 'IDR' ? 0 : 2;
}

function currencyFormat(currency: string, locale: FormatLocale): Intl.NumberFormat {
  const digits = currencyDigits(currency);
  return numberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/**
 * `amount` is in whole currency units (8000000 = Rp 8.000.000, 12.5 = $12.50), never in
 * minor units. IDR shows 0 decimals, every other currency 2.
 */
export function formatMoney(amount: number | bigint, currency: string, locale: FormatLocale): string {
  return normaliseSpaces(currencyFormat(currency, locale).format(amount));
}

/**
 * "IDR 8,000,000 – 12,000,000 / month" (en-US: currency once, as English postings do) or
 * "Rp 8.000.000 – Rp 12.000.000 / bulan" (id-ID: currency on both ends, as Indonesian
 * postings do). `periodLabel` is already translated by the caller; empty omits it.
 * Missing ends show the single known amount; nothing known gives ''.
 */
export function formatSalaryRange(
  min: number | null | undefined,
  max: number | null | undefined,
  currency: string,
  periodLabel: string,
  locale: FormatLocale,
): string {
  const known = [min, max].filter((n): n is number => typeof n === 'number' && Number.isFinite(n));
  if (known.length === 0) return '';
  const low = Math.min(...known);
  const high = Math.max(...known);
  const suffix = periodLabel.trim() === '' ? '' : ` / ${periodLabel.trim()}`;
  if (low === high) return `${formatMoney(low, currency, locale)}${suffix}`;

  const digits = currencyDigits(currency);
  const highText =
    locale === 'en-US'
      ? normaliseSpaces(
          numberFormat(locale, {
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
          }).format(high),
        )
      : formatMoney(high, currency, locale);
  return `${formatMoney(low, currency, locale)} – ${highText}${suffix}`;
}

/** 0 decimals for id-ID, 2 otherwise (so en-US shows 1,234.50). */
export function formatNumber(n: number | bigint, locale: FormatLocale): string {
  const digits = locale === 'id-ID' ? 0 : 2;
  return normaliseSpaces(numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n));
}

/** Counts ("1.234 lowongan", "1,234 jobs"): grouped, never with decimals. */
export function formatCount(n: number, locale: FormatLocale): string {
  // Named: counts are formatted many times a page, and a key built from the options costs each time.
  return numberFormat(locale, { maximumFractionDigits: 0 }, 'count').format(n);
}

/** A file's size as people read it: "245 kB", "1.2 MB" ("1,2 MB" in Indonesian). */
export function formatFileSize(bytes: number, locale: FormatLocale): string {
  const [unit, amount] =
    bytes >= 1024 * 1024 ? (['megabyte', bytes / (1024 * 1024)] as const) : (['kilobyte', Math.max(1, bytes / 1024)] as const);
  return normaliseSpaces(numberFormat(locale, { style: 'unit', unit, maximumFractionDigits: unit === 'megabyte' ? 1 : 0 }).format(amount));
}

export type DateInput = Date | number | string;

function toDate(input: DateInput): Date | null {
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

const DATE_PARTS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

/**
 * Formatted dates, remembered: formatting one costs microseconds, and the same jobs' dates are
 * shown page after page (1 % of a job page's CPU). Emptied when it grows past a bound.
 */
const formattedDates = new Map<string, string>();
const MAX_FORMATTED_DATES = 10_000;

/** "Mar 6, 2024" / "6 Mar 2024". Invalid input gives '' rather than crashing the render. */
export function formatDate(input: DateInput, locale: FormatLocale, timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = toDate(input);
  if (!date) return '';
  const key = `${locale}|${timeZone}|${date.getTime()}`;
  let text = formattedDates.get(key);
  if (text === undefined) {
    text = normaliseSpaces(dateTimeFormat(locale, { ...DATE_PARTS, timeZone }, `date|${timeZone}`).format(date));
    if (formattedDates.size >= MAX_FORMATTED_DATES) formattedDates.clear();
    formattedDates.set(key, text);
  }
  return text;
}

/** "Mar 6, 2024, 12:04:09 AM" / "6 Mar 2024, 00.04.09". */
export function formatDateTime(input: DateInput, locale: FormatLocale, timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = toDate(input);
  if (!date) return '';
  const format = dateTimeFormat(locale, {
    ...DATE_PARTS,
    // 24-hour Indonesian times read oddly without the leading zero ("0.04.09").
    hour: locale === 'id-ID' ? '2-digit' : 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZone,
  });
  return normaliseSpaces(format.format(date));
}

/**
 * "Nov 29, 2026, 2:02 PM" / "29 Nov 2026, 14.02": when something happened, to the minute (a
 * timeline's entries; seconds would only be noise there).
 */
export function formatDateMinute(input: DateInput, locale: FormatLocale, timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = toDate(input);
  if (!date) return '';
  const format = dateTimeFormat(locale, { ...DATE_PARTS, hour: locale === 'id-ID' ? '2-digit' : 'numeric', minute: '2-digit', timeZone });
  return normaliseSpaces(format.format(date));
}

/** Day index for calendars: 0 = Sunday (en-US), 1 = Monday (id-ID). */
export function weekStartsOn(locale: FormatLocale): 0 | 1 {
  return locale === 'id-ID' ? 1 : 0;
}

// Money inputs (comma thousands, dot decimal) have their own home: validation/money.ts.

// Other number inputs: dot thousands, precision 0, so no decimal part at all.
const MASKED_NUMBER = /^(?:\d{1,3}(?:\.\d{3})+|\d+)$/;

/** "8.000.000" → 8000000; decimals or bad grouping → null. */
export function parseMaskedNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!MASKED_NUMBER.test(trimmed)) return null;
  return Number(trimmed.replace(/\./g, ''));
}

/** 8000000 → "8.000.000" (rounded: the mask has precision 0). */
export function formatMaskedNumber(n: number): string {
  if (!Number.isFinite(n)) return '';
  return numberFormat('id-ID', { maximumFractionDigits: 0 }).format(n);
}

const RELATIVE_STEPS: ReadonlyArray<{ unit: Intl.RelativeTimeFormatUnit; seconds: number; upTo: number }> = [
  { unit: 'minute', seconds: 60, upTo: 60 * 60 },
  { unit: 'hour', seconds: 60 * 60, upTo: 24 * 60 * 60 },
  { unit: 'day', seconds: 24 * 60 * 60, upTo: 7 * 24 * 60 * 60 },
  { unit: 'week', seconds: 7 * 24 * 60 * 60, upTo: 30 * 24 * 60 * 60 },
  { unit: 'month', seconds: 30 * 24 * 60 * 60, upTo: 365 * 24 * 60 * 60 },
  { unit: 'year', seconds: 365 * 24 * 60 * 60, upTo: Number.POSITIVE_INFINITY },
];

/**
 * "2 days ago" / "2 hari yang lalu". `now` is passed in so the server and the hydrating
 * client can agree on it. Under a minute, or in the future (clock skew), reads "now".
 */
export function formatRelativePosted(input: DateInput, now: DateInput, locale: FormatLocale): string {
  const date = toDate(input);
  const reference = toDate(now);
  if (!date || !reference) return '';
  const elapsed = Math.floor((reference.getTime() - date.getTime()) / 1000);
  if (elapsed < 60) {
    return relativeTimeFormat(locale, 'auto').format(0, 'second');
  }
  const step = RELATIVE_STEPS.find((s) => elapsed < s.upTo) ?? RELATIVE_STEPS[RELATIVE_STEPS.length - 1]!;
  // numeric 'always': 'auto' would give "kemarin dulu" where people expect "2 hari yang lalu".
  return relativeTimeFormat(locale, 'always').format(-Math.floor(elapsed / step.seconds), step.unit);
}
