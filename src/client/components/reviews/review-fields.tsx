'use client';

import { useId, type ReactNode } from 'react';
import { useField } from '../forms/form-context';

export interface Option {
  readonly value: string;
  readonly label: string;
}

function Errors({ id, errors }: { id: string; errors: readonly string[] }) {
  return errors.length > 0 ? (
    <p className="field-error" id={id}>
      {errors.join(' ')}
    </p>
  ) : null;
}

/** A labelled select that keeps its choice after a failed post (or starts on the stored one when editing). */
export function SelectField({
  name,
  label,
  options,
  defaultValue,
  placeholder,
}: {
  name: string;
  label: ReactNode;
  options: readonly Option[];
  defaultValue?: string;
  placeholder: string;
}) {
  const id = useId();
  const { errors, value } = useField(name);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? defaultValue ?? ''}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length > 0 ? `${id}-error` : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Errors id={`${id}-error`} errors={errors} />
    </div>
  );
}

/**
 * Radio buttons or checkboxes as a fieldset with its own messages; `stars` lays 1–5 out as a
 * row of star buttons (still radio buttons underneath, so it works without JavaScript).
 */
export function ChoiceGroup({
  name,
  legend,
  options,
  multiple = false,
  defaultValues = [],
  stars = false,
  hint,
}: {
  name: string;
  legend: ReactNode;
  options: readonly Option[];
  multiple?: boolean;
  defaultValues?: readonly string[];
  stars?: boolean;
  hint?: ReactNode;
}) {
  const id = useId();
  const { errors, values, value } = useField(name);
  const posted = value !== undefined || values.length > 0;
  const chosen = posted ? values : defaultValues;
  return (
    <fieldset
      className={`field choice-field${stars ? ' star-input' : ''}`}
      aria-invalid={errors.length > 0 || undefined}
      aria-describedby={[errors.length > 0 ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined}
    >
      <legend>{legend}</legend>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <ul className={stars ? 'star-input__options' : 'choice-field__options'}>
        {options.map((option, index) => (
          <li key={option.value} className="check">
            <input
              id={`${id}-${index}`}
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.value}
              defaultChecked={chosen.includes(option.value)}
            />
            <label htmlFor={`${id}-${index}`}>{option.label}</label>
          </li>
        ))}
      </ul>
      <Errors id={`${id}-error`} errors={errors} />
    </fieldset>
  );
}
