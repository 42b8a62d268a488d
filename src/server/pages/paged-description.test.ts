import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n, translatorFor, type Translate } from '../i18n/i18n';
import { pagedDescription } from './paged-description';

let en: Translate;
let id: Translate;

beforeAll(async () => {
  const i18n = await createI18n(path.resolve('locales'));
  en = translatorFor(i18n, 'en-US');
  id = translatorFor(i18n, 'id-ID');
});

describe('pagedDescription', () => {
  it('leaves the first page as it is and names the page first from page 2 on', () => {
    expect(pagedDescription(en, '310 open jobs in Indonesia.', 1, 16)).toBe('310 open jobs in Indonesia.');
    expect(pagedDescription(en, '310 open jobs in Indonesia.', 2, 16)).toBe('Page 2 of 16: 310 open jobs in Indonesia.');
    expect(pagedDescription(id, '310 lowongan aktif.', 3, 16)).toBe('Halaman 3 dari 16: 310 lowongan aktif.');
  });
});
