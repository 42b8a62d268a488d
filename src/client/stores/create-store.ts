/**
 * Minimal external store for React's useSyncExternalStore: `get` must return the same
 * reference until the state really changes, or React re-renders (or loops) needlessly.
 */

type Listener = () => void;

export interface Store<T> {
  get(): T;
  subscribe(listener: Listener): () => void;
}

export interface WritableStore<T> extends Store<T> {
  /** Replaces the state and notifies, unless `next` is the current reference. */
  replace(next: T): void;
}

export function createStore<T>(initial: T): WritableStore<T> {
  let state = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    replace(next) {
      if (Object.is(next, state)) return;
      state = next;
      // Copy: a listener may unsubscribe (or subscribe) while we notify.
      for (const listener of [...listeners]) listener();
    },
  };
}
