'use client';

import { useId, useState, type ReactNode } from 'react';
import { maskMoneyInput } from '../../../shared/validation/money';
import { useField } from './form-context';

/**
 * A money input: "Rp" before it, the whole part grouped with commas as it is typed (spec: comma
 * thousands, dot decimal). It stays a text box, so it works from the keyboard like any other
 * and, without JavaScript, posts what was typed; the server reads both by the same rule.
 */
export function MoneyField({
  name,
  label,
  defaultValue,
  hint,
  currencyLabel = 'Rp',
}: {
  name: string;
  label: string;
  defaultValue: string;
  hint?: ReactNode;
  currencyLabel?: string;
}) {
  const id = useId();
  const { errors, value } = useField(name);
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? value ?? defaultValue;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="money-input">
        <span className="money-input__currency" aria-hidden="true">
          {currencyLabel}
        </span>
        <input
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          maxLength={24}
          value={shown}
          onChange={(event) => setText(maskMoneyInput(event.currentTarget.value))}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={[errors.length > 0 ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined}
        />
      </div>
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
