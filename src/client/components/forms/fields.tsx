'use client';

import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useField, useFormResult } from './form-context';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> & { name: string; label: ReactNode; hint?: ReactNode };

function FieldErrors({ id, errors }: { id: string; errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <p className="field-error" id={id}>
      {errors.join(' ')}
    </p>
  );
}

/** A labelled input that shows its own messages and keeps what was typed after a failed post. */
export function TextField({ name, label, hint, defaultValue, type = 'text', ...rest }: InputProps) {
  const id = useId();
  const { errors, value } = useField(name);
  const keep = type !== 'password';
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={keep ? (value ?? defaultValue) : undefined}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={[errors.length > 0 ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined}
        {...rest}
      />
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'> & { name: string; label: ReactNode };

export function TextAreaField({ name, label, defaultValue, ...rest }: TextAreaProps) {
  const id = useId();
  const { errors, value } = useField(name);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        defaultValue={value ?? defaultValue}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length > 0 ? `${id}-error` : undefined}
        {...rest}
      />
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

export function CheckboxField({ name, label, value = 'on', ...rest }: Omit<InputProps, 'type'>) {
  const id = useId();
  const { errors, value: typed } = useField(name);
  return (
    <div className="field field--checkbox">
      <input
        id={id}
        name={name}
        type="checkbox"
        value={value}
        defaultChecked={typed !== undefined ? typed === value : undefined}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length > 0 ? `${id}-error` : undefined}
        {...rest}
      />
      <label htmlFor={id}>{label}</label>
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

export function SubmitButton({
  children,
  className = 'button button--primary',
  pendingLabel,
}: {
  children: ReactNode;
  className?: string;
  pendingLabel?: ReactNode;
}) {
  const { pending } = useFormResult();
  return (
    <button type="submit" className={className} disabled={pending} aria-disabled={pending}>
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
