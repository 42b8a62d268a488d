import { useActionState } from 'react';
import { IDLE, type FormResult } from '../../../shared/form-result';

export type FormAction = (state: FormResult, formData: FormData) => Promise<FormResult>;

/**
 * useActionState for a form's server function, starting idle. A server function that
 * redirected answers nothing (call-server.ts): the form is idle on the page it led to. Read as
 * a result, `undefined` would throw while that page renders.
 */
export function useFormResult(action: FormAction): [state: FormResult, formAction: (formData: FormData) => void, pending: boolean] {
  const [result, formAction, pending] = useActionState(action, IDLE);
  return [result ?? IDLE, formAction, pending];
}
