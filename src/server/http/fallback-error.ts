import type { Locale } from '../../shared/locales';

const TEXT: Record<Locale, { message: string; home: string; href: string; lang: string }> = {
  'en-US': { message: 'An error occurred while showing the error page', home: 'Go back home', href: '/', lang: 'en' },
  'id-ID': { message: 'Terjadi kesalahan saat menampilkan halaman kesalahan', home: 'Kembali ke beranda', href: '/id', lang: 'id' },
};

/**
 * When even the error page fails, a static page that depends on nothing that
 * could have failed (no React, no i18n files, no database).
 */
export function fallbackErrorHtml(locale: Locale): string {
  const text = TEXT[locale];
  return `<!DOCTYPE html><html lang="${text.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text.message}</title></head><body><main><h1>${text.message}</h1><p><a href="${text.href}">${text.home}</a></p></main></body></html>`;
}
