'use client';

import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useField, useFormResult } from '../forms/form-context';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}
interface SelectGroup {
  readonly label: string;
  readonly options: readonly SelectOption[];
}

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'defaultValue'> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Shown first with an empty value: "nothing chosen" is a valid answer. */
  placeholder?: string;
  options?: readonly SelectOption[];
  groups?: readonly SelectGroup[];
  defaultValue?: string | readonly string[];
};

/**
 * A labelled select that shows its messages and keeps the choice after a failed post. It is
 * keyed by its starting value: a select does not follow a changed defaultValue after it is
 * mounted, so once a save brings a new value the select starts again from it.
 */
export function SelectField({ name, label, hint, placeholder, options = [], groups = [], defaultValue, multiple, ...rest }: Props) {
  const id = useId();
  const { errors, value, values } = useField(name);
  const { state } = useFormResult();
  const posted = state.status === 'invalid' || state.status === 'error';
  const echoed = multiple ? (posted ? values : undefined) : value;
  const start = echoed ?? defaultValue ?? (multiple ? [] : '');
  const describedBy = [errors.length > 0 ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        key={Array.isArray(start) ? start.join(',') : String(start)}
        id={id}
        name={name}
        multiple={multiple}
        defaultValue={start}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy}
        {...rest}
      >
        {placeholder !== undefined && !multiple ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {errors.length > 0 ? (
        <p className="field-error" id={`${id}-error`}>
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
