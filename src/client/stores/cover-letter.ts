import { createStore, type Store } from './create-store';

/** Spec §3: the draft cover letter kept across the job-application steps. */
export interface CoverLetterState {
  readonly cover_letter: string;
}

const EMPTY: CoverLetterState = Object.freeze({ cover_letter: '' });

export interface CoverLetterStore extends Store<CoverLetterState> {
  set(text: string): void;
  /** Empties the text (spec §4), e.g. after the application was sent. */
  clear(): void;
}

export function createCoverLetter(): CoverLetterStore {
  const store = createStore<CoverLetterState>(EMPTY);
  const write = (text: string) => {
    if (store.get().cover_letter === text) return;
    store.replace(text === '' ? EMPTY : { cover_letter: text });
  };
  return {
    get: store.get,
    subscribe: store.subscribe,
    set: write,
    clear: () => write(''),
  };
}

export const coverLetter = createCoverLetter();
