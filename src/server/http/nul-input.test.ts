import { describe, expect, it } from 'vitest';
import { addressHasNul, encodedHasNul, nulFields } from './nul-input';

describe('finding a NUL in what a client sent', () => {
  it('in an address, encoded or raw, in any case', () => {
    expect(addressHasNul('/api/skill-options?q=%00')).toBe(true);
    expect(addressHasNul('/job/a%00b')).toBe(true);
    expect(addressHasNul('/x?q=\u0000')).toBe(true);
    expect(addressHasNul('/explore-jobs?q=%2500')).toBe(false);
    expect(addressHasNul('/explore-jobs?q=100%25')).toBe(false);
  });

  it('in a server function’s encoded arguments, but not in the six characters a person typed', () => {
    expect(encodedHasNul('["a\\u0000b"]')).toBe(true);
    expect(encodedHasNul('["a\\\\\\u0000b"]')).toBe(true);
    expect(encodedHasNul('["a\u0000b"]')).toBe(true);
    expect(encodedHasNul('["a\\\\u0000b"]')).toBe(false);
    expect(encodedHasNul('["plain"]')).toBe(false);
  });

  it('in a parsed JSON body: the paths of the texts and keys that hold one', () => {
    expect(nulFields({ name: 'a\u0000', ok: 'fine', list: ['x', 'y\u0000'], nested: { ['k\u0000']: 1, deep: { v: '\u0000' } } })).toEqual([
      'name',
      'list.1',
      'nested.k',
      'nested.deep.v',
    ]);
    expect(nulFields('\u0000')).toEqual(['_body']);
    expect(nulFields({ n: 1, b: true, z: null })).toEqual([]);
  });
});
