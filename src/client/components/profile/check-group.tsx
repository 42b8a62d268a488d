'use client';

import { useId, type ReactNode } from 'react';
import { useField, useFormResult } from '../forms/form-context';
import type { SelectOption } from './select-field';

/** A group of checkboxes under one name (job types): a fieldset, its messages, the ticks kept after a failed post. */
export function CheckGroup({
  name,
  legend,
  options,
  defaultValues,
}: {
  name: string;
  legend: ReactNode;
  options: readonly SelectOption[];
  defaultValues: readonly string[];
}) {
  const id = useId();
  const { errors, values } = useField(name);
  const { state } = useFormResult();
  // After a failed post the ticks are what was posted (none ticked posts nothing at all).
  const checked = new Set(state.status === 'invalid' || state.status === 'error' ? values : defaultValues);
  return (
    <fieldset
      className="field profile-checks"
      aria-invalid={errors.length > 0 || undefined}
      aria-describedby={errors.length > 0 ? `${id}-error` : undefined}
    >
      <legend className="field__label">{legend}</legend>
      <div className="profile-checks__options">
        {options.map((option) => (
          <label key={option.value} className="profile-check">
            <input type="checkbox" name={name} value={option.value} defaultChecked={checked.has(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {errors.length > 0 ? (
        <p className="field-error" id={`${id}-error`}>
          {errors.join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}
