'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { confirmAction } from '../feedback/feedback-store';
import { CheckboxField } from '../forms/fields';
import { useFormResult } from '../forms/form-context';

/**
 * The confirmation of a destructive form. Without JavaScript: a checkbox the server insists
 * on. With it: the "Are you sure?" dialog, and the form is posted only on OK.
 */
export function ConfirmedSubmit({
  checkboxLabel,
  question,
  className = 'button button--danger',
  children,
}: {
  checkboxLabel: ReactNode;
  question?: string;
  /** A lesser action (withdrawing one application) passes a quieter style than deleting an account. */
  className?: string;
  children: ReactNode;
}) {
  const [live, setLive] = useState(false);
  const { pending } = useFormResult();
  const button = useRef<HTMLButtonElement>(null);
  const confirmed = useRef(false);
  useEffect(() => setLive(true), []);

  return (
    <>
      {live ? <input type="hidden" name="confirm" value="yes" /> : <CheckboxField name="confirm" label={checkboxLabel} />}
      <button
        ref={button}
        type="submit"
        className={className}
        disabled={pending}
        onClick={(event) => {
          if (!live || confirmed.current) {
            confirmed.current = false;
            return;
          }
          event.preventDefault();
          void confirmAction(question).then((ok) => {
            if (!ok) return;
            confirmed.current = true;
            button.current?.click();
          });
        }}
      >
        {children}
      </button>
    </>
  );
}
