import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales';
import { ROUTES } from '../../shared/routes';
import { createI18n } from './i18n';

const LOCALES_DIR = path.resolve('locales');

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function keysByFile(locale: string): Map<string, string[]> {
  const dir = path.join(LOCALES_DIR, locale);
  return new Map(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file, keysOf(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))).sort()]),
  );
}

describe('locales', () => {
  it('have the same namespaces and the same keys in en-US and id-ID', () => {
    const [english, indonesian] = LOCALES.map(keysByFile);
    expect([...indonesian!.keys()].sort()).toEqual([...english!.keys()].sort());
    for (const [file, keys] of english!) expect(indonesian!.get(file), file).toEqual(keys);
  });

  it('have no empty texts', () => {
    for (const locale of LOCALES) {
      const dir = path.join(LOCALES_DIR, locale);
      for (const file of fs.readdirSync(dir)) {
        const text = fs.readFileSync(path.join(dir, file), 'utf8');
        expect(text, `${locale}/${file}`).not.toMatch(/:\s*""/);
      }
    }
  });

  it('give every route a title, heading and description in both languages', async () => {
    const i18n = await createI18n(LOCALES_DIR);
    for (const locale of LOCALES) {
      const t = i18n.getFixedT(locale);
      for (const route of ROUTES.filter((r) => !('testOnly' in r))) {
        for (const field of ['title', 'heading', 'description']) {
          const key = `pages:${route.name}.${field}`;
          expect(t(key), `${locale} ${key}`).not.toBe(`${route.name}.${field}`);
        }
      }
    }
  });
});
