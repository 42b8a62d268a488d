import fs from 'node:fs';
import path from 'node:path';
import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import FsBackend from 'i18next-fs-backend';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/locales';

export type Translate = TFunction;

/** Namespaces are the JSON files of the default locale (`locales/en-US/<ns>.json`). */
function listNamespaces(localesDir: string): string[] {
  return fs
    .readdirSync(path.join(localesDir, DEFAULT_LOCALE))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

/**
 * One i18next instance for the process, every locale and namespace preloaded at start so a
 * request never waits on the file system; requests take a fixed `t` for their locale.
 */
export async function createI18n(localesDir = path.resolve('locales')): Promise<I18n> {
  const instance = i18next.createInstance();
  const namespaces = listNamespaces(localesDir);
  await instance.use(FsBackend).init({
    initAsync: false,
    lng: DEFAULT_LOCALE,
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    preload: [...LOCALES],
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    backend: { loadPath: path.join(localesDir, '{{lng}}/{{ns}}.json') },
  });
  return instance;
}

const translators = new WeakMap<I18n, Map<Locale, Translate>>();

/**
 * The `t` of a locale. Texts are loaded once at start and never change while running, so a
 * lookup without options (most of a page's labels) is remembered: i18next's own lookup
 * showed up as a sixth of a job list's render time. Plain `{{name}}` interpolation (no
 * context or other i18next option) fills a remembered template the same way, and so does a
 * numeric `count`: the text is the one i18next picks (`_zero` for 0 when there is one, then
 * the locale's plural form, then the key itself), found once per key and plural form. A
 * search page's facet counts alone spent 3 % of its CPU in i18next's plural path. A lookup
 * with a plain `defaultValue` only gives the remembered text or that default (a job page's
 * benefits spent 2 % of its CPU in i18next for it).
 */
export function translatorFor(instance: I18n, locale: Locale): Translate {
  let byLocale = translators.get(instance);
  if (!byLocale) translators.set(instance, (byLocale = new Map()));
  const existing = byLocale.get(locale);
  if (existing) return existing;
  const fixed = instance.getFixedT(locale) as unknown as (...args: unknown[]) => unknown;
  const pluralRules = new Intl.PluralRules(locale);
  const pluralKeys = new Map<string, string>();
  const pluralKeyOf = (key: string, count: number): string => {
    const form = count === 0 ? 'zero' : pluralRules.select(count);
    const remembered = `${key}\u0000${form}`;
    let found = pluralKeys.get(remembered);
    if (found === undefined) {
      const candidates = [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralRules.select(count)}`];
      found = candidates.find((candidate) => hasText(instance, locale, candidate)) ?? key;
      pluralKeys.set(remembered, found);
    }
    return found;
  };
  const remembered = new Map<string, string>();
  const present = new Map<string, boolean>();
  const templates = new Map<string, string | null>();
  const templateOf = (key: string): string | null => {
    let template = templates.get(key);
    if (template === undefined) {
      template = plainTemplate(instance, locale, key);
      templates.set(key, template);
    }
    return template;
  };
  const t = ((key: unknown, ...rest: unknown[]) => {
    if (typeof key !== 'string') return fixed(key, ...rest);
    if (rest.length === 0) {
      let text = remembered.get(key);
      if (text === undefined) {
        text = String(fixed(key));
        remembered.set(key, text);
      }
      return text;
    }
    const fallback = rest.length === 1 ? onlyDefaultValue(rest[0]) : null;
    if (fallback !== null) {
      // A text for codes that may have none ("jobs:benefit.<code>"): the code is the fallback.
      let known = present.get(key);
      if (known === undefined) present.set(key, (known = hasText(instance, locale, key)));
      return known ? t(key) : fallback;
    }
    const values = rest.length === 1 ? plainValues(rest[0]) : null;
    const count = values?.count;
    const template = values ? templateOf(typeof count === 'number' ? pluralKeyOf(key, count) : key) : null;
    if (!values || template === null) return fixed(key, ...rest);
    let complete = true;
    const text = template.replace(PLACEHOLDER, (_match, name: string) => {
      const value = values[name];
      if (value === undefined) complete = false;
      return String(value);
    });
    return complete ? text : fixed(key, ...rest);
  }) as unknown as Translate;
  byLocale.set(locale, t);
  return t;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Options that change which text i18next picks or how; calls using them take its own path. */
const I18NEXT_OPTIONS = new Set([
  'count',
  'context',
  'ordinal',
  'defaultValue',
  'lng',
  'lngs',
  'ns',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'interpolation',
  'skipInterpolation',
  'replace',
  'keyPrefix',
  'fallbackLng',
  'nsSeparator',
  'keySeparator',
]);

function plainValues(options: unknown): Record<string, string | number> | null {
  if (!options || typeof options !== 'object' || Array.isArray(options)) return null;
  for (const [name, value] of Object.entries(options)) {
    if (name === 'count' && typeof value === 'number' && Number.isFinite(value)) continue;
    if (I18NEXT_OPTIONS.has(name) || name.startsWith('defaultValue')) return null;
    // A name given as undefined ({ category: c?.name }) is as good as absent: a template that
    // needs it is not filled here (see t), so i18next answers as it would.
    if (value === undefined) continue;
    if (typeof value !== 'string' && typeof value !== 'number') return null;
  }
  return options as Record<string, string | number>;
}

/** `{ defaultValue }` and nothing else, a plain text (no placeholder to fill): that text. */
function onlyDefaultValue(options: unknown): string | null {
  if (!options || typeof options !== 'object') return null;
  const keys = Object.keys(options);
  const value = (options as { defaultValue?: unknown }).defaultValue;
  return keys.length === 1 && keys[0] === 'defaultValue' && typeof value === 'string' && !value.includes('{{') && !value.includes('$t(')
    ? value
    : null;
}

function hasText(instance: I18n, locale: Locale, key: string): boolean {
  const colon = key.indexOf(':');
  return (
    typeof instance.getResource(locale, colon === -1 ? 'common' : key.slice(0, colon), colon === -1 ? key : key.slice(colon + 1)) ===
    'string'
  );
}

/** The stored text of `ns:key` when it is a template of plain placeholders only, else null. */
function plainTemplate(instance: I18n, locale: Locale, key: string): string | null {
  const colon = key.indexOf(':');
  const ns = colon === -1 ? 'common' : key.slice(0, colon);
  const path = colon === -1 ? key : key.slice(colon + 1);
  const text: unknown = instance.getResource(locale, ns, path);
  if (typeof text !== 'string' || text.includes('$t(')) return null;
  // Only {{name}} placeholders: formats ({{value, number}}) and nesting go through i18next.
  const withoutPlain = text.replace(PLACEHOLDER, '');
  return withoutPlain.includes('{{') ? null : text;
}
