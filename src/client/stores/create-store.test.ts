import { describe, expect, it, vi } from 'vitest';
import { createStore } from './create-store';

describe('createStore', () => {
  it('returns the same snapshot reference until the state changes', () => {
    const store = createStore({ n: 1 });
    const first = store.get();
    expect(store.get()).toBe(first);
    store.replace({ n: 2 });
    expect(store.get()).not.toBe(first);
    expect(store.get()).toEqual({ n: 2 });
  });

  it.each<[string, (store: ReturnType<typeof createStore<number[]>>, same: number[]) => void, number]>([
    ['a new state', (store) => store.replace([2]), 1],
    ['the same reference', (store, same) => store.replace(same), 0],
  ])('notifies subscribers on %s %i time(s)', (_label, act, calls) => {
    const initial = [1];
    const store = createStore(initial);
    const listener = vi.fn();
    store.subscribe(listener);
    act(store, initial);
    expect(listener).toHaveBeenCalledTimes(calls);
  });

  it('stops notifying after unsubscribe, even when unsubscribing during a notification', () => {
    const store = createStore(0);
    const second = vi.fn();
    const unsubscribeFirst = store.subscribe(() => unsubscribeFirst());
    const unsubscribeSecond = store.subscribe(second);
    store.replace(1);
    expect(second).toHaveBeenCalledTimes(1);
    unsubscribeSecond();
    store.replace(2);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
