import { describe, expect, it } from 'vitest';
import en from '../../../locales/en-US/validation.json';
import id from '../../../locales/id-ID/validation.json';
import { LIMITS, MESSAGE_KEYS, bareKey } from './messages';

const texts: Record<string, Record<string, string>> = { 'en-US': en, 'id-ID': id };
const keys = Object.values(MESSAGE_KEYS).map(bareKey).sort();

describe('validation messages', () => {
  it.each(Object.keys(texts))('%s has a non-empty text for every key and nothing else', (locale) => {
    const table = texts[locale]!;
    expect(Object.keys(table).sort()).toEqual(keys);
    for (const key of keys) expect(table[key]?.trim()).not.toBe('');
  });

  it.each([
    [MESSAGE_KEYS.required, 'Required field!'],
    [MESSAGE_KEYS.email, 'Required field! Should be valid email'],
    [MESSAGE_KEYS.password, 'Required field, min 8 characters!'],
    [MESSAGE_KEYS.passwordConfirmation, 'Must be equal with Password field!'],
    [MESSAGE_KEYS.invalidEmail, 'Invalid email address'],
    [MESSAGE_KEYS.invalidUrl, 'Invalid URL'],
  ])('%s reads exactly as the product fixes it in English', (key, text) => {
    expect(en[bareKey(key) as keyof typeof en]).toBe(text);
  });

  it.each([
    ['name_too_long', LIMITS.nameMax],
    ['email_too_long', LIMITS.emailMax],
    ['password_too_long', LIMITS.passwordMax],
    ['message_too_long', LIMITS.messageMax],
  ])('%s quotes the enforced limit %i in both languages', (key, limit) => {
    expect(texts['en-US']![key]).toContain(String(limit));
    expect(texts['id-ID']![key]).toContain(String(limit));
  });

  it('Indonesian texts are translated, not copied', () => {
    const copied = keys.filter((key) => texts['en-US']![key] === texts['id-ID']![key]);
    expect(copied).toEqual([]);
  });

  it('keys are namespace-qualified so t() finds them from any default namespace', () => {
    expect(MESSAGE_KEYS.required).toBe('validation:required');
    expect(bareKey(MESSAGE_KEYS.passwordConfirmation)).toBe('password_confirmation');
  });
});
