import type { z } from 'zod';

/** Issues without a field (whole-form refinements) are collected under this name. */
export const FORM_ERRORS_KEY = '_form';

export type ErrorsMap = Record<string, string[]>;

/**
 * Same shape as the server's 422 `errors`: field → messages, nested paths joined
 * with dots like Laravel does (`experience.0.company`). Fields appear in `fieldOrder`
 * (pass `Object.keys(schema.shape)`) so "first message of the first field" matches what
 * the user sees top to bottom, even for checks that run after the field checks.
 */
export function toErrorsMap(error: z.ZodError, fieldOrder: readonly string[] = []): ErrorsMap {
  const byField = new Map<string, string[]>();
  for (const issue of error.issues) {
    const field = issue.path.length === 0 ? FORM_ERRORS_KEY : issue.path.map(String).join('.');
    const messages = byField.get(field) ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    byField.set(field, messages);
  }
  const rank = (field: string): number => {
    const index = fieldOrder.indexOf(field.split('.')[0] ?? field);
    return index === -1 ? fieldOrder.length : index;
  };
  // Array sort is stable: fields the order does not know keep their issue order.
  const fields = [...byField.keys()].sort((a, b) => rank(a) - rank(b));
  const map: ErrorsMap = {};
  for (const field of fields) map[field] = byField.get(field) ?? [];
  return map;
}

/** The one message the error dialog shows; undefined when there is none. */
export function firstMessage(errors: Readonly<Record<string, readonly string[] | string>>): string | undefined {
  for (const messages of Object.values(errors)) {
    // Some backends send a bare string instead of a one-element list.
    const first = typeof messages === 'string' ? messages : messages[0];
    if (first) return first;
  }
  return undefined;
}
