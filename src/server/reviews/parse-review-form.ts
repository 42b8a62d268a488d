/**
 * A posted review form (or an API body) through its kind's schema: translated messages per
 * field in the form's order, the typed values echoed back. Unlike parseForm, a field posted more
 * than once (the benefit checklist) is read as a list.
 */
import { echoValues, type FormResult } from '../../shared/form-result';
import { LIST_FIELDS, REVIEW_SCHEMAS, schemaFieldOrder, type ReviewKindSlug } from '../../shared/validation/review-schemas';
import { toErrorsMap, type ErrorsMap } from '../../shared/validation/to-errors-map';
import type { Translate } from '../i18n/i18n';
import { requestContext } from '../context/request-context';
import { requireFormData } from '../forms/parse-form';
import { translateErrors } from '../forms/translate-errors';
import type { KindInput } from './review-content';

function formFields(formData: FormData): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [key, value] of formData) {
    if (typeof value !== 'string' || key.startsWith('$ACTION')) continue;
    if (LIST_FIELDS.has(key)) fields[key] = [...((fields[key] as string[] | undefined) ?? []), value];
    else fields[key] = value;
  }
  return fields;
}

export type ParsedReview = { readonly ok: true; readonly input: KindInput } | { readonly ok: false; readonly errors: ErrorsMap };

/** Any object of fields (a form's, or a JSON body's) → the kind's input, or the errors map. */
export function validateReview(kind: ReviewKindSlug, fields: unknown, t: Translate): ParsedReview {
  const body = fields && typeof fields === 'object' && !Array.isArray(fields) ? fields : {};
  const parsed = REVIEW_SCHEMAS[kind].safeParse(body);
  if (parsed.success) return { ok: true, input: { kind, data: parsed.data } as KindInput };
  return { ok: false, errors: translateErrors(toErrorsMap(parsed.error, schemaFieldOrder(kind)), t) };
}

export function parseReviewForm(
  kind: ReviewKindSlug,
  formData: FormData,
): { ok: true; input: KindInput } | { ok: false; result: FormResult } {
  requireFormData(formData);
  const parsed = validateReview(kind, formFields(formData), requestContext().t);
  if (parsed.ok) return parsed;
  return { ok: false, result: { status: 'invalid', errors: parsed.errors, values: echoValues(formData) } };
}
