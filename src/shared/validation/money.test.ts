import { describe, expect, it } from 'vitest';
import { formatMoneyInput, maskMoneyInput, parseMoney } from './money';

describe('the money rule', () => {
  it('reads comma thousands and a dot decimal point (spec), with or without the currency', () => {
    expect(parseMoney('8500000')).toEqual({ amount: 8_500_000 });
    expect(parseMoney('8,500,000')).toEqual({ amount: 8_500_000 });
    expect(parseMoney(' Rp 8,500,000 ')).toEqual({ amount: 8_500_000 });
    expect(parseMoney('IDR 8 500 000')).toEqual({ amount: 8_500_000 });
    expect(parseMoney('8,500,000.00')).toEqual({ amount: 8_500_000 });
    expect(parseMoney('')).toBeNull();
  });

  it('never turns a decimal point into digits: rupiah decimals are refused', () => {
    expect(parseMoney('12500000.5')).toEqual({ error: 'decimals' });
    expect(parseMoney('12,500,000.50')).toEqual({ error: 'decimals' });
  });

  it('allows two decimals for a currency that has cents', () => {
    expect(parseMoney('1,234.56', 'USD')).toEqual({ amount: 1234.56 });
    expect(parseMoney('1.5', 'USD')).toEqual({ amount: 1.5 });
    expect(parseMoney('1.234', 'USD')).toEqual({ error: 'format' });
  });

  it('refuses what it cannot read unambiguously', () => {
    for (const raw of ['9.500.000', '9500000,50', '8,50,000', '-3', 'lots', '1e7', '12.500.000,00'])
      expect(parseMoney(raw)).toEqual({ error: 'format' });
  });

  it.each<[string, number | null]>([
    ['1,234,567.89', 1_234_567.89],
    ['1234567.8', 1_234_567.8],
    [' 12.50 ', 12.5],
    ['0', 0],
  ])('reads %j as %j in a currency with cents', (text, amount) => {
    expect(parseMoney(text, 'USD')).toEqual({ amount });
  });

  it.each(['1,234.567', '12,34', '1.234.567', '1,234.', 'abc'])('refuses %j in a currency with cents', (text) => {
    expect(parseMoney(text, 'USD')).toEqual({ error: 'format' });
  });

  it('shows an amount the way it reads it back', () => {
    expect(formatMoneyInput(Number.NaN)).toBe('');
    expect(formatMoneyInput(0.005, 'USD')).toBe('0.01');
    expect(parseMoney(formatMoneyInput(9_876_543.21, 'USD'), 'USD')).toEqual({ amount: 9_876_543.21 });
    expect(formatMoneyInput(12_500_000)).toBe('12,500,000');
    expect(parseMoney(formatMoneyInput(12_500_000))).toEqual({ amount: 12_500_000 });
    expect(formatMoneyInput(1234.5, 'USD')).toBe('1,234.50');
  });

  it('groups the whole part as it is typed and keeps a decimal part for the server to answer', () => {
    expect(maskMoneyInput('12500000')).toBe('12,500,000');
    expect(maskMoneyInput('12500000.5')).toBe('12,500,000.5');
    expect(maskMoneyInput('1,2500')).toBe('12,500');
    expect(maskMoneyInput('007')).toBe('7');
    expect(maskMoneyInput('9.500.000')).toBe('9.500.000');
    expect(maskMoneyInput('')).toBe('');
  });
});
