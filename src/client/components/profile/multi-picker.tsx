'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useField, useFormResult } from '../forms/form-context';

export interface MultiPickerTexts {
  readonly label: string;
  readonly hint: string;
  readonly placeholder: string;
  readonly loading: string;
  readonly noOptions: string;
  /** "Press Enter to add {{skill}}": given, what was typed can be added as a choice of its own. */
  readonly add?: string;
  readonly remove: string;
}

interface PickerOption {
  readonly value: string;
  readonly label: string;
  readonly group?: string;
}

/** A fixed list's choices under their group's name (cities under their province), which a search matches too. */
export interface PickerGroup {
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

const SEARCH_DELAY_MS = 200;

/**
 * A searchable multi-select (skills, preferred cities): chips for what is chosen, a text box
 * that filters a list box. The list is either asked for as the candidate types (`sourceUrl`,
 * answering `{ data: string[] }`) or given (`groups`, filtered here by name and group name). It
 * follows the ARIA combobox pattern: arrows move, Enter picks (or adds what was typed, when
 * `texts.add` allows), Escape closes, Backspace in an empty box removes the last chip. A pick
 * closes the list, so the section's Save button is never left under it. Until the page is
 * hydrated (and without JavaScript) the server's `fallback` field stands in.
 */
export function MultiPicker({
  name,
  initial,
  texts,
  sourceUrl,
  groups,
  fallback,
}: {
  name: string;
  initial: readonly string[];
  texts: MultiPickerTexts;
  sourceUrl?: string;
  groups?: readonly PickerGroup[];
  fallback: ReactNode;
}) {
  const id = useId();
  const { errors, value, values } = useField(name);
  const { state } = useFormResult();
  const posted = state.status === 'invalid' || state.status === 'error';
  // After a failed post without JavaScript a text fallback sent "SQL, Excel" as one value.
  const start = posted
    ? values.length === 1 && value !== undefined
      ? value
          .split(/[,\n]/)
          .map((s) => s.trim())
          .filter(Boolean)
      : [...values]
    : [...initial];
  const [hydrated, setHydrated] = useState(false);
  const [chosen, setChosen] = useState<string[]>(start);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [fetched, setFetched] = useState<string[]>([]);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  // The list closes a moment after the box loses focus (so a click on an option lands first);
  // focus coming back cancels that, or a chip's × would close the list under the next typing.
  const closeTimer = useRef<number | undefined>(undefined);
  const cancelClose = () => window.clearTimeout(closeTimer.current);
  useEffect(() => setHydrated(true), []);
  useEffect(() => cancelClose, []);

  useEffect(() => {
    if (!open || !sourceUrl) return;
    const controller = new AbortController();
    setLoading(true);
    const timer = window.setTimeout(() => {
      fetch(`${sourceUrl}?q=${encodeURIComponent(query.trim())}`, { signal: controller.signal, headers: { Accept: 'application/json' } })
        .then((response) => (response.ok ? (response.json() as Promise<{ data: string[] }>) : { data: [] }))
        .then((body) => {
          setFetched(body.data);
          setActive(body.data.length > 0 ? 0 : -1);
        })
        .catch(() => undefined)
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, SEARCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [open, query, sourceUrl]);

  if (!hydrated) return fallback;

  const needle = query.trim().toLowerCase();
  const given = groups?.flatMap((group) => group.options.map((option): PickerOption => ({ ...option, group: group.label })));
  const all: readonly PickerOption[] = given ?? fetched.map((skill) => ({ value: skill, label: skill }));
  const labelOf = (choice: string) => all.find((option) => option.value === choice)?.label ?? choice;
  const taken = new Set(chosen.map((s) => s.toLowerCase()));
  const shown = all.filter(
    (option) =>
      !taken.has(option.value.toLowerCase()) && (!given || `${option.label}\n${option.group ?? ''}`.toLowerCase().includes(needle)),
  );
  const typed = texts.add ? query.trim().replace(/,/g, ' ') : '';
  const changed = () => inputRef.current?.dispatchEvent(new Event('input', { bubbles: true }));
  const pick = (choice: string) => {
    const clean = choice.trim().replace(/,/g, ' ');
    if (clean && !taken.has(clean.toLowerCase())) setChosen([...chosen, clean]);
    setQuery('');
    setActive(-1);
    setOpen(false);
    changed();
  };
  const remove = (choice: string) => {
    setChosen(chosen.filter((s) => s !== choice));
    inputRef.current?.focus();
    changed();
  };
  const current = open ? (given ? Math.min(Math.max(active, 0), shown.length - 1) : active) : -1;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      else setActive(Math.min(shown.length - 1, current + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(Math.max(0, current - 1));
    } else if (event.key === 'Enter') {
      // Enter picks; it never submits the whole section half-typed.
      event.preventDefault();
      const option = current >= 0 ? shown[current] : undefined;
      if (option) pick(option.value);
      else if (typed) pick(typed);
    } else if (event.key === 'Escape') {
      if (open) event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Backspace' && query === '' && chosen.length > 0) {
      remove(chosen[chosen.length - 1]!);
    }
  };
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <div className="field multi-picker">
      <label htmlFor={id}>{texts.label}</label>
      {chosen.length > 0 ? (
        <ul className="multi-picker__chips">
          {chosen.map((choice) => (
            <li key={choice} className="multi-picker__chip">
              <span>{labelOf(choice)}</span>
              <button
                type="button"
                className="multi-picker__remove"
                aria-label={`${texts.remove} ${labelOf(choice)}`}
                onClick={() => remove(choice)}
              >
                ×
              </button>
              <input type="hidden" name={name} value={choice} />
            </li>
          ))}
        </ul>
      ) : (
        <input type="hidden" name={name} value="" />
      )}
      <div className="multi-picker__box">
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current >= 0 && shown[current] ? optionId(current) : undefined}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={`${id}-hint${errors.length > 0 ? ` ${id}-error` : ''}`}
          placeholder={texts.placeholder}
          value={query}
          autoComplete="off"
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setOpen(true);
          }}
          onFocus={() => {
            cancelClose();
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onBlur={() => {
            cancelClose();
            closeTimer.current = window.setTimeout(() => setOpen(false), 150);
          }}
          onKeyDown={onKeyDown}
        />
        {open ? (
          <ul className="multi-picker__menu" id={listId} role="listbox" aria-label={texts.label}>
            {loading ? (
              <li className="multi-picker__note" role="presentation">
                {texts.loading}
              </li>
            ) : shown.length === 0 ? (
              <li className="multi-picker__note" role="presentation">
                {texts.noOptions}
                {typed && texts.add ? ` ${texts.add.replace('{{skill}}', typed)}` : ''}
              </li>
            ) : (
              shown.map((option, index) => (
                <li
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === current}
                  className="multi-picker__option"
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(option.value)}
                >
                  {option.label}
                  {option.group ? <span className="multi-picker__group"> · {option.group}</span> : null}
                </li>
              ))
            )}
          </ul>
        ) : null}
      </div>
      <p className="field-hint" id={`${id}-hint`}>
        {texts.hint}
      </p>
      {errors.length > 0 ? (
        <p className="field-error" id={`${id}-error`}>
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
