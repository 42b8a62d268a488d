import { createContext, useContext } from 'react';
import { echoedList, type FormResult } from '../../../shared/form-result';

export interface FormContextValue {
  readonly state: FormResult;
  readonly pending: boolean;
}

export const FormContext = createContext<FormContextValue>({ state: { status: 'idle' }, pending: false });

export function useFormResult(): FormContextValue {
  return useContext(FormContext);
}

/**
 * This field's messages and what the user entered before a failed post: `value` (the last
 * one) for a single field, `values` (all of them) for a group of checkboxes.
 */
export function useField(name: string): { errors: readonly string[]; value: string | undefined; values: readonly string[] } {
  const { state } = useFormResult();
  if (state.status !== 'invalid' && state.status !== 'error') return { errors: [], value: undefined, values: [] };
  const values = echoedList(state.values, name);
  return { errors: state.status === 'invalid' ? (state.errors[name] ?? []) : [], value: values.at(-1), values };
}
