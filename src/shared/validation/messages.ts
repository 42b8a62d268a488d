/**
 * Validation messages are i18next keys, not texts: schemas run on the server and in the
 * browser, and the text depends on the request's locale. Keys are namespace-qualified
 * (`validation:required`) so `t(key)` resolves whatever the caller's default namespace.
 * Texts live in locales/<locale>/validation.json; the English ones are the product's fixed texts
 * ("Required field!", "Invalid URL", …).
 */

const VALIDATION_NAMESPACE = 'validation';

export const MESSAGE_KEYS = {
  required: 'validation:required',
  email: 'validation:email',
  password: 'validation:password',
  passwordConfirmation: 'validation:password_confirmation',
  invalidEmail: 'validation:invalid_email',
  invalidUrl: 'validation:invalid_url',
  agreementRequired: 'validation:agreement_required',
  phone: 'validation:phone',
  nameTooLong: 'validation:name_too_long',
  emailTooLong: 'validation:email_too_long',
  passwordTooLong: 'validation:password_too_long',
  messageTooLong: 'validation:message_too_long',
  money: 'validation:money',
  moneyDecimals: 'validation:money_decimals',
  moneyRange: 'validation:money_range',
} as const;

export type MessageKey = (typeof MESSAGE_KEYS)[keyof typeof MESSAGE_KEYS];

/** Length limits; the *_too_long texts quote these numbers, keep them in sync. */
export const LIMITS = {
  nameMax: 100,
  // RFC 5321 path limit.
  emailMax: 254,
  passwordMin: 8,
  // Bounds hashing cost on the server; far above any real password.
  passwordMax: 128,
  messageMax: 2000,
  /** Rupiah: more than anyone's pay, far below what a bigint or a JSON number loses. */
  moneyMax: 100_000_000_000,
} as const;

/** The key inside validation.json, e.g. `validation:required` → `required`. */
export function bareKey(key: MessageKey): string {
  return key.slice(VALIDATION_NAMESPACE.length + 1);
}
