'use client';

import { useEffect, useId, useRef, useState } from 'react';

export interface PickerTexts {
  readonly label: string;
  readonly placeholder: string;
  readonly loading: string;
  readonly noOptions: string;
  readonly search: string;
}

interface Found {
  readonly slug: string;
  readonly name: string;
}

/**
 * The hub's searchable company select. Without JavaScript it is a plain GET search form (the
 * server lists matches as links); with it, matches appear under the box as one types
 * ("Loading...", "Sorry, no matching options.") and choosing one opens `chooseHref(slug)`.
 */
export function CompanyPicker({
  texts,
  action,
  initialQuery,
  chooseHref,
  apiPath,
}: {
  texts: PickerTexts;
  action: string;
  initialQuery: string;
  chooseHref: string;
  apiPath: string;
}) {
  const id = useId();
  const [query, setQuery] = useState(initialQuery);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [found, setFound] = useState<readonly Found[]>([]);
  const [highlight, setHighlight] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    if (!open) return;
    const ticket = ++latest.current;
    setLoading(true);
    const timer = setTimeout(() => {
      // A failed search already became "no suggestions" (the catch); the last step only sets state.
      void fetch(`${apiPath}?q=${encodeURIComponent(query)}`, { headers: { accept: 'application/json' } })
        .then((response) => (response.ok ? (response.json() as Promise<{ data: Found[] }>) : { data: [] }))
        .catch(() => ({ data: [] as Found[] }))
        .then((body) => {
          if (ticket !== latest.current) return;
          setFound(body.data);
          setHighlight(0);
          setLoading(false);
        });
    }, 200);
    return () => clearTimeout(timer);
  }, [query, open, apiPath]);

  const choose = (slug: string) => {
    window.location.assign(chooseHref.replace('__slug__', encodeURIComponent(slug)));
  };

  return (
    <form
      method="get"
      action={action}
      className="company-picker"
      role="search"
      onSubmit={(event) => {
        const pick = found[highlight];
        if (open && pick) {
          event.preventDefault();
          choose(pick.slug);
        }
      }}
    >
      <label htmlFor={id}>{texts.label}</label>
      <div className="select company-picker__row">
        <input
          id={id}
          name="q"
          type="search"
          className="select__control"
          placeholder={texts.placeholder}
          autoComplete="off"
          role="combobox"
          aria-expanded={open}
          aria-controls={`${id}-menu`}
          aria-autocomplete="list"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') setHighlight((h) => Math.min(h + 1, Math.max(found.length - 1, 0)));
            else if (event.key === 'ArrowUp') setHighlight((h) => Math.max(h - 1, 0));
            else if (event.key === 'Escape') setOpen(false);
            else return;
            event.preventDefault();
          }}
        />
        {open ? (
          <ul className="select__menu" id={`${id}-menu`} role="listbox" aria-label={texts.label}>
            {loading ? (
              <li className="select__empty">{texts.loading}</li>
            ) : found.length === 0 ? (
              <li className="select__empty">{texts.noOptions}</li>
            ) : (
              found.map((company, index) => (
                <li
                  key={company.slug}
                  role="option"
                  aria-selected={index === highlight}
                  data-highlighted={index === highlight}
                  className="select__option"
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(company.slug);
                  }}
                >
                  {company.name}
                </li>
              ))
            )}
          </ul>
        ) : null}
        <button type="submit" className="button button--primary">
          {texts.search}
        </button>
      </div>
    </form>
  );
}
