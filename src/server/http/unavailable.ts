import type { Response } from 'express';
import type { i18n as I18n } from 'i18next';
import { splitLocale, type Locale } from '../../shared/locales';
import { translatorFor } from '../i18n/i18n';
import { logError } from '../../framework/server';

/** Seconds a client is asked to wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 10;

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The page shown while the database is away: in the visitor's language, self-contained (no
 * script, no stylesheet to fetch, nothing read from the database); its button reloads the
 * address asked for.
 */
export function unavailableHtml(i18n: I18n, locale: Locale): string {
  const t = translatorFor(i18n, locale);
  return noticeHtml(locale, {
    title: t('errors:unavailable.title'),
    message: t('errors:unavailable.message'),
    link: { href: '', text: t('errors:unavailable.retry') },
  });
}

/** A self-contained notice page: a title, a message and one button-like link. */
export function noticeHtml(locale: Locale, text: { title: string; message: string; link: { href: string; text: string } }): string {
  const title = escape(text.title);
  return `<!DOCTYPE html><html lang="${locale === 'id-ID' ? 'id' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f7fa;color:#1f2933;display:flex;min-height:100vh;align-items:center;justify-content:center}main{max-width:32rem;margin:1.5rem;padding:2.5rem 2rem;background:#fff;border-radius:12px;box-shadow:0 8px 24px rgba(1,95,146,.12);text-align:center;border-top:4px solid #015f92}h1{color:#015f92;font-size:1.6rem;margin:0 0 .75rem}p{line-height:1.6;margin:0 0 1.5rem}a{display:inline-block;background:#015f92;color:#fff;text-decoration:none;padding:.7rem 1.4rem;border-radius:8px;font-weight:600}</style></head><body><main><h1>${title}</h1><p>${escape(text.message)}</p><a href="${escape(text.link.href)}">${escape(text.link.text)}</a></main></body></html>`;
}

let lastLogged = 0;

/** Logged once every few seconds at most: while the database is away every request would say the same. */
export function logUnavailable(error: unknown, path: string): void {
  if (Date.now() - lastLogged < 5_000) return;
  lastLogged = Date.now();
  logError('database unavailable: answering 503', error, { path });
}

/** 503 with Retry-After and the page above, in the language of the address. */
export function sendUnavailablePage(res: Response, i18n: I18n, path: string): void {
  res.status(503).set({ 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' });
  res.removeHeader('CDN-Cache-Control');
  res.removeHeader('X-Cache');
  res.type('html').send(unavailableHtml(i18n, splitLocale(path).locale));
}
