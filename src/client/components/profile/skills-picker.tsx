'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useField, useFormResult } from '../forms/form-context';

export interface SkillsPickerTexts {
  readonly label: string;
  readonly hint: string;
  readonly placeholder: string;
  readonly loading: string;
  readonly noOptions: string;
  readonly add: string;
  readonly remove: string;
}

const SEARCH_DELAY_MS = 200;

/** Splits the no-JavaScript text box's "SQL, Excel" the way the server does. */
function splitSkills(text: string): string[] {
  return text.split(/[,\n]/).map((s) => s.trim()).filter(Boolean);
}

/**
 * Skills: a searchable select over the skills jobs ask for (GET /api/skill-options), where a
 * new one can be typed too. Without JavaScript (and in the server's HTML) it is one text box of
 * comma-separated skills. The list box follows the ARIA combobox pattern: arrows move, Enter
 * picks (or adds what was typed), Escape closes, Backspace in an empty box removes the last.
 * It says "Loading..." while it asks and "Sorry, no matching options." when nothing matches.
 */
export function SkillsPicker({ name, initial, texts, sourceUrl }: { name: string; initial: readonly string[]; texts: SkillsPickerTexts; sourceUrl: string }) {
  const id = useId();
  const { errors, value, values } = useField(name);
  const { state } = useFormResult();
  const posted = state.status === 'invalid' || state.status === 'error';
  const start = posted ? (values.length === 1 && value !== undefined ? splitSkills(value) : [...values]) : [...initial];
  const [hydrated, setHydrated] = useState(false);
  const [skills, setSkills] = useState<string[]>(start);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [options, setOptions] = useState<string[]>([]);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setLoading(true);
    const timer = window.setTimeout(() => {
      fetch(`${sourceUrl}?q=${encodeURIComponent(query.trim())}`, { signal: controller.signal, headers: { Accept: 'application/json' } })
        .then((response) => (response.ok ? (response.json() as Promise<{ data: string[] }>) : { data: [] }))
        .then((body) => {
          setOptions(body.data);
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

  if (!hydrated) {
    return (
      <div className="field">
        <label htmlFor={id}>{texts.label}</label>
        <input id={id} name={name} type="text" defaultValue={start.join(', ')} aria-invalid={errors.length > 0 || undefined} aria-describedby={`${id}-hint${errors.length > 0 ? ` ${id}-error` : ''}`} />
        <p className="field-hint" id={`${id}-hint`}>{texts.hint}</p>
        {errors.length > 0 ? <p className="field-error" id={`${id}-error`}>{errors.join(' ')}</p> : null}
      </div>
    );
  }

  const taken = new Set(skills.map((s) => s.toLowerCase()));
  const shown = options.filter((option) => !taken.has(option.toLowerCase()));
  const typed = query.trim().replace(/,/g, ' ');
  const pick = (skill: string) => {
    const clean = skill.trim().replace(/,/g, ' ');
    if (clean && !taken.has(clean.toLowerCase())) setSkills([...skills, clean]);
    setQuery('');
    setActive(-1);
    inputRef.current?.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const remove = (skill: string) => {
    setSkills(skills.filter((s) => s !== skill));
    inputRef.current?.focus();
    inputRef.current?.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      else setActive(Math.min(shown.length - 1, active + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(Math.max(0, active - 1));
    } else if (event.key === 'Enter') {
      // Enter picks; it never submits the whole section half-typed.
      event.preventDefault();
      const option = open && active >= 0 ? shown[active] : undefined;
      if (option) pick(option);
      else if (typed) pick(typed);
    } else if (event.key === 'Escape') {
      if (open) event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Backspace' && query === '' && skills.length > 0) {
      remove(skills[skills.length - 1]!);
    }
  };
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <div className="field skills-picker">
      <label htmlFor={id}>{texts.label}</label>
      {skills.length > 0 ? (
        <ul className="skills-picker__chips">
          {skills.map((skill) => (
            <li key={skill} className="skills-picker__chip">
              <span>{skill}</span>
              <button type="button" className="skills-picker__remove" aria-label={`${texts.remove} ${skill}`} onClick={() => remove(skill)}>
                ×
              </button>
              <input type="hidden" name={name} value={skill} />
            </li>
          ))}
        </ul>
      ) : (
        <input type="hidden" name={name} value="" />
      )}
      <div className="skills-picker__box">
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 && shown[active] ? optionId(active) : undefined}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={`${id}-hint${errors.length > 0 ? ` ${id}-error` : ''}`}
          placeholder={texts.placeholder}
          value={query}
          autoComplete="off"
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => window.setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
        />
        {open ? (
          <ul className="skills-picker__menu" id={listId} role="listbox" aria-label={texts.label}>
            {loading ? (
              <li className="skills-picker__note" role="presentation">{texts.loading}</li>
            ) : shown.length === 0 ? (
              <li className="skills-picker__note" role="presentation">
                {texts.noOptions}
                {typed ? ` ${texts.add.replace('{{skill}}', typed)}` : ''}
              </li>
            ) : (
              shown.map((option, index) => (
                <li
                  key={option}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className="skills-picker__option"
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(option)}
                >
                  {option}
                </li>
              ))
            )}
          </ul>
        ) : null}
      </div>
      <p className="field-hint" id={`${id}-hint`}>{texts.hint}</p>
      {errors.length > 0 ? <p className="field-error" id={`${id}-error`}>{errors.join(' ')}</p> : null}
    </div>
  );
}
