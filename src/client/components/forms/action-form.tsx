'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import type { FormResult } from '../../../shared/form-result';
import { firstMessage } from '../../../shared/validation/to-errors-map';
import { validationErrors } from '../../stores/validation-errors';
import { showError, showSuccess, showValidationMessage } from '../feedback/feedback-store';
import { FormContext } from './form-context';
import { useFormResult, type FormAction } from './use-form-result';

/**
 * A form bound to a server function through useActionState. Without JavaScript it is a
 * plain POST and the returned state is rendered inline; with it, the same state also
 * opens the feedback dialogs (first message of the first field, "Oops...", "Success").
 */
export function ActionForm({
  action,
  children,
  className,
  successDialog = true,
  resetOnSuccess = true,
  id,
}: {
  action: FormAction;
  children: ReactNode;
  className?: string;
  successDialog?: boolean;
  resetOnSuccess?: boolean;
  id?: string;
}) {
  const [state, formAction, pending] = useFormResult(action);
  const formRef = useRef<HTMLFormElement>(null);
  const shown = useRef<FormResult>(state);

  useEffect(() => {
    // Only results that arrive while the page is live open dialogs; a state rendered by the server after a no-JS post stays inline.
    if (shown.current === state) return;
    shown.current = state;
    const form = formRef.current;
    // The submit button was disabled while sending, so focus fell to the page: send it on.
    // A group of choices marks its fieldset invalid, which cannot take focus: its first choice can.
    const firstInvalid = () => {
      const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
      return invalid?.matches('fieldset') ? invalid.querySelector<HTMLElement>('input, select, textarea') : invalid;
    };
    const submit = () => form?.querySelector<HTMLElement>('[type="submit"]');
    if (state.status === 'invalid') {
      validationErrors.set(state.errors);
      const message = firstMessage(state.errors);
      if (message) showValidationMessage(message, firstInvalid);
      else firstInvalid()?.focus();
    } else if (state.status === 'error') showError(state.message || null, submit);
    else if (state.status === 'success') {
      if (resetOnSuccess) formRef.current?.reset();
      if (successDialog) showSuccess(state.message, submit);
    }
  }, [state, successDialog, resetOnSuccess]);

  const summary = state.status === 'invalid' ? firstMessage(state.errors) : state.status === 'error' ? state.message : null;
  return (
    <FormContext.Provider value={{ state, pending }}>
      <form ref={formRef} action={formAction} className={className} id={id} noValidate aria-busy={pending}>
        {summary ? (
          <p className="form-alert form-alert--error" role="alert">
            {summary}
          </p>
        ) : null}
        {state.status === 'success' ? (
          <p className="form-alert form-alert--success" role="status">
            {state.message}
          </p>
        ) : null}
        {children}
      </form>
    </FormContext.Provider>
  );
}
