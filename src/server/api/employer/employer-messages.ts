/**
 * Employer API messages are i18next keys, some carrying the values they quote after a `|`
 * (shared/validation/employer-job-schema.ts, employerMessage): translated here with them.
 */
import type { Translate } from '../../i18n/i18n';
import { firstMessage, type ErrorsMap } from '../../../shared/validation/to-errors-map';
import { ApiError } from '../api-support';

function translateMessage(message: string, t: Translate): string {
  const bar = message.indexOf('|');
  const key = bar === -1 ? message : message.slice(0, bar);
  if (!key.includes(':')) return message;
  const params = bar === -1 ? undefined : (JSON.parse(message.slice(bar + 1)) as Record<string, unknown>);
  // JSON carries no HTML: the values are quoted as sent, not entity-escaped.
  return params ? t(key, { ...params, interpolation: { escapeValue: false } }) : t(key);
}

export function translateEmployerErrors(errors: ErrorsMap, t: Translate): ErrorsMap {
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.map((m) => translateMessage(m, t))]));
}

/** A 422 whose message is the first field's, with every field's messages translated. */
export function invalidBody(errors: ErrorsMap, t: Translate): ApiError {
  const translated = translateEmployerErrors(errors, t);
  return new ApiError(422, firstMessage(translated) ?? t('employer:api.invalid'), translated);
}
