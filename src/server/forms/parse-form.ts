import type { z } from 'zod';
import { echoValues, type FormResult } from '../../shared/form-result';
import { toErrorsMap } from '../../shared/validation/to-errors-map';
import { HttpError } from '../../framework/server';
import { requestContext } from '../context/request-context';
import { translateErrors } from '../i18n/translate-errors';

export type Parsed<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly result: FormResult };

/**
 * The form a server function was called with. A hand-made post can call a form action
 * without its form (e.g. as `$ACTION_ID_…` instead of the `$ACTION_REF_…` its
 * useActionState form sends, or with other bound arguments): a bad request, not a server fault.
 */
export function requireFormData(value: unknown): FormData {
  if (!(value instanceof FormData)) throw new HttpError(400, 'Malformed form');
  return value;
}

/**
 * Validates a submitted form with its zod schema. On failure returns the `invalid` result
 * (translated messages per field in the schema's field order, plus the typed values).
 */
export function parseForm<S extends z.ZodObject>(schema: S, formData: FormData): Parsed<z.output<S>> {
  requireFormData(formData);
  const raw = Object.fromEntries([...formData].filter(([key, value]) => typeof value === 'string' && !key.startsWith('$ACTION')));
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors = translateErrors(toErrorsMap(parsed.error, Object.keys(schema.shape)), requestContext().t);
  return { ok: false, result: { status: 'invalid', errors, values: echoValues(formData) } };
}
