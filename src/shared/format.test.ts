import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatDateMinute,
  formatDateTime,
  formatFileSize,
  formatMaskedNumber,
  formatMoney,
  formatNumber,
  formatRelativePosted,
  formatSalaryRange,
  parseMaskedNumber,
  weekStartsOn,
  type FormatLocale,
} from './format';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it.each<[number | bigint, string, FormatLocale, string]>([
    [8_000_000, 'IDR', 'en-US', `IDR${NBSP}8,000,000`],
    [8_000_000, 'IDR', 'id-ID', `Rp${NBSP}8.000.000`],
    [8_000_000.6, 'IDR', 'id-ID', `Rp${NBSP}8.000.001`],
    [8_000_000n, 'idr', 'id-ID', `Rp${NBSP}8.000.000`],
    [1234.5, 'USD', 'en-US', '$1,234.50'],
    [1234.5, 'USD', 'id-ID', 'US$1.234,50'],
    [0, 'SGD', 'en-US', `SGD${NBSP}0.00`],
    [-8_000_000, 'IDR', 'id-ID', `-Rp${NBSP}8.000.000`],
  ])('%s %s in %s → %j', (amount, currency, locale, expected) => {
    expect(formatMoney(amount, currency, locale)).toBe(expected);
  });
});

describe('formatSalaryRange', () => {
  it.each<[number | null, number | null, string, string, FormatLocale, string]>([
    [8_000_000, 12_000_000, 'IDR', 'month', 'en-US', `IDR${NBSP}8,000,000 – 12,000,000 / month`],
    [8_000_000, 12_000_000, 'IDR', 'bulan', 'id-ID', `Rp${NBSP}8.000.000 – Rp${NBSP}12.000.000 / bulan`],
    [12_000_000, 8_000_000, 'IDR', 'bulan', 'id-ID', `Rp${NBSP}8.000.000 – Rp${NBSP}12.000.000 / bulan`],
    [3000, 4500.5, 'USD', 'month', 'en-US', '$3,000.00 – 4,500.50 / month'],
    [8_000_000, 12_000_000, 'IDR', '', 'en-US', `IDR${NBSP}8,000,000 – 12,000,000`],
    [8_000_000, 8_000_000, 'IDR', 'month', 'en-US', `IDR${NBSP}8,000,000 / month`],
    [8_000_000, null, 'IDR', 'bulan', 'id-ID', `Rp${NBSP}8.000.000 / bulan`],
    [null, 12_000_000, 'IDR', 'month', 'en-US', `IDR${NBSP}12,000,000 / month`],
    [null, null, 'IDR', 'month', 'en-US', ''],
  ])('%s–%s %s /%s in %s → %j', (min, max, currency, period, locale, expected) => {
    expect(formatSalaryRange(min, max, currency, period, locale)).toBe(expected);
  });
});

describe('formatNumber', () => {
  it.each<[number | bigint, FormatLocale, string]>([
    [1234.5, 'en-US', '1,234.50'],
    [1234.5, 'id-ID', '1.235'],
    [1_000_000, 'id-ID', '1.000.000'],
    [7, 'en-US', '7.00'],
    [12n, 'id-ID', '12'],
  ])('%s in %s → %j', (n, locale, expected) => {
    expect(formatNumber(n, locale)).toBe(expected);
  });
});

describe('formatDate / formatDateTime', () => {
  // 17:04:09 UTC is already the next day in Jakarta (UTC+7): the fixed zone must win.
  const instant = '2024-03-05T17:04:09Z';

  it.each<[string | number | Date, FormatLocale, string | undefined, string]>([
    [instant, 'en-US', undefined, 'Mar 6, 2024'],
    [instant, 'id-ID', undefined, '6 Mar 2024'],
    [new Date(instant), 'en-US', 'UTC', 'Mar 5, 2024'],
    [Date.parse(instant), 'id-ID', undefined, '6 Mar 2024'],
    ['not a date', 'en-US', undefined, ''],
  ])('formatDate(%j, %s, %s) → %j', (input, locale, zone, expected) => {
    expect(formatDate(input, locale, zone)).toBe(expected);
  });

  it.each<[string, FormatLocale, string | undefined, string]>([
    [instant, 'en-US', undefined, 'Mar 6, 2024, 12:04:09 AM'],
    [instant, 'id-ID', undefined, '6 Mar 2024, 00.04.09'],
    [instant, 'en-US', 'UTC', 'Mar 5, 2024, 5:04:09 PM'],
    ['2024-03-06T08:00:00+07:00', 'id-ID', undefined, '6 Mar 2024, 08.00.00'],
    ['garbage', 'id-ID', undefined, ''],
  ])('formatDateTime(%j, %s, %s) → %j', (input, locale, zone, expected) => {
    expect(formatDateTime(input, locale, zone)).toBe(expected);
  });

  it.each<[string, FormatLocale, string]>([
    ['2026-11-29T07:02:59Z', 'en-US', 'Nov 29, 2026, 2:02 PM'],
    ['2026-11-29T07:02:59Z', 'id-ID', '29 Nov 2026, 14.02'],
    ['2026-11-28T17:05:00Z', 'id-ID', '29 Nov 2026, 00.05'],
    ['garbage', 'en-US', ''],
  ])('formatDateMinute(%j, %s) → %j', (input, locale, expected) => {
    expect(formatDateMinute(input, locale)).toBe(expected);
  });

  it('renders the same text on an engine whose ICU emits U+202F before AM/PM', () => {
    // Simulates Node/browsers on ICU 72-73, so server and client output still match.
    const proto = Intl.DateTimeFormat.prototype;
    const original = Object.getOwnPropertyDescriptor(proto, 'format');
    Object.defineProperty(proto, 'format', {
      configurable: true,
      get: () => () => 'Mar 6, 2024, 12:04:09\u202fAM',
    });
    try {
      expect(formatDateTime(instant, 'en-US')).toBe('Mar 6, 2024, 12:04:09 AM');
    } finally {
      if (original) Object.defineProperty(proto, 'format', original);
    }
  });
});

