'use client';

import { useId } from 'react';
import { useField } from '../forms/form-context';

/**
 * A screening question with choices: radio buttons (single select) or checkboxes (multi
 * select), as a fieldset with its own messages, inside an ActionForm.
 */
export function ChoiceField({
  name,
  legend,
  options,
  labels,
  multiple,
  required,
  requiredLabel,
  lang,
}: {
  name: string;
  legend: string;
  options: readonly string[];
  /** Text shown for an option, when it differs from the value sent. */
  labels?: Readonly<Record<string, string>>;
  multiple: boolean;
  required: boolean;
  requiredLabel: string;
  /** The language the question and its options are written in, when it is not the page's. */
  lang?: string | undefined;
}) {
  const id = useId();
  const { errors, values } = useField(name);
  return (
    <fieldset
      className="field choice-field"
      aria-invalid={errors.length > 0 || undefined}
      aria-describedby={errors.length > 0 ? `${id}-error` : undefined}
    >
      <legend>
        {lang ? <span lang={lang}>{legend}</span> : legend}
        {/* An aria-label on a span is ignored: the star is for the eye, the words for assistive technology. */}
        {required ? (
          <>
            <span className="required-mark" aria-hidden="true">
              {' '}
              *
            </span>
            <span className="visually-hidden">{` (${requiredLabel})`}</span>
          </>
        ) : null}
      </legend>
      <ul className="choice-field__options" lang={lang}>
        {options.map((option, index) => (
          <li key={option} className="check">
            <input
              id={`${id}-${index}`}
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option}
              defaultChecked={values.length > 0 ? values.includes(option) : undefined}
              // A required radio group says so on its radios (one answer needed); a required
              // checkbox would demand every box, so multiple choice relies on the legend.
              required={required && !multiple ? true : undefined}
            />
            <label htmlFor={`${id}-${index}`}>{labels?.[option] ?? option}</label>
          </li>
        ))}
      </ul>
      {errors.length > 0 ? (
        <p className="field-error" id={`${id}-error`}>
          {errors.join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}
