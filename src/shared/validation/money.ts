import { currencyDigits } from '../format';

/**
 * The one rule for what a money input means (spec: comma thousands, dot decimal, 2 decimals by
 * default; rupiah have none). The form, the browser's input mask and the JSON API all read
 * amounts through parseMoney, so an amount one of them refuses is refused by all three.
 *
 * A dot is always the decimal point: "12500000.5" is twelve and a half million and a bit, never
 * 125,000,005. A decimal part is refused for rupiah rather than rounded behind the person's
 * back, except zeros ("12,500,000.00"), which mean the whole amount.
 */

export type MoneyReading = { readonly amount: number } | { readonly error: 'format' | 'decimals' };

/** Comma-grouped or plain digits, then at most one dot and the decimals. */
const MONEY_SHAPE = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/;

/** Null for an empty field; else the amount in whole currency units, or why it is refused. */
export function parseMoney(raw: string, currency = 'IDR'): MoneyReading | null {
  const cleaned = raw
    .trim()
    .replace(/^(rp|idr)\.?/i, '')
    .replace(/[\s\u00a0]+/g, '');
  if (cleaned === '') return null;
  const match = MONEY_SHAPE.exec(cleaned);
  if (!match) return { error: 'format' };
  const [, whole = '', decimals = ''] = match;
  const allowed = currencyDigits(currency);
  const significant = decimals.replace(/0+$/, '');
  if (significant.length > allowed) return { error: allowed === 0 ? 'decimals' : 'format' };
  return { amount: Number(`${whole.replace(/,/g, '')}.${significant || '0'}`) };
}

/** An amount as a money input shows it: "12,500,000" (and "12.50" for a currency with cents). */
export function formatMoneyInput(amount: number, currency = 'IDR'): string {
  if (!Number.isFinite(amount)) return '';
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
}

/**
 * What the input shows while someone types: the whole part grouped with commas, a dot and
 * what follows kept as typed, so the server's message (not the mask) answers a decimal part.
 * Text of any other shape is left alone for the same reason.
 */
export function maskMoneyInput(text: string): string {
  const match = /^(\d[\d,]*)(\.\d*)?$/.exec(text.trim());
  if (!match) return text;
  const [, whole = '', rest = ''] = match;
  const digits = whole.replace(/,/g, '').replace(/^0+(?=\d)/, '');
  return `${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${rest}`;
}