describe('weekStartsOn', () => {
  it.each<[FormatLocale, 0 | 1]>([
    ['id-ID', 1],
    ['en-US', 0],
  ])('%s → %i', (locale, expected) => {
    expect(weekStartsOn(locale)).toBe(expected);
  });
});

describe('other number mask (dot thousands, precision 0)', () => {
  it.each<[string, number | null]>([
    ['8.000.000', 8_000_000],
    ['8000000', 8_000_000],
    ['999', 999],
    [' 1.000 ', 1000],
    ['8.000.000,50', null],
    ['8,000,000', null],
    ['80.00', null],
    ['', null],
  ])('parseMaskedNumber(%j) → %j', (text, expected) => {
    expect(parseMaskedNumber(text)).toBe(expected);
  });

  it.each<[number, string]>([
    [8_000_000, '8.000.000'],
    [1234.6, '1.235'],
    [Number.POSITIVE_INFINITY, ''],
  ])('formatMaskedNumber(%j) → %j', (n, expected) => {
    expect(formatMaskedNumber(n)).toBe(expected);
  });
});

describe('formatRelativePosted', () => {
  const now = new Date('2024-03-10T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it.each<[Date | string, FormatLocale, string]>([
    [ago(2 * 86_400), 'en-US', '2 days ago'],
    [ago(2 * 86_400), 'id-ID', '2 hari yang lalu'],
    [ago(86_400), 'en-US', '1 day ago'],
    [ago(30), 'en-US', 'now'],
    [ago(30), 'id-ID', 'sekarang'],
    [ago(-3600), 'en-US', 'now'],
    [ago(5 * 60), 'en-US', '5 minutes ago'],
    [ago(3 * 3600), 'id-ID', '3 jam yang lalu'],
    [ago(14 * 86_400), 'en-US', '2 weeks ago'],
    [ago(65 * 86_400), 'en-US', '2 months ago'],
    [ago(800 * 86_400), 'id-ID', '2 tahun yang lalu'],
    ['nonsense', 'en-US', ''],
  ])('%j in %s → %j', (date, locale, expected) => {
    expect(formatRelativePosted(date, now, locale)).toBe(expected);
  });
});

describe('formatCount', () => {
  it.each([
    [1234, 'en-US', '1,234'],
    [1234, 'id-ID', '1.234'],
    [7, 'en-US', '7'],
    [77000.6, 'id-ID', '77.001'],
  ] as const)('%s in %s → %s', (n, locale, expected) => {
    expect(formatCount(n, locale)).toBe(expected);
  });

  it('gives the same text on repeated calls (formatters are reused)', () => {
    expect(formatCount(1000, 'en-US')).toBe(formatCount(1000, 'en-US'));
    expect(formatMoney(8_000_000, 'IDR', 'id-ID')).toBe(formatMoney(8_000_000, 'IDR', 'id-ID'));
  });
});

describe('formatFileSize', () => {
  it('reads as people say sizes, in each language', () => {
    expect(formatFileSize(1_310_720, 'en-US')).toBe('1.3 MB');
    expect(formatFileSize(1_310_720, 'id-ID')).toBe('1,3 MB');
    expect(formatFileSize(251_290, 'en-US')).toBe('245 kB');
    expect(formatFileSize(12, 'en-US')).toBe('1 kB');
  });
});
