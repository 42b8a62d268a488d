import type { z } from 'zod';
import { echoValues, type FormResult } from '../../shared/form-result';
import { toErrorsMap } from '../../shared/validation/to-errors-map';
import { requestContext } from '../context/request-context';
import { requireFormData, type Parsed } from './parse-form';
import { translateErrors } from '../i18n/translate-errors';

/**
 * Like parseForm, for the profile editor, whose forms post lists as repeated fields (job
 * types, preferred cities, skills): a name posted more than once reaches the schema as a list.
 * The schema may refine the whole object (work experience), so it is any zod type with a
 * field order given for the messages.
 */
export function parseProfileForm<S extends z.ZodType>(schema: S, formData: FormData, fieldOrder: readonly string[]): Parsed<z.output<S>> {
  requireFormData(formData);
  const raw: Record<string, string | string[]> = {};
  for (const [key, value] of formData) {
    if (typeof value !== 'string' || key.startsWith('$ACTION')) continue;
    const earlier = raw[key];
    raw[key] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors = translateErrors(toErrorsMap(parsed.error, fieldOrder), requestContext().t);
  return { ok: false, result: invalid(errors, formData) };
}

export function invalid(errors: Record<string, string[]>, formData: FormData): FormResult {
  return { status: 'invalid', errors, values: echoValues(formData) };
}

/** The field names of an object schema, or of the object inside a refined / transformed one. */
export function fieldsOf(schema: z.ZodType): string[] {
  let current: unknown = schema;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const shape = (current as { shape?: Record<string, unknown> }).shape;
    if (shape) return Object.keys(shape);
    const def = (current as { def?: { in?: unknown; schema?: unknown } }).def;
    current = def?.in ?? def?.schema;
  }
  return [];
}
