import type { ErrorsMap } from './validation/to-errors-map';

/**
 * What a form's server function returns to `useActionState`: translated messages, ready to
 * show. `values` echoes what the user typed (never passwords) so a failed post without
 * JavaScript re-renders the form filled in: nothing typed is lost.
 */
export type FormResult =
  | { readonly status: 'idle' }
  | { readonly status: 'success'; readonly message: string; readonly title?: string }
  | { readonly status: 'invalid'; readonly errors: ErrorsMap; readonly values: EchoedValues }
  | { readonly status: 'error'; readonly message: string; readonly values: EchoedValues };

/** Field name → what was posted: a list when the field was posted more than once (a group of checkboxes). */
export type EchoedValues = Readonly<Record<string, string | readonly string[]>>;

export const IDLE: FormResult = { status: 'idle' };

/** The string fields of a submitted form, minus secrets and React's own action fields. */
export function echoValues(
  formData: FormData,
  omit: readonly string[] = ['password', 'password_confirmation', 'current_password'],
): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [key, value] of formData) {
    if (typeof value !== 'string' || key.startsWith('$ACTION') || omit.includes(key)) continue;
    const earlier = values[key];
    values[key] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  return values;
}

/** Every value echoed for a field, in the order posted. */
export function echoedList(values: EchoedValues, name: string): readonly string[] {
  const value = values[name];
  return value === undefined ? [] : typeof value === 'string' ? [value] : value;
}
