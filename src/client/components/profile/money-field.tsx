'use client';

import { useId, useState } from 'react';
import { useField } from '../forms/form-context';

/** Rupiah have no decimals (spec §9); grouping follows the page's language (9,500,000 / 9.500.000). */
export function groupRupiah(text: string, locale: string): string {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, 12);
  return digits === '' ? '' : new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Number(digits));
}

/**
 * A money input: "Rp" before it, digits grouped as they are typed. It stays a text box, so it
 * works from the keyboard like any other and, without JavaScript, posts what was typed (the
 * server reads grouped or plain digits alike).
 */
export function MoneyField({ name, label, defaultValue, locale, currencyLabel = 'Rp' }: { name: string; label: string; defaultValue: string; locale: string; currencyLabel?: string }) {
  const id = useId();
  const { errors, value } = useField(name);
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? value ?? defaultValue;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="money-input">
        <span className="money-input__currency" aria-hidden="true">{currencyLabel}</span>
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={shown}
          onChange={(event) => setText(groupRupiah(event.currentTarget.value, locale))}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={errors.length > 0 ? `${id}-error` : undefined}
        />
      </div>
      {errors.length > 0 ? <p className="field-error" id={`${id}-error`}>{errors.join(' ')}</p> : null}
    </div>
  );
}
