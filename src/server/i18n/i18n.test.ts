import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18n, translatorFor, type Translate } from './i18n';

/** Every text of a locale, as `ns:key`, with the names of its `{{placeholders}}`. */
function textsOf(locale: string): { key: string; names: string[] }[] {
  const texts: { key: string; names: string[] }[] = [];
  for (const file of fs.readdirSync(path.resolve('locales', locale))) {
    const ns = file.replace(/\.json$/, '');
    const walk = (node: unknown, prefix: string): void => {
      if (typeof node === 'string')
        texts.push({ key: `${ns}:${prefix}`, names: [...node.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!) });
      else if (node && typeof node === 'object')
        for (const [key, child] of Object.entries(node)) walk(child, prefix ? `${prefix}.${key}` : key);
    };
    walk(JSON.parse(fs.readFileSync(path.resolve('locales', locale, file), 'utf8')), '');
  }
  return texts;
}

/**
 * Runs `check` with our translator and i18next's own, in both languages; how many texts it
 * compared, so a test can tell it compared enough.
 */
async function compareWithI18next(check: (ours: Translate, theirs: Translate, locale: string) => number): Promise<number> {
  const i18n = await createI18n(path.resolve('locales'));
  let compared = 0;
  for (const locale of ['en-US', 'id-ID'] as const) compared += check(translatorFor(i18n, locale), i18n.getFixedT(locale), locale);
  return compared;
}

describe('translatorFor', () => {
  it('translates per locale, with and without interpolation, and reuses one translator per locale', async () => {
    const i18n = await createI18n(path.resolve('locales'));
    const en = translatorFor(i18n, 'en-US');
    const id = translatorFor(i18n, 'id-ID');
    expect(en('errors:notFound.message')).toBe('This page could not be found');
    expect(id('errors:notFound.message')).toBe('Halaman ini tidak dapat ditemukan');
    expect(en('errors:notFound.message')).toBe('This page could not be found');
    expect(en('common:footer.copyright', { year: 2030, siteName: 'Karir' })).toBe('© 2030 Karir. All rights reserved.');
    expect(translatorFor(i18n, 'en-US')).toBe(en);
  });

  it('fills plain placeholders exactly as i18next does, in every text of both languages', async () => {
    const compared = await compareWithI18next((ours, theirs, locale) => {
      let count = 0;
      for (const { key, names } of textsOf(locale)) {
        if (names.length === 0 || names.includes('count')) continue;
        const values = Object.fromEntries(names.map((name, i) => [name, i % 2 ? 1234 : `<${name} & 'x'>`]));
        expect(ours(key, values), `${locale} ${key}`).toBe(theirs(key, values));
        count += 1;
      }
      return count;
    });
    expect(compared).toBeGreaterThan(50);
    // A missing value or an i18next option takes i18next's own path.
    const i18n = await createI18n(path.resolve('locales'));
    const en = translatorFor(i18n, 'en-US');
    expect(en('common:footer.copyright', { year: 2030 })).toBe(i18n.getFixedT('en-US')('common:footer.copyright', { year: 2030 }));
    expect(en('common:footer.copyright', { year: 2030, siteName: 'K', lng: 'id-ID' })).toBe(
      i18n.getFixedT('en-US')('common:footer.copyright', { year: 2030, siteName: 'K', lng: 'id-ID' }),
    );
  });

  it('gives the same text as i18next when some names are given as undefined, used by the text or not', async () => {
    const compared = await compareWithI18next((ours, theirs, locale) => {
      let count = 0;
      for (const { key, names } of textsOf(locale)) {
        if (names.length === 0 || names.includes('count')) continue;
        // As the landing pages pass them: { category: c?.name, place: p?.name }.
        const given = { ...Object.fromEntries(names.map((name) => [name, `<${name}>`])), unused: undefined };
        expect(ours(key, given), `${locale} ${key}`).toBe(theirs(key, given));
        const missingFirst = { ...given, [names[0]!]: undefined };
        expect(ours(key, missingFirst), `${locale} ${key} without ${names[0]}`).toBe(theirs(key, missingFirst));
        count += 1;
      }
      return count;
    });
    expect(compared).toBeGreaterThan(50);
  });

  it('picks and fills plural texts exactly as i18next does, for every counted text of both languages', async () => {
    const compared = await compareWithI18next((ours, theirs, locale) => {
      let checked = 0;
      const bases = new Map<string, Set<string>>();
      for (const { key, names } of textsOf(locale)) {
        const base = /^(.*)_(zero|one|two|few|many|other)$/.exec(key)?.[1];
        if (base) bases.set(base, new Set([...(bases.get(base) ?? []), ...names]));
      }
      for (const [base, names] of bases) {
        for (const count of [0, 1, 2, 5, 21, 1.5, 1000]) {
          const values = { ...Object.fromEntries([...names].filter((name) => name !== 'count').map((name) => [name, `<${name}>`])), count };
          expect(ours(base, values), `${locale} ${base} ${count}`).toBe(theirs(base, values));
          checked += 1;
        }
      }
      return checked;
    });
    expect(compared).toBeGreaterThan(100);
  });

  it('gives a text or its plain default exactly as i18next does, for every text of both languages and a missing one', async () => {
    const compared = await compareWithI18next((ours, theirs, locale) => {
      let count = 0;
      for (const { key, names } of textsOf(locale)) {
        if (names.length > 0) continue;
        expect(ours(key, { defaultValue: 'fallback' }), `${locale} ${key}`).toBe(theirs(key, { defaultValue: 'fallback' }));
        count += 1;
      }
      for (const key of ['jobs:benefit.NO_SUCH_CODE', 'common:nothing.here']) {
        expect(ours(key, { defaultValue: 'NO_SUCH_CODE' })).toBe(theirs(key, { defaultValue: 'NO_SUCH_CODE' }));
        expect(ours(key, { defaultValue: 'NO_SUCH_CODE' })).toBe('NO_SUCH_CODE');
      }
      return count;
    });
    expect(compared).toBeGreaterThan(200);
  });
});
