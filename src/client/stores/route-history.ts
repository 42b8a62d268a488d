import { createStore, type Store } from './create-store';

/** After an append at most 10 routes remain. */
export const ROUTE_HISTORY_MAX = 10;

export interface RouteHistoryStore extends Store<readonly string[]> {
  /** Called on every route change with the current path. */
  push(route: string): void;
  /**
   * Going back removes the last entry, or the last two when the back target equals the
   * last entry (the rule taken literally: the comparison is with the last entry).
   */
  back(target?: string): void;
}

export function createRouteHistory(initial: readonly string[] = []): RouteHistoryStore {
  const store = createStore<readonly string[]>(initial);
  return {
    get: store.get,
    subscribe: store.subscribe,
    push(route) {
      const list = store.get();
      // "More than 9" → keep the last 9, so the append leaves at most 10.
      const kept = list.length > ROUTE_HISTORY_MAX - 1 ? list.slice(-(ROUTE_HISTORY_MAX - 1)) : list;
      store.replace([...kept, route]);
    },
    back(target) {
      const list = store.get();
      if (list.length === 0) return;
      const removeCount = target !== undefined && target === list[list.length - 1] ? 2 : 1;
      store.replace(list.slice(0, Math.max(0, list.length - removeCount)));
    },
  };
}

/** The browser-wide instance; tests and the server build their own with createRouteHistory. */
export const routeHistory = createRouteHistory();
