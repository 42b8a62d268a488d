import { describe, expect, it } from 'vitest';
import { isChromeLike } from './chrome-like';

describe("the recorder's browser hint", () => {
  it('tells Chrome from browsers that get the "Chrome is recommended" hint', () => {
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
    const safari = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
    expect(isChromeLike(chrome, undefined)).toBe(true);
    expect(isChromeLike(firefox, undefined)).toBe(false);
    expect(isChromeLike(safari, undefined)).toBe(false);
    expect(isChromeLike('', [{ brand: 'Chromium' }, { brand: 'Not_A Brand' }])).toBe(true);
  });
});
