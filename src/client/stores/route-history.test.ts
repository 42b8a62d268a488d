import { describe, expect, it, vi } from 'vitest';
import { ROUTE_HISTORY_MAX, createRouteHistory } from './route-history';

const routes = (n: number) => Array.from({ length: n }, (_, i) => `/r${i + 1}`);

describe('routeHistory.push', () => {
  it.each<[string, string[], string[]]>([
    ['first visit', [], ['/']],
    ['appends in visit order', ['/', '/explore-jobs'], ['/', '/explore-jobs', '/new']],
    ['keeps a repeated visit (every route change counts)', ['/a'], ['/a', '/a']],
    ['9 entries: no trim, grows to 10', routes(9), [...routes(9), '/new']],
    ['10 entries: trimmed to the last 9, then appended', routes(10), [...routes(10).slice(1), '/new']],
    ['15 entries (restored state): trimmed to the last 9, then appended', routes(15), [...routes(15).slice(6), '/new']],
  ])('%s', (_label, initial, expected) => {
    const history = createRouteHistory(initial);
    history.push(expected[expected.length - 1]!);
    expect(history.get()).toEqual(expected);
  });

  it('never holds more than 10 routes however long the session', () => {
    const history = createRouteHistory();
    for (const route of routes(50)) history.push(route);
    expect(history.get()).toHaveLength(ROUTE_HISTORY_MAX);
    expect(history.get()).toEqual(routes(50).slice(-10));
  });
});

describe('routeHistory.back', () => {
  it.each<[string, string[], string | undefined, string[]]>([
    ['without target removes the last entry', ['/a', '/b', '/c'], undefined, ['/a', '/b']],
    ['target differing from the last entry removes one', ['/a', '/b', '/c'], '/b', ['/a', '/b']],
    ['target equal to the last entry removes two', ['/a', '/b', '/c'], '/c', ['/a']],
    ['target equal to the last entry with one entry empties the list', ['/c'], '/c', []],
    ['target equal to an earlier entry only removes one', ['/c', '/b', '/a'], '/c', ['/c', '/b']],
    ['empty list stays empty', [], '/a', []],
  ])('%s', (_label, initial, target, expected) => {
    const history = createRouteHistory(initial);
    history.back(target);
    expect(history.get()).toEqual(expected);
  });
});

describe('routeHistory subscription', () => {
  it('notifies on push and back, not on a back with nothing to remove', () => {
    const history = createRouteHistory();
    const listener = vi.fn();
    history.subscribe(listener);
    history.back();
    expect(listener).not.toHaveBeenCalled();
    history.push('/a');
    history.back();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('gives a new snapshot per change and never mutates an old one', () => {
    const history = createRouteHistory(['/a']);
    const before = history.get();
    history.push('/b');
    expect(before).toEqual(['/a']);
    expect(history.get()).not.toBe(before);
  });
});
