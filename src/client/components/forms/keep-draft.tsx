'use client';

import { useEffect, useRef, type ReactNode } from 'react';

const storageKey = (draft: string) => `karir:draft:${draft}`;

type Fields = Record<string, string | string[]>;
type Field = HTMLInputElement | HTMLTextAreaElement;

/** What the fields inside hold: a text box's text, a group of choices' ticked values. */
function read(root: HTMLElement): Fields {
  const fields: Fields = {};
  for (const field of root.querySelectorAll<Field>('textarea[name], input[name]')) {
    if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) {
      const ticked = (fields[field.name] as string[] | undefined) ?? [];
      if (field.checked) ticked.push(field.value);
      fields[field.name] = ticked;
    } else if (field instanceof HTMLTextAreaElement) fields[field.name] = field.value;
  }
  return fields;
}

/**
 * Puts a draft back: text only into an empty box (the server's copy after a refused post
 * stands), choices wherever the draft has any, since they were made after the page was sent.
 */
function restore(root: HTMLElement, fields: Fields): void {
  for (const field of root.querySelectorAll<Field>('textarea[name], input[name]')) {
    const saved = fields[field.name];
    if (saved === undefined) continue;
    if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) {
      if (Array.isArray(saved) && saved.length > 0) field.checked = saved.includes(field.value);
    } else if (field instanceof HTMLTextAreaElement && typeof saved === 'string' && saved && !field.value) field.value = saved;
  }
}

/** A draft as stored: fields by name (or, from before choices were kept, one text box's text). */
function parse(saved: string, root: HTMLElement): Fields {
  try {
    const value: unknown = JSON.parse(saved);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Fields;
  } catch {
    // Plain text: the older single-box draft.
  }
  const box = root.querySelector('textarea[name]');
  return box ? { [(box as HTMLTextAreaElement).name]: saved } : {};
}

/**
 * Keeps what the visitor writes and chooses inside it (text boxes, radio buttons, check boxes)
 * for the rest of the browser session: a guest sent to log in, a reload, or a session that
 * ended while writing comes back to the same answers instead of an empty form. Without
 * JavaScript the form simply starts as the server sends it.
 */
export function KeepDraft({ draft, children }: { draft: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const key = storageKey(draft);
    try {
      const saved = sessionStorage.getItem(key);
      if (saved) restore(root, parse(saved, root));
    } catch {
      // Storage can be switched off; the form still works.
    }
    const save = () => {
      try {
        const fields = read(root);
        const empty = Object.values(fields).every((value) => value.length === 0);
        if (empty) sessionStorage.removeItem(key);
        else sessionStorage.setItem(key, JSON.stringify(fields));
      } catch {
        // As above.
      }
    };
    root.addEventListener('input', save);
    root.addEventListener('change', save);
    return () => {
      root.removeEventListener('input', save);
      root.removeEventListener('change', save);
    };
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
