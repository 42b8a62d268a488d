import { describe, expect, it, vi } from 'vitest';
import { createValidationErrors, type ValidationErrors } from './validation-errors';

describe('validationErrors', () => {
  it.each<[string, ValidationErrors, ValidationErrors]>([
    [
      'stores a 422 errors map',
      { email: ['The email has already been taken.'] },
      {
        email: ['The email has already been taken.'],
      },
    ],
    [
      'keeps every message per field',
      { password: ['too short', 'needs a digit'] },
      {
        password: ['too short', 'needs a digit'],
      },
    ],
    ['an empty map means no errors', {}, {}],
  ])('%s', (_label, input, expected) => {
    const store = createValidationErrors();
    store.set(input);
    expect(store.get()).toEqual(expected);
  });

  it('clears to an empty object', () => {
    const store = createValidationErrors();
    store.set({ name: ['Required field!'] });
    store.clear();
    expect(store.get()).toEqual({});
  });

  it('replaces, not merges, on a second set', () => {
    const store = createValidationErrors();
    store.set({ name: ['Required field!'] });
    store.set({ email: ['Invalid email address'] });
    expect(store.get()).toEqual({ email: ['Invalid email address'] });
  });

  it('is not affected when the caller later mutates the object it passed', () => {
    const store = createValidationErrors();
    const body = { name: ['Required field!'] };
    store.set(body);
    body.name.push('later');
    expect(store.get()).toEqual({ name: ['Required field!'] });
  });

  it('does not notify when clearing errors that are already clear (every request clears)', () => {
    const store = createValidationErrors();
    const listener = vi.fn();
    store.subscribe(listener);
    store.clear();
    store.clear();
    expect(listener).not.toHaveBeenCalled();
    store.set({ a: ['x'] });
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
