/**
 * A posted review form through its kind's schema (reviews/validate-review.ts): translated
 * messages per field in the form's order, the typed values echoed back. Unlike parseForm, a
 * field posted more than once (the benefit checklist) is read as a list.
 */
import { echoValues, type FormResult } from '../../shared/form-result';
import { LIST_FIELDS, type ReviewKindSlug } from '../../shared/validation/review-schemas';
import { requestContext } from '../context/request-context';
import { requireFormData } from './parse-form';
import type { KindInput } from '../reviews/review-content';
import { validateReview } from '../reviews/validate-review';

function formFields(formData: FormData): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [key, value] of formData) {
    if (typeof value !== 'string' || key.startsWith('$ACTION')) continue;
    if (LIST_FIELDS.has(key)) fields[key] = [...((fields[key] as string[] | undefined) ?? []), value];
    else fields[key] = value;
  }
  return fields;
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
