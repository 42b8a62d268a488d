import { createContext, useContext } from 'react';
import type { FormResult } from '../../../shared/form-result';

export interface FormContextValue {
  readonly state: FormResult;
  readonly pending: boolean;
}

export const FormContext = createContext<FormContextValue>({ state: { status: 'idle' }, pending: false });

export function useFormResult(): FormContextValue {
  return useContext(FormContext);
}

/** This field's messages and the value the user typed before a failed post. */
export function useField(name: string): { errors: readonly string[]; value: string | undefined } {
  const { state } = useFormResult();
  if (state.status === 'invalid') return { errors: state.errors[name] ?? [], value: state.values[name] };
  if (state.status === 'error') return { errors: [], value: state.values[name] };
  return { errors: [], value: undefined };
}
