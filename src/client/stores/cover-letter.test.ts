import { describe, expect, it, vi } from 'vitest';
import { createCoverLetter } from './cover-letter';

describe('coverLetter', () => {
  it.each<[string, (store: ReturnType<typeof createCoverLetter>) => void, string]>([
    ['starts empty', () => {}, ''],
    ['keeps the text exactly as typed', (s) => s.set('  Dear hiring team,\nI am…  '), '  Dear hiring team,\nI am…  '],
    ['a second set replaces the first', (s) => { s.set('first'); s.set('second'); }, 'second'],
    ['clear empties it', (s) => { s.set('draft'); s.clear(); }, ''],
  ])('%s', (_label, act, expected) => {
    const store = createCoverLetter();
    act(store);
    expect(store.get()).toEqual({ cover_letter: expected });
  });

  it('notifies only when the text actually changes', () => {
    const store = createCoverLetter();
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('a');
    store.set('a');
    store.clear();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
