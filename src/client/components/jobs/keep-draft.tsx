'use client';

import { useEffect, useRef, type ReactNode } from 'react';

const storageKey = (draft: string) => `karir:draft:${draft}`;

/**
 * Keeps what the visitor writes in the text box inside it for the rest of the browser
 * session (the draft cover letter survives the application steps). A guest who is
 * sent to log in, or whose session ended while writing, comes back to the text instead of
 * an empty box. Without JavaScript the box simply starts empty, as before.
 */
export function KeepDraft({ draft, children }: { draft: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const field = ref.current?.querySelector('textarea');
    if (!field) return;
    const key = storageKey(draft);
    try {
      const saved = sessionStorage.getItem(key);
      if (saved && !field.value) field.value = saved;
    } catch {
      // Storage can be switched off; the box still works.
    }
    const save = () => {
      try {
        if (field.value) sessionStorage.setItem(key, field.value);
        else sessionStorage.removeItem(key);
      } catch {
        // As above.
      }
    };
    field.addEventListener('input', save);
    return () => field.removeEventListener('input', save);
  }, [draft]);
  return <div ref={ref}>{children}</div>;
}

/** Forgets drafts once they have been sent. */
export function ForgetDrafts({ drafts }: { drafts: readonly string[] }) {
  useEffect(() => {
    try {
      for (const draft of drafts) sessionStorage.removeItem(storageKey(draft));
    } catch {
      // Nothing kept, nothing to forget.
    }
  }, [drafts]);
  return null;
}
