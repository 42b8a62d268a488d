/** The "your data is ready" mail, in each language: what it says and where its button leads. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18n, translatorFor } from '../i18n/i18n';
import type { AccountNotice } from './account-notices';
import { noticeMail } from './notice-mail';

const notice = (locale: AccountNotice['locale']): AccountNotice => ({
  kind: 'data-export-ready',
  downloadPath: '/account/data-export/42',
  expiresAt: '2026-11-30T03:15:00.000Z',
  to: 'rina@example.com',
  name: 'Rina',
  locale,
});

describe('data export ready mail', () => {
  it("links to the download in the candidate's language and says until when (Jakarta time)", async () => {
    const i18n = await createI18n(path.resolve('locales'));
    const en = noticeMail(notice('en-US'), translatorFor(i18n, 'en-US'), { baseUrl: 'https://karir.test' });
    expect(en.subject).toBe('Your Karir Nusantara data is ready to download');
    expect(en.text).toContain('Download my data: https://karir.test/account/data-export/42');
    expect(en.text).toMatch(/The link works until .*10:15.* WIB, and only when you are signed in\./);
    const id = noticeMail(notice('id-ID'), translatorFor(i18n, 'id-ID'), { baseUrl: 'https://karir.test' });
    expect(id.subject).toBe('Data Karir Nusantara Anda siap diunduh');
    expect(id.text).toContain('Unduh data saya: https://karir.test/id/account/data-export/42');
    expect(id.html).toContain('href="https://karir.test/id/account/data-export/42"');
  });
});
