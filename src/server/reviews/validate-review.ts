/**
 * A review's fields (a posted form's, or an API body) through its kind's schema: the kind's
 * input, or translated messages per field in the form's order. The caller hands in the
 * translator of the request's language.
 */
import { REVIEW_SCHEMAS, schemaFieldOrder, type ReviewKindSlug } from '../../shared/validation/review-schemas';
import { toErrorsMap, type ErrorsMap } from '../../shared/validation/to-errors-map';
import type { Translate } from '../i18n/i18n';
import { translateErrors } from '../i18n/translate-errors';
import type { KindInput } from './review-content';

export type ParsedReview = { readonly ok: true; readonly input: KindInput } | { readonly ok: false; readonly errors: ErrorsMap };

/** Any object of fields (a form's, or a JSON body's) → the kind's input, or the errors map. */
export function validateReview(kind: ReviewKindSlug, fields: unknown, t: Translate): ParsedReview {
  const body = fields && typeof fields === 'object' && !Array.isArray(fields) ? fields : {};
  const parsed = REVIEW_SCHEMAS[kind].safeParse(body);
  if (parsed.success) return { ok: true, input: { kind, data: parsed.data } as KindInput };
  return { ok: false, errors: translateErrors(toErrorsMap(parsed.error, schemaFieldOrder(kind)), t) };
}
