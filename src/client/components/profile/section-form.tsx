'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { FormResult } from '../../../shared/form-result';
import { firstMessage } from '../../../shared/validation/to-errors-map';
import { showError, showToast } from '../feedback/feedback-store';
import { FormContext } from '../forms/form-context';
import { useFormResult, type FormAction } from '../forms/use-form-result';
import { markDirty } from './unsaved-changes';

/**
 * One card's form in the profile editor, bound to its server function. Without JavaScript it
 * is a plain POST: errors come back beside the fields with what was typed, "saved" as a notice.
 * With it, the page stays where it is: errors inline (focus on the first), success as the
 * 3-second centred toast (spec §9), and until it is saved a changed form says so and leaving
 * the page asks first (unsaved-changes.ts); on phones a changed form's save button sticks to the
 * bottom of the screen, out of the way while the keyboard is up (KeyboardWatch).
 */
export function SectionForm({
  action,
  children,
  className = 'profile-form',
  unsavedLabel,
  ariaLabel,
  disclosure,
}: {
  action: FormAction;
  children: ReactNode;
  className?: string;
  unsavedLabel: string;
  ariaLabel?: string;
  /** Folded behind a summary (an item's "Edit", "Add work experience"); open when its post failed. */
  disclosure?: { summary: string; open?: boolean; className?: string };
}) {
  const [state, formAction, pending] = useFormResult(action);
  const formRef = useRef<HTMLFormElement>(null);
  const shown = useRef<FormResult>(state);
  const key = useId();
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    if (shown.current === state) return;
    shown.current = state;
    if (state.status === 'success') {
      setDirty(false);
      markDirty(key, false);
      showToast(state.message);
    } else if (state.status === 'invalid') {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      (invalid?.matches('fieldset') ? invalid.querySelector<HTMLElement>('input, select, textarea') : invalid)?.focus();
    } else if (state.status === 'error') showError(state.message || null);
  }, [state, key]);

  useEffect(() => () => markDirty(key, false), [key]);

  const onChange = () => {
    if (dirty) return;
    setDirty(true);
    markDirty(key, true);
  };

  const summary = state.status === 'invalid' ? firstMessage(state.errors) : state.status === 'error' ? state.message : null;
  const form = (
    <FormContext.Provider value={{ state, pending }}>
      <form
        ref={formRef}
        action={formAction}
        className={className}
        noValidate
        aria-busy={pending}
        aria-label={ariaLabel}
        onInput={onChange}
        onChange={onChange}
        data-dirty={dirty || undefined}
      >
        {summary ? (
          <p className="form-alert form-alert--error" role="alert">
            {summary}
          </p>
        ) : null}
        {state.status === 'success' && !dirty ? (
          <p className="form-alert form-alert--success profile-form__saved" role="status">
            {state.message}
          </p>
        ) : null}
        {children}
        {dirty ? <p className="profile-form__unsaved badge badge--warning">{unsavedLabel}</p> : null}
      </form>
    </FormContext.Provider>
  );
  if (!disclosure) return form;
  const failed = state.status === 'invalid' || state.status === 'error';
  return (
    <details className={disclosure.className ?? 'profile-disclosure'} open={disclosure.open || failed || dirty || undefined}>
      <summary className="profile-disclosure__summary">{disclosure.summary}</summary>
      {form}
    </details>
  );
}
