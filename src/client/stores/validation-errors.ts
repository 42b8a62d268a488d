import { createStore, type Store } from './create-store';

/** Field name → messages, the shape of a 422 `errors` body. */
export type ValidationErrors = Readonly<Record<string, readonly string[]>>;

const EMPTY: ValidationErrors = Object.freeze({});

export interface ValidationErrorsStore extends Store<ValidationErrors> {
  set(errors: ValidationErrors): void;
  /** Cleared before every request, so forms stop showing stale errors. */
  clear(): void;
}

export function createValidationErrors(): ValidationErrorsStore {
  const store = createStore<ValidationErrors>(EMPTY);
  return {
    get: store.get,
    subscribe: store.subscribe,
    set(errors) {
      // Copy so later mutation of the caller's object (e.g. a reused response) can't leak in.
      const copy: Record<string, readonly string[]> = {};
      for (const [field, messages] of Object.entries(errors)) copy[field] = [...messages];
      store.replace(Object.keys(copy).length === 0 ? EMPTY : copy);
    },
    clear() {
      // Same reference when already empty: clearing before each request then costs no render.
      store.replace(EMPTY);
    },
  };
}

export const validationErrors = createValidationErrors();
