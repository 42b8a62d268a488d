import { describe, expect, it } from 'vitest';
import { monogramOf } from './monogram';

describe('monogramOf', () => {
  it('takes the first letters of the first two words after the legal form', () => {
    expect(monogramOf('PT Bintang Food Industries Abadi')).toBe('BF');
    expect(monogramOf('RS Rajawali Medika Indonesia')).toBe('RM');
    expect(monogramOf('CV. Sinar Jaya')).toBe('SJ');
  });

  it('uses the first two letters of a one-word name', () => {
    expect(monogramOf('Tokopedia')).toBe('TO');
  });
});
