import type { ErrorsMap } from './validation/to-errors-map';

/**
 * What a form's server function returns to `useActionState`: translated messages, ready to
 * show. `values` echoes what the user typed (never passwords) so a failed post without
 * JavaScript re-renders the form filled in: nothing typed is lost.
 */
export type FormResult =
  | { readonly status: 'idle' }
  | { readonly status: 'success'; readonly message: string; readonly title?: string }
  | { readonly status: 'invalid'; readonly errors: ErrorsMap; readonly values: Readonly<Record<string, string>> }
  | { readonly status: 'error'; readonly message: string; readonly values: Readonly<Record<string, string>> };

export const IDLE: FormResult = { status: 'idle' };

/** The string fields of a submitted form, minus secrets and React's own action fields. */
export function echoValues(formData: FormData, omit: readonly string[] = ['password', 'password_confirmation', 'current_password']): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (typeof value !== 'string' || key.startsWith('$ACTION') || omit.includes(key)) continue;
    values[key] = value;
  }
  return values;
}
