import fs from 'node:fs';
import path from 'node:path';
import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import FsBackend from 'i18next-fs-backend';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/locales';

export type Translate = TFunction;

/** Namespaces are the JSON files of the default locale (`locales/en-US/<ns>.json`). */
export function listNamespaces(localesDir: string): string[] {
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
 * showed up as a sixth of a job list's render time.
 */
export function translatorFor(instance: I18n, locale: Locale): Translate {
  let byLocale = translators.get(instance);
  if (!byLocale) translators.set(instance, (byLocale = new Map()));
  const existing = byLocale.get(locale);
  if (existing) return existing;
  const fixed = instance.getFixedT(locale);
  const remembered = new Map<string, string>();
  const t = ((key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== 'string') return (fixed as unknown as (...args: unknown[]) => unknown)(key, ...rest);
    let text = remembered.get(key);
    if (text === undefined) {
      text = String(fixed(key));
      remembered.set(key, text);
    }
    return text;
  }) as unknown as Translate;
  byLocale.set(locale, t);
  return t;
}
