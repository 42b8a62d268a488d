import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18n, translatorFor } from './i18n';

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
});
