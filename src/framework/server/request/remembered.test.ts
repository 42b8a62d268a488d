import { describe, expect, it } from 'vitest';
import { remembered } from './remembered';

describe('remembered', () => {
  it('works a key out once, and again only after forgetting everything when full', () => {
    const asked: string[] = [];
    const length = remembered(
      (key) => {
        asked.push(key);
        return key.length;
      },
      { limit: 2 },
    );
    expect([length('a'), length('bb'), length('a'), length('bb')]).toEqual([1, 2, 1, 2]);
    expect(asked).toEqual(['a', 'bb']);
    // A third key fills it: all is forgotten, so 'a' is worked out anew.
    expect([length('ccc'), length('a')]).toEqual([3, 1]);
    expect(asked).toEqual(['a', 'bb', 'ccc', 'a']);
  });

  it('keeps no key longer than its bound, so made-up long headers cannot grow it', () => {
    const asked: string[] = [];
    const same = remembered(
      (key) => {
        asked.push(key);
        return key;
      },
      { maxKeyLength: 4 },
    );
    const long = 'x'.repeat(5);
    expect([same(long), same(long)]).toEqual([long, long]);
    expect(asked).toEqual([long, long]);
  });

  it('remembers an answer of null', () => {
    let calls = 0;
    const nothing = remembered(() => {
      calls += 1;
      return null;
    });
    expect([nothing('k'), nothing('k')]).toEqual([null, null]);
    expect(calls).toBe(1);
  });
});
