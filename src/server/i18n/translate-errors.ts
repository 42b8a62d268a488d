import type { Translate } from './i18n';
import type { ErrorsMap } from '../../shared/validation/to-errors-map';

/** Schemas speak in message keys (`validation:required`); users read sentences in their language. */
export function translateErrors(errors: ErrorsMap, t: Translate): ErrorsMap {
  return Object.fromEntries(Object.entries(errors).map(([field, keys]) => [field, keys.map((key) => (key.includes(':') ? t(key) : key))]));
}
